import type { PlanConstraints } from './constraints';

const LEVEL_WORDS: Record<NonNullable<PlanConstraints['level']>, string> = { beginner: 'as a beginner', intermediate: 'at intermediate level', advanced: 'at advanced level' };

/**
 * Writes the answers that set an odyssey's frame into its missions'
 * descriptions: the time per week in the first mission, the level and the
 * budget in the next ones, the deadline in the last. Titles stay short
 * sentences; the frame is read where the mission is explained.
 */
export function nameFrameAnswers<T extends { title: string; description: string }>(items: T[], c: PlanConstraints): T[] {
  if (items.length === 0) return items;
  const last = items.length - 1;
  const deadline = c.deadline && (/^(?:by|before|until|in|within|over|on)\b/i.test(c.deadline) ? c.deadline : `by ${c.deadline}`);
  const notes: string[][] = items.map(() => []);
  const add = (at: number, text: string | null) => {
    if (text && !items.some((t) => `${t.title} ${t.description}`.toLowerCase().includes(text.toLowerCase()))) notes[at].push(text);
  };
  add(last, deadline && `Finish ${deadline}.`);
  add(0, c.timeBudget && `Work with ${c.timeBudget}.`);
  add(Math.min(1, last), c.level && `Start ${LEVEL_WORDS[c.level]}.`);
  add(Math.min(2, last), c.budget && `Keep to the budget of ${c.budget}.`);
  return items.map((t, i) => (notes[i].length === 0 ? t : { ...t, description: `${t.description} ${notes[i].join(' ')}`.trim() }));
}
