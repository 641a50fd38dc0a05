import type { Horizon } from './goalKind';

const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, month: 30, year: 365 };
const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12 };
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * Days until a deadline written as the constraints reader found it ("within 2
 * weeks", "by June 2026", "next month"). Relative forms need no clock; a named
 * month or date is counted from `today`. Null when the text gives no distance.
 */
export function deadlineDays(deadline: string | null, today: Date | null): number | null {
  if (!deadline) return null;
  const text = deadline.toLowerCase();
  const relative = /(\d+(?:[.,]\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(day|week|month|year)s?/.exec(text);
  if (relative) {
    const n = NUMBER_WORDS[relative[1]] ?? Number(relative[1].replace(',', '.'));
    return Math.round(n * UNIT_DAYS[relative[2]]);
  }
  const next = /\b(?:next|this)\s+(week|month|year|quarter)\b/.exec(text);
  if (next) return { week: 7, month: 30, year: 365, quarter: 90 }[next[1] as 'week'];
  // A named day or month needs the reference date; the planner never reads the clock itself.
  if (!today) return null;
  const iso = /(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return Math.round((Date.UTC(+iso[1], +iso[2] - 1, +iso[3]) - today.getTime()) / 86_400_000);
  const month = MONTHS.findIndex((m) => new RegExp(`\\b${m}`).test(text));
  const year = /\b(20\d{2})\b/.exec(text);
  if (month >= 0) {
    let y = year ? Number(year[1]) : today.getUTCFullYear();
    if (!year && month < today.getUTCMonth()) y += 1;
    return Math.round((Date.UTC(y, month, 15) - today.getTime()) / 86_400_000);
  }
  if (year) return Math.round((Date.UTC(Number(year[1]), 6, 1) - today.getTime()) / 86_400_000);
  return null;
}

/** Read only relative deadlines ("within 3 months"): no reference date was given. */
export const RELATIVE_ONLY = null;

/** Short: five weeks or less (a sprint); long: four months or more (phases). */
export function horizonOf(deadline: string | null, today: Date | null): Horizon {
  return horizonOfDays(deadlineDays(deadline, today));
}

export function horizonOfDays(days: number | null): Horizon {
  if (days === null) return null;
  if (days <= 35) return 'short';
  if (days >= 120) return 'long';
  return 'medium';
}
