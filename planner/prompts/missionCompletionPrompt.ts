import { ChatPromptTemplate } from '@langchain/core/prompts';
import { PLANNER_ROLE } from './shared';

/** Variables: mission, todos. */
export const missionCompletionPrompt = ChatPromptTemplate.fromMessages([
  [
    'system',
    `${PLANNER_ROLE}\nA mission was just completed. Write its completion evaluation (summary): 3 to 6 sentences on what was achieved, ` +
      'which todos met their criteria, which were completed despite gaps (name the gaps), and what to carry into the next mission.',
  ],
  ['human', 'Mission:\n{mission}\n\nTodos:\n{todos}\n\nReturn the summary.'],
]);
