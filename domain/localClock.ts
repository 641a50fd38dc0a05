/** The user's wall clock at an instant, in their IANA time zone. */
export type LocalClock = { timeZone: string; date: string; time: string };

/**
 * The date (YYYY-MM-DD) and time (HH:MM) at `now` in `timeZone`; null without a zone or with
 * one this runtime does not know (the answer then speaks UTC only, as before).
 */
export function localClock(now: string, timeZone: string | null | undefined): LocalClock | null {
  if (!timeZone) return null;
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  } catch {
    return null;
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(now)).map((p) => [p.type, p.value]));
  return { timeZone: format.resolvedOptions().timeZone, date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The user's date (YYYY-MM-DD) at `now`: the UTC date when their zone is unknown. */
export const localDate = (now: string, timeZone: string | null | undefined): string => localClock(now, timeZone)?.date ?? new Date(now).toISOString().slice(0, 10);
