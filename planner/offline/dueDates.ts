import type { PlanConstraints } from './constraints';
import { addDays, daysBetween, isoDay } from './deadlineDate';
import { COUNT_WORD, countOf } from './numberWords';

const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const isWeekend = (iso: string) => weekday(iso) === 0 || weekday(iso) === 6;

/**
 * Moves a day back (else forward) to a day the person works on, staying within [from, to]: not
 * a day a weekly commitment takes, unless it is the deadline itself (the date is fixed).
 */
function workingDay(day: string, from: string, to: string, c: PlanConstraints): string {
  const free = (d: string) => d === to || !c.busyDays.includes(weekday(d));
  const ok = (d: string) => (c.weekendsOnly ? isWeekend(d) : c.weekdaysOnly ? !isWeekend(d) : true) && free(d);
  for (let back = 0; back < 7; back += 1) {
    const d = addDays(day, -back);
    if (d >= from && ok(d)) return d;
  }
  for (let ahead = 1; ahead < 7; ahead += 1) {
    const d = addDays(day, ahead);
    if (d <= to && ok(d)) return d;
  }
  return day;
}

const DAYS_BEFORE = new RegExp(`\\b(${COUNT_WORD}|\\d+)\\s+(day|week)s?\\s+before(?:\\s+(?:it|the\\s+(?:event|day|race|exam|trip|wedding)))?$`, 'i');

/** "Confirm every supplier one week before": the days before the event an item says it is done. */
function daysBeforeEvent(title: string): number | null {
  const m = DAYS_BEFORE.exec(title.trim());
  if (!m) return null;
  const n = countOf(m[1]);
  return m[2].toLowerCase() === 'week' ? n * 7 : n;
}

/** The days between the phases a plan has after its goal is reached (keeping it up, the next challenge). */
const AFTER_GOAL_DAYS = 28;

/**
 * Due days for `count` items done in order, spread evenly from the first day
 * work may start to the deadline: the last item falls on the deadline (an
 * event's day: the race, the exam), every earlier one before it, none earlier
 * than the previous one. An item that says when before the event it is done ("one week before")
 * is due then, when the deadline is the event's day (`items.event`: the plan is for an event), and the items after it no earlier.
 * The last `items.afterGoal` items are phases after the goal: the one before them falls on the
 * deadline, and each of them four weeks after the one before. Empty without a deadline: no day is invented.
 */
export function spreadDueDates(
  count: number,
  c: PlanConstraints,
  now: Date | undefined,
  items: { titles: string[]; event: boolean; afterGoal?: number } = { titles: [], event: false },
): Array<string | null> {
  if (!now || !c.deadlineDate || count === 0) return Array.from({ length: count }, () => null);
  const after = Math.min(items.afterGoal ?? 0, count - 1);
  const deadline = c.deadlineDate;
  const later = Array.from({ length: after }, (_, i) => {
    const day = addDays(deadline, AFTER_GOAL_DAYS * (i + 1));
    return workingDay(day, addDays(deadline, 1), addDays(day, 6), c);
  });
  return [...spreadToDeadline(count - after, deadline, c, now, items), ...later];
}

function spreadToDeadline(count: number, deadline: string, c: PlanConstraints, now: Date, items: { titles: string[]; event: boolean }): string[] {
  const today = isoDay(now);
  const start = c.notBefore && c.notBefore > today && c.notBefore < deadline ? c.notBefore : today;
  const span = Math.max(0, daysBetween(start, deadline));
  const days: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const lead = c.deadlineIsEvent || items.event ? daysBeforeEvent(items.titles[i] ?? '') : null;
    const spread = addDays(start, Math.round(((i + 1) / count) * span));
    const target = lead !== null && addDays(deadline, -lead) > spread ? addDays(deadline, -lead) : spread;
    const day = workingDay(target, start, deadline, c);
    days.push(days.length > 0 && day < days[days.length - 1] ? days[days.length - 1] : day);
  }
  return days;
}
