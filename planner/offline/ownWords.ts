import type { PlanConstraints } from './constraints';
import { firstWords, keywords, sentences, trimPunctuation } from './text';

/** An answer that only sets the plan's size ("I want 5 todos") says nothing about the work. */
const COUNT_ANSWER = /\b(?:todos?|to-dos?|tasks?|missions?|milestones?|steps?|items?)\b/i;
const MAX_WORDS = 8;
/** Calendar words are in most todos' texts: sharing one does not tie an answer to a todo. */
const CALENDAR = new Set(['day', 'daily', 'week', 'weekly', 'month', 'monthly', 'year', 'hour', 'minute', 'time', 'session']);

/** The person's own words that may speak to a todo: answers, then the description's sentences. */
function ownFragments(description: string, c: PlanConstraints): string[] {
  const answers = c.answers.map((a) => a.answer).filter((a) => !COUNT_ANSWER.test(a));
  return [...answers, ...sentences(description)]
    .map((f) => trimPunctuation(f))
    .filter((f) => f.length > 0 && f !== c.deadline && keywords(f).size > 0);
}

/**
 * Ties a family's todos to the goal: a todo that one of the person's answers
 * or description sentences speaks to (a shared word) names it in its title
 * ("Write a weekly training plan (3 runs a week)"), so two goals of one
 * family get their own plans. Each answer is named once, by the todo it fits
 * best; todos that already name the goal's subject are left as they are.
 */
export function tieToOwnWords<T extends { title: string; description: string; criteria?: string[] }>(todos: T[], description: string, c: PlanConstraints, subject: string): T[] {
  const fragments = ownFragments(description, c);
  const subjectWords = keywords(subject);
  const open = todos.map((t) => !([...subjectWords].some((w) => keywords(t.title).has(w))));
  const named = new Map<number, string>();
  for (const fragment of fragments) {
    const own = [...keywords(fragment)].filter((w) => !CALENDAR.has(w));
    let best = -1;
    let bestShared = 0;
    todos.forEach((t, i) => {
      if (!open[i] || named.has(i)) return;
      const text = keywords(`${t.title} ${t.description} ${(t.criteria ?? []).join(' ')}`);
      const shared = own.filter((w) => text.has(w)).length;
      if (shared > bestShared) {
        best = i;
        bestShared = shared;
      }
    });
    if (best >= 0) named.set(best, firstWords(fragment, MAX_WORDS));
  }
  return todos.map((t, i) => (named.has(i) ? { ...t, title: `${t.title} (${named.get(i)})` } : t));
}

const LEVEL_WORDS: Record<NonNullable<PlanConstraints['level']>, string> = { beginner: 'as a beginner', intermediate: 'at intermediate level', advanced: 'at advanced level' };

/**
 * Names the answers that set an odyssey's frame in its missions' titles, where a word tie did
 * not already: the time per week in the first mission, the level and the budget in the next
 * ones, the deadline in the last ("Peak for a marathon (by October 2027)"). Each mission takes
 * such note while there are missions enough; an answer already in a title is not repeated.
 */
export function nameFrameAnswers<T extends { title: string }>(items: T[], c: PlanConstraints): T[] {
  if (items.length === 0) return items;
  const last = items.length - 1;
  const deadline = c.deadline && (/^(?:by|before|until|in|within|over)\b/i.test(c.deadline) ? c.deadline : `by ${c.deadline}`);
  const wanted: Array<{ text: string | null; at: number }> = [
    { text: deadline, at: last },
    { text: c.timeBudget, at: 0 },
    { text: c.level && LEVEL_WORDS[c.level], at: Math.min(1, last) },
    { text: c.budget && `budget ${c.budget}`, at: Math.min(2, last) },
  ];
  const titles = items.map((t) => t.title);
  const noted = titles.map((t) => /\)$/.test(t));
  const named = (text: string) => titles.some((t) => t.toLowerCase().includes(text.toLowerCase()));
  for (const { text, at } of wanted) {
    if (!text || named(text)) continue;
    // The intended mission, else the nearest one without a note yet.
    const order = [at, ...titles.map((_, i) => i).filter((i) => i !== at).sort((a, b) => Math.abs(a - at) - Math.abs(b - at))];
    const free = order.find((i) => !noted[i]);
    const words = firstWords(text, MAX_WORDS);
    // A short plan has fewer missions than answers: the intended one then names two.
    if (free === undefined) titles[at] = `${titles[at].slice(0, -1)}; ${words})`;
    else titles[free] = `${titles[free]} (${words})`;
    if (free !== undefined) noted[free] = true;
  }
  return items.map((t, i) => (titles[i] === t.title ? t : { ...t, title: titles[i] }));
}
