/** Dates as the screens show them; the API sends ISO timestamps. */
export function formatDate(value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return 'N/A';
  return date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

/**
 * A due date is a calendar day: the server stores "end of that day (UTC)", so the day is read
 * in UTC to show the date the user picked.
 */
export function formatDueDate(value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return 'N/A';
  return date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** A moment (a history entry, evidence, a deletion): the app's date, with its year, then the hour and minute. */
export function formatDateTime(value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return `${formatDate(value)}, ${formatTime(value)}`;
}

/** The value a date input holds (YYYY-MM-DD) for an API due date. */
export function toDateInput(value: string | null | undefined): string {
  if (!value) return '';
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value);
  return day ? day[0] : '';
}

/** How far `timeZone`'s wall clock is ahead of UTC at instant `ms`, in ms. */
function offsetAt(ms: number, timeZone: string): number {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
  });
  const p = Object.fromEntries(format.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  const wall = new Date(0);
  wall.setUTCFullYear(Number(p.year) * (p.era === 'BC' ? -1 : 1), Number(p.month) - 1, Number(p.day));
  wall.setUTCHours(Number(p.hour), Number(p.minute), Number(p.second), 0);
  return wall.getTime() - (ms - (((ms % 1000) + 1000) % 1000));
}

/**
 * Past its due day in the reader's time zone (the browser's, which the app sends to the server)
 * and not completed, as the server judges it: the due day, kept as its end in UTC, ends at the
 * same wall-clock time in that zone.
 */
export function isOverdue(
  dueDate: string | null | undefined,
  completed: boolean,
  now: Date = new Date(),
  timeZone: string = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
): boolean {
  if (!dueDate || completed) return false;
  const wall = Date.parse(dueDate);
  if (Number.isNaN(wall)) return false;
  const end = wall - offsetAt(wall - offsetAt(wall, timeZone), timeZone);
  return end < now.getTime();
}

/** A todo's overdue flag: the server's when it sent one, else worked out from its due date. */
export function isTodoOverdue(todo: { is_overdue?: boolean | null; due_date?: string | null; status: string }): boolean {
  return todo.is_overdue ?? isOverdue(todo.due_date, todo.status === 'completed');
}

/** Hour and minute of a message. */
export function formatTime(value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
}
