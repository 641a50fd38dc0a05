import { CRITICAL_OVERDUE_COUNT } from '../missions/health';

/** Shown under the text already streamed when the model fails part-way. */
export const replyFailedNote = '\n\n⚠️ The Director could not finish this reply. Please try again in a moment.';
/** The whole reply when the model fails before a word: the text the chat shows for a send that failed. */
export const replyFailed = 'Sorry, I encountered an error processing your request.';
/** The whole reply when the model answers without a word: the text the chat shows for an empty reply. */
export const noReply = 'I apologize, but I was unable to generate a response. Please try again.';

/**
 * What a bare "why?" after an offline answer says that answer rests on: the rule it follows, or,
 * for a plain reading of the plan, the data it was read from.
 */
export const answerBasis = {
  focus:
    'The focus puts first what presses most: overdue todos, then those due within 48 hours, then those in progress, then the rest; within each, higher priority first, then the earlier due date. A todo that waits for another comes after those that can start. For a longer period, the todos due by its end come first.',
  risk: `A todo is overdue once its due day has ended in your time zone. A mission is critical when ${CRITICAL_OVERDUE_COUNT} or more of its open todos are overdue, or at least half of them; at risk when any is overdue, or due within 48 hours with no step done; else healthy.`,
  due: 'It lists your open todos by their due dates, counted in the days of your time zone; completed todos and todos without a due date are left out.',
  order:
    'Of two todos, the first reason that tells them apart decides which comes first: one waits for the other, then being overdue, being due within 48 hours, being in progress, the higher priority, the earlier due date, more steps done.',
  candidates: 'The candidates to let go are the open todos of low priority and the overdue ones with no step done; which to let go is your call.',
  data: 'It was read from your plan as it stands: the status, priority, due date and steps of each todo, and the missions and odysseys they belong to. Offline, without an AI model, nothing else goes into it.',
} as const;

/** The reason an answer gave for the todo it put first, made a sentence. */
export const comesFirstBecause = (title: string, reason: string) => `**${title}** comes first: ${reason[0].toLowerCase()}${reason.slice(1)}.`;
/** The reason an answer gave for a mission's health, made a sentence. */
export const healthBecause = (title: string, health: string, reason: string) => `${title} is ${health.toLowerCase()}: ${reason}`;
