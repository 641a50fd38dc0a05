import type { PlanConstraints } from './constraints';
import type { TodoTemplate } from './goalKind';
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
export function tieToOwnWords(todos: TodoTemplate[], description: string, c: PlanConstraints, subject: string): TodoTemplate[] {
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
      const text = keywords(`${t.title} ${t.description} ${t.criteria.join(' ')}`);
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
