import type { TodoStatus } from './status';

/** The zone a reader without one (API clients, background work, analytics) judges due dates in. */
export const DEFAULT_TIME_ZONE = 'UTC';

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** How far `timeZone`'s wall clock is ahead of UTC at instant `ms`, in ms. */
function offsetAt(ms: number, timeZone: string): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    offsetFormats.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  const wall = new Date(0);
  wall.setUTCFullYear(Number(p.year) * (p.era === 'BC' ? -1 : 1), Number(p.month) - 1, Number(p.day));
  wall.setUTCHours(Number(p.hour), Number(p.minute), Number(p.second), 0);
  return wall.getTime() - (ms - (((ms % 1000) + 1000) % 1000));
}

/**
 * The instant a due date ends for a reader in `timeZone`: the due date is a calendar day kept as
 * the end of that day in UTC, and the reader's day ends at the same wall-clock time in their
 * zone (PostgreSQL: `(due_date AT TIME ZONE 'UTC') AT TIME ZONE tz`). In UTC it is the due date itself.
 */
export function dueEndMs(dueDate: string, timeZone: string = DEFAULT_TIME_ZONE): number {
  const wallMs = Date.parse(dueDate);
  if (timeZone === DEFAULT_TIME_ZONE) return wallMs;
  const guess = wallMs - offsetAt(wallMs, timeZone);
  const offset = offsetAt(guess, timeZone);
  return wallMs - offset;
}

/**
 * Past its due day in the reader's zone and not completed. Computed at read time: `now` and the
 * reader's zone come in (UTC without one).
 */
export function isOverdue(todo: { dueDate: string | null; status: TodoStatus }, now: string, timeZone: string = DEFAULT_TIME_ZONE): boolean {
  if (todo.dueDate === null || todo.status === 'completed') return false;
  return dueEndMs(todo.dueDate, timeZone) < Date.parse(now);
}
