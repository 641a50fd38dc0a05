import { ChatPromptTemplate, MessagesPlaceholder } from '@langchain/core/prompts';
import { PLANNER_ROLE } from './shared';

/** Variables: todo (with its due day, and the mission and odyssey it serves), step, steps (the todo's steps in plan order), evidence, findings, history (messages), message. */
export const stepChatPrompt = ChatPromptTemplate.fromMessages([
  [
    'system',
    `${PLANNER_ROLE}\nYou coach the user through one step of a todo.\n` +
      'Todo:\n{todo}\n\nCurrent step:\n{step}\n\nSteps of the todo, in plan order:\n{steps}\n\nEvidence so far:\n{evidence}\n\nFindings so far:\n{findings}\n\n' +
      'Answer helpfully and briefly (response). When the user asks when to do the step, answer from the todo\'s due date and the step\'s place in the plan, ' +
      'and say plainly what you cannot know (their local weather, opening hours, their calendar) instead of guessing it. Extract findings from the USER message only: links as resource, choices the user made as decision, other useful facts as information; ' +
      'never repeat a finding already listed. Set step_completed to true only when the user clearly says this step is finished; ' +
      'questions, plans, "not done", "almost done" or "not yet" are not completion. next_action: the one next thing to do, in one sentence.',
  ],
  new MessagesPlaceholder('history'),
  ['human', '{message}'],
]);
