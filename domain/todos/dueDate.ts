/**
 * Due dates arrive as a calendar date from a date input ('2025-06-01') or as a full ISO
 * timestamp. A calendar date means "by the end of that day" (UTC), so a todo due today is not
 * overdue this morning; a timestamp without an offset is UTC too. Answers the normalised ISO timestamp, or why there is none.
 */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i;
/** The instants PostgreSQL stores and a four-digit ISO 8601 year writes (year 0 and 10000 are neither). */
const EARLIEST = Date.parse('0001-01-01T00:00:00.000Z');
const LATEST = Date.parse('9999-12-31T23:59:59.999Z');

export type ParsedDueDate = { dueDate: string } | { error: 'unreadable' | 'out_of_range' };

export function parseDueDate(input: string): ParsedDueDate {
  const text = input.trim();
  const dateOnly = DATE_ONLY.exec(text);
  let at: Date;
  if (dateOnly) {
    const [y, m, d] = dateOnly.slice(1).map(Number);
    at = new Date(0);
    // setUTCFullYear, unlike Date.UTC, reads years 0-99 as themselves.
    at.setUTCFullYear(y, m - 1, d);
    at.setUTCHours(23, 59, 59, 999);
    // Reject dates that roll over (2025-02-30 -> March 2).
    if (at.getUTCMonth() !== m - 1 || at.getUTCDate() !== d) return { error: 'unreadable' };
  } else {
    const timestamp = ISO_TIMESTAMP.exec(text);
    if (!timestamp) return { error: 'unreadable' };
    // The calendar date as written must exist (Date rolls 2025-02-30 over to March 2).
    const [y, m, d] = timestamp.slice(1, 4).map(Number);
    const day = new Date(0);
    day.setUTCFullYear(y, m - 1, d);
    if (day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) return { error: 'unreadable' };
    // Without an offset it is UTC, as a calendar date is: never the server's own time zone.
    at = new Date(timestamp[6] === undefined ? `${text.replace(' ', 'T')}Z` : text);
    if (Number.isNaN(at.getTime())) return { error: 'unreadable' };
  }
  if (at.getTime() < EARLIEST || at.getTime() > LATEST) return { error: 'out_of_range' };
  return { dueDate: at.toISOString() };
}
