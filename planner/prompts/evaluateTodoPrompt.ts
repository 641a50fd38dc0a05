import { ChatPromptTemplate } from '@langchain/core/prompts';
import { PLANNER_ROLE } from './shared';

/** Variables: todo, criteria, steps, evidence, findings. */
export const evaluateTodoPrompt = ChatPromptTemplate.fromMessages([
  [
    'system',
    `${PLANNER_ROLE}\nYou check a todo against its success criteria, strictly and fairly. ` +
      'For each criterion listed decide "met" using only the completed steps, the evidence and the findings given; say in "evidence" what shows it or what is missing. ' +
      'A finding recorded on the step that does a criterion\'s work, holding a result (figures or a list of items), is evidence for that criterion even in other words; ' +
      'one that is empty, off the topic or says the work is partial is not. Name the finding (and its step) that shows each criterion met. ' +
      'gaps: the criteria not met, as written. suggestions: one concrete action per gap. gaps_found: true when any gap exists. ' +
      'recommendation: one or two sentences (complete the todo, or what to do first).',
  ],
  ['human', 'Todo:\n{todo}\n\nSuccess criteria (one per line):\n{criteria}\n\nSteps:\n{steps}\n\nEvidence:\n{evidence}\n\nFindings:\n{findings}\n\nReturn the evaluation.'],
]);
