import type { PlanConstraints } from './offline/constraints';
import { parseDueDate } from '../domain/todos/dueDate';
import { excludedWordsIn } from './offline/exclusions';

/** An item of a plan as any planner writes it: todos, missions or steps. */
export type PlanItem = { title: string; description?: string | null; success_criteria?: string | null; due_date?: string | null };

const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const HOURS_A_WEEK = /\b(\d+(?:[.,]\d+)?)\s*(?:hours?|hrs?|h)\s*(?:a|per|each|every|\/)\s*week\b/gi;
const MONEY = /(?:[$€£]\s?(\d[\d,.]*)|\b(\d[\d,.]*)\s?(?:euros?|eur|dollars|usd|pounds|gbp|chf)\b)/gi;

/**
 * What a plan does that the person ruled out: a word of an excluded thing in
 * a title, description or criterion (a mention such as "no oven" is fine;
 * weekday words when only weekends were given count as such a thing), a
 * date after the deadline or before "not before", a date already past on
 * `today` (YYYY-MM-DD, the day the plan is made; a deadline already past
 * leaves that to the deadline's own rule), dates out of order, a weekday when
 * only weekends were given (or the reverse), a weekday a weekly commitment
 * takes (the deadline's own day is fixed, so it may be one), more hours a week or more money
 * than allowed, a day the calendar does not have (2026-02-30). One sentence
 * per violation; empty when the plan keeps every constraint.
 */
export function constraintViolations(items: PlanItem[], c: PlanConstraints, today: string | null = null): string[] {
  const out: string[] = [];
  const earliest = today !== null && !(c.deadlineDate !== null && c.deadlineDate < today) ? today : null;
  items.forEach((item, i) => {
    const name = `"${item.title}"`;
    const text = `${item.title}\n${item.description ?? ''}\n${item.success_criteria ?? ''}`;
    for (const e of c.exclusions) {
      const hits = [...new Set(excludedWordsIn(text, e).map((h) => h.toLowerCase()))];
      if (hits.length > 0) out.push(`${name} uses ${hits.map((h) => `"${h}"`).join(', ')}, but the user ruled out ${e.term}`);
    }
    if (c.hoursPerWeek !== null) {
      for (const m of text.matchAll(HOURS_A_WEEK)) {
        if (Number(m[1].replace(',', '.')) > c.hoursPerWeek) out.push(`${name} plans ${m[0]}, more than the ${c.hoursPerWeek} hours a week the user has`);
      }
    }
    if (c.maxSpend !== null) {
      for (const m of text.matchAll(MONEY)) {
        const amount = Number((m[1] ?? m[2]).replace(/,(?=\d{3}\b)/g, '').replace(/[.,]$/, ''));
        if (Number.isFinite(amount) && amount > c.maxSpend) out.push(`${name} plans to spend ${m[0].trim()}, more than the user's limit of ${c.maxSpend}`);
      }
    }
    const due = item.due_date;
    if (!due) return;
    // Models write days like 2026-02-30: the todo would refuse it, so the plan could not be made as reviewed.
    if (!('dueDate' in parseDueDate(due))) {
      out.push(`${name} is due ${due}, a day the calendar does not have`);
      return;
    }
    if (c.deadlineDate && due > c.deadlineDate) out.push(`${name} is due ${due}, after the deadline ${c.deadlineDate}`);
    if (c.notBefore && due < c.notBefore) out.push(`${name} is due ${due}, before ${c.notBefore} when the user can start`);
    else if (earliest !== null && due < earliest) out.push(`${name} is due ${due}, which is already past (today is ${earliest})`);
    if (c.weekendsOnly && weekday(due) !== 0 && weekday(due) !== 6) out.push(`${name} is due on a weekday (${due}), but the user can only work at weekends`);
    if (c.weekdaysOnly && (weekday(due) === 0 || weekday(due) === 6)) out.push(`${name} is due at a weekend (${due}), but the user works on weekdays only`);
    if (c.busyDays.includes(weekday(due)) && due !== c.deadlineDate) out.push(`${name} is due on a ${WEEKDAY_NAMES[weekday(due)]} (${due}), a day the user is busy`);
    const previous = items.slice(0, i).map((p) => p.due_date).filter((d): d is string => !!d).at(-1);
    if (previous && due < previous) out.push(`${name} is due ${due}, before the item planned ahead of it (${previous})`);
  });
  return out;
}
