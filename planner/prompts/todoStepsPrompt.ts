import { ChatPromptTemplate } from '@langchain/core/prompts';
import { PLANNER_ROLE } from './shared';

/** Variables: title, description, success_criteria. */
export const todoStepsPrompt = ChatPromptTemplate.fromMessages([
  [
    'system',
    `${PLANNER_ROLE}\nYou plan the steps of one todo. Rules: 3 to 8 steps, each doable in one sitting, starting with a verb; ` +
      'together they must make every success criterion true; the last step checks the result against the success criteria. ' +
      'description: 1 to 2 sentences with the concrete how.',
  ],
  ['human', 'Todo: {title}\nDescription: {description}\nSuccess criteria:\n{success_criteria}\n\nReturn the steps.'],
]);
