import { deadlineClause, type PlanConstraints } from './constraints';

const LEVEL_WORDS: Record<NonNullable<PlanConstraints['level']>, string> = { beginner: 'as a beginner', intermediate: 'at intermediate level', advanced: 'at advanced level' };

/** The sentences `nameFrameAnswers` writes: "Work with 4 hours a week.", "Start as a beginner.", "Keep to the budget of 300.", "Finish by June." */
export const FRAME_SENTENCES = /\b(?:Work with .+?|Start (?:as a beginner|at intermediate level|at advanced level)|Keep to the budget of .+?|Finish (?:by|before|until|till|no later than|on|in|within|over) .+?)\.(?=\s|$)/i;

/**
 * Writes the answers that set an odyssey's frame into its missions'
 * descriptions: the time per week in the first mission, the level and the
 * budget in the next ones, the deadline in the last before the phases after
 * the goal. Titles stay short
 * sentences; the frame is read where the mission is explained.
 */
export function nameFrameAnswers<T extends { title: string; description: string; afterGoal?: boolean }>(items: T[], c: PlanConstraints): T[] {
  if (items.length === 0) return items;
  // The deadline is the goal's: a phase after it (keeping it up) is no place for it.
  const goalAt = items.length - 1 - [...items].reverse().findIndex((t) => !t.afterGoal);
  const last = goalAt < items.length ? goalAt : items.length - 1;
  const deadline = c.deadline && deadlineClause(c.deadline);
  const notes: string[][] = items.map(() => []);
  /** The sentence, unless the plan already names the value. */
  const add = (at: number, value: string | null, sentence: (v: string) => string) => {
    if (value && !items.some((t) => `${t.title} ${t.description}`.toLowerCase().includes(value.toLowerCase()))) notes[at].push(sentence(value));
  };
  add(last, deadline, (v) => `Finish ${v}.`);
  add(0, c.timeBudget, (v) => `Work with ${v}.`);
  add(Math.min(1, last), c.level && LEVEL_WORDS[c.level], (v) => `Start ${v}.`);
  add(Math.min(2, last), c.budget, (v) => `Keep to the budget of ${v}.`);
  return items.map((t, i) => (notes[i].length === 0 ? t : { ...t, description: `${t.description} ${notes[i].join(' ')}`.trim() }));
}
