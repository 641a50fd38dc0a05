import { ChatPromptTemplate, MessagesPlaceholder } from '@langchain/core/prompts';
import { PLANNER_ROLE } from './shared';

/** Variables: todo, step, evidence, findings, history (messages), message. */
export const stepChatPrompt = ChatPromptTemplate.fromMessages([
  [
    'system',
    `${PLANNER_ROLE}\nYou coach the user through one step of a todo.\n` +
      'Todo:\n{todo}\n\nCurrent step:\n{step}\n\nEvidence so far:\n{evidence}\n\nFindings so far:\n{findings}\n\n' +
      'Answer helpfully and briefly (response). Extract findings from the USER message only: links as resource, choices the user made as decision, other useful facts as information; ' +
      'never repeat a finding already listed. Set step_completed to true only when the user clearly says this step is finished; ' +
      'questions, plans, "not done", "almost done" or "not yet" are not completion. next_action: the one next thing to do, in one sentence.',
  ],
  new MessagesPlaceholder('history'),
  ['human', '{message}'],
]);
