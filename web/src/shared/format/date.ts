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

/** Past due and not completed. */
export function isOverdue(dueDate: string | null | undefined, completed: boolean, now: Date = new Date()): boolean {
  if (!dueDate || completed) return false;
  const due = Date.parse(dueDate);
  return !Number.isNaN(due) && due < now.getTime();
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
