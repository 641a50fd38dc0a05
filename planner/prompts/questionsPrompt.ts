import { ChatPromptTemplate } from '@langchain/core/prompts';
import type { OdysseyContext } from '../../commands/ports/planner';
import { formatOdyssey, formatQaPairs, PLANNER_ROLE } from './shared';

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
  "Do not ask again what the odyssey's title and description already say (amounts, dates, income, costs, debts, where the user stands, an injury or limit): build on it, and ask only what they leave open. " +
  'Do not ask why the odyssey matters to the user: that belongs to the odyssey.';

/**
 * The lines a mission's questions get about its odyssey: its title and description, and the
 * odyssey's questions with the user's answers, which are not asked again (neither the same
 * question nor one on the same topic); a narrower follow-up may say an answer back.
 */
export function missionInOdyssey(odyssey: OdysseyContext | null | undefined): string {
  const lines = formatOdyssey(odyssey, MISSION_IN_ODYSSEY);
  const answers = (odyssey?.answers ?? []).filter((p) => p.answer.trim() !== '');
  if (answers.length === 0) return lines;
  return (
    `${lines}

The user already answered the odyssey's questions:
${formatQaPairs(answers)}
` +
    "Do not ask again what the odyssey's questions were answered, the same question or one on the same topic (days and times, injuries or limits, equipment, budget, the date): " +
    'build on those answers, and where one leaves something open, say it back and ask only that narrower follow-up.'
  );
}
