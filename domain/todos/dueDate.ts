/**
 * Due dates arrive as a calendar date from a date input ('2025-06-01') or as a full ISO
 * timestamp. A calendar date means "by the end of that day" (UTC), so a todo due today is not
 * overdue this morning. Returns the normalised ISO timestamp, or null when unparseable.
 */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

export function parseDueDate(input: string): string | null {
  const text = input.trim();
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    const [, y, m, d] = dateOnly;
    const endOfDay = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d), 23, 59, 59, 999));
    // Reject dates that roll over (2025-02-30 -> March 2).
    if (endOfDay.getUTCFullYear() !== Number(y) || endOfDay.getUTCMonth() !== Number(m) - 1 || endOfDay.getUTCDate() !== Number(d)) return null;
    return endOfDay.toISOString();
  }
  if (!ISO_TIMESTAMP.test(text)) return null;
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? null : parsed.toISOString();
}
