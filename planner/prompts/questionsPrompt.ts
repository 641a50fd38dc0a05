import { ChatPromptTemplate } from '@langchain/core/prompts';
import { PLANNER_ROLE } from './shared';

/** Variables: level ("mission" | "odyssey"), title, description, odyssey (a mission's larger goal's lines, or empty). */
export const questionsPrompt = ChatPromptTemplate.fromMessages([
  [
    'system',
    `${PLANNER_ROLE}\nBefore planning a {level}, you ask the user 3 to 5 short questions whose answers would change the plan: ` +
      'the deadline, the time per week, the budget or resources, what already exists, what "done" looks like, and anything specific to this goal. ' +
      'One sentence per question. Do not ask what the title and description already say.',
  ],
  // A mission is asked about as one part of its odyssey: "Decide and budget" of a move asks about the move, not the person's finances.
  ['human', 'Title: {title}\nDescription: {description}{odyssey}\n\nReturn the questions.'],
]);

/**
 * What a mission's questions are for when it is part of an odyssey: this mission, as a step
 * towards it, building on what the odyssey already says ("I earn 3,200 a month, I owe 1,800 on a
 * card") rather than asking it again.
 */
export const MISSION_IN_ODYSSEY =
  'Ask about this mission only, as a step towards that goal. ' +
  "Do not ask again what the odyssey's title and description already say (amounts, dates, income, costs, debts, where the user stands): build on it, and ask only what they leave open.";
