import * as chrono from 'chrono-node';
import { trimPunctuation } from './text';
import { COUNT_WORD, countOf } from './numberWords';

/** A deadline read from a person's words: the day it falls on and the words that said it. */
export type DeadlineDate = {
  /** YYYY-MM-DD. */
  date: string;
  /** The words as written, with their lead-in ("by 28 March", "on 28 March", "in 8 weeks"). */
  phrase: string;
  /** True when the date is an event's day (a race, an exam, a wedding), not only a "finish by". */
  event: boolean;
};

const DAY_MS = 86_400_000;
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
/** Northern-hemisphere season starts (month index, day). */
const SEASON_START: Record<string, [number, number]> = { spring: [2, 20], summer: [5, 21], autumn: [8, 22], fall: [8, 22], winter: [11, 21] };
const NEXT_SEASON: Record<string, string> = { spring: 'summer', summer: 'autumn', autumn: 'winter', fall: 'winter', winter: 'spring' };

/** Words that make a date an event's day: the plan leads up to it. */
const EVENT_WORDS =
  /\b(race|marathon|exam|test|wedding|trip|flight|departure|launch|concert|party|interview|presentation|conference|competition|match|tournament|performance|recital|show|ceremony|festival|fair|opening|move|moving day|audition|birthday|deadline for submission|submission|hearing|visit|arrive|arrives|arrival|starts?)\b/i;
/** "Aim to finish by 3 January 2027": the day a text sets as its own target (an odyssey's mission says it so). */
const AIM = /\baim\s+to\s+finish\s+(?:by|on)\s*$/i;
/** A date for something that must not start earlier is a limit, not a deadline. */
const NOT_BEFORE = /\b(?:not|never|no(?:thing)?)\s+(?:before|until|earlier than)\s*$/i;
/** "Starting in September", "begins on 5 May", "from March": the day something starts, never by when it is done. */
export const STARTS = /\b(?:start(?:s|ing)?|begin(?:s|ning)?|kicks?\s+off|from)\s+(?:(?:in|on|at)\s+)?(?:the\s+)?(?:(?:early|late|mid)[\s-]+)?$/i;
/** "The race starts on 18 October", "the climb begins 12 September": an event's first day is the day the plan leads up to, not a start of the work. */
const EVENT_STARTS =
  /\b(?:race|marathon|climb|trek|hike|trip|tour|journey|expedition|wedding|festival|event|match|tournament|conference|competition|show|concert|ride)\s+(?:starts?|begins?|kicks?\s+off)\s+(?:(?:on|in|at)\s+)?(?:the\s+)?$/i;
/** "I started running in September", "since March": a date in a clause about what has happened is past, whatever the calendar says. */
const PAST_BEFORE = /\b(?:started|began|begun|joined|took\s+up|picked\s+up|since)\b(?:(?!\b(?:and|but|so|by|before|until|till|want|need|must)\b)[^.;,!?])*$/i;
/** The words that lead up to a date ("by the", "in early"), or "next" or "this" alone ("hike it next September"). */
const LEAD_IN = /(?:\b(?:by|before|until|till|no later than|deadline(?:\s+is)?:?|due(?:\s+(?:on|by))?|on|in|within|over|for|at)(?:\s+(?:the|early|late|next|this))?|\b(?:next|this))\s*$/i;

/**
 * Units a goal is measured in: distance, weight, volume, a count of things ("25 m", "60 kg", "2 l",
 * "20 pages"). A number with one says how far or how much, never by when.
 */
export const MEASURE_UNIT =
  '(?:m|metres?|meters?|km|kms|kilometres?|kilometers?|cm|mm|mi|miles?|yds?|yards?|ft|feet|foot|k|kg|kgs|kilos?|kilograms?|g|grams?|lbs?|pounds?|stone|oz|ounces?|' +
  'l|litres?|liters?|ml|cl|kcal|cals?|calories|steps?|pages?|reps?|sets?|laps?|lengths?|words?|chapters?|books?|floors?|rounds?|(?:push|pull|sit|chin)-?ups?|squats?)';
/** A number and its unit, as the whole of a phrase ("25 m", "10 000 steps"). */
const MEASURE = new RegExp(`^\\d[\\d\\s,.]*\\s?${MEASURE_UNIT}$`, 'i');
/** A unit right after a number ("1.5| m"): the number was a measure. */
const UNIT_NEXT = new RegExp(`^\\s?${MEASURE_UNIT}\\b`, 'i');
/**
 * "In a day" after an amount ("Cycle 100 km in a day", "Write 2000 words in one day"): the span the
 * amount is done in, which is the feat itself, not a deadline of tomorrow.
 */
export const DAY_SPAN = new RegExp(`(?<=\\d[\\d,.]*\\s?${MEASURE_UNIT}\\s+)in\\s+(?:a|one)\\s+day\\b`, 'gi');

/**
 * Units of time, short forms included ("5 d", "2 mo", "3 wks"). A number with one followed by "a week",
 * "per week" or "each day" says how often ("5 d a week"); alone in a sentence it says how long ("Swim 2 mo"):
 * neither is by when.
 */
const TIME_UNIT = '(?:d|days?|w|wks?|weeks?|mo|mos|mths?|months?|y|yrs?|years?)';
/** A count and a unit of time, the whole of a phrase ("5 d", "2 mo", "three weeks", "for 3 months"). */
const LENGTH = new RegExp(`^(?:for\\s+)?(?:\\d+\\s*|(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|several)\\s+)${TIME_UNIT}$`, 'i');
/** A unit of time in each longer one, ending a phrase ("5 d a week", "three days per week", "2 weeks a month"): how often. */
const FREQUENCY = new RegExp(`(?:\\d\\s*|\\b)${TIME_UNIT}\\s*(?:(?:a|an|per|each|every)\\s+|/\\s*)(?:day|week|wk|month|year)$`, 'i');

/** Words before "a week" that make it a rate: a count of things ("2 sessions", "three runs") or "once", "twice", "3 times". */
const HOW_OFTEN = /(?:\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|several)\s+[\p{L}-]+|\b(?:once|twice|times))\s*$/iu;

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));
const lastDayOf = (y: number, m: number) => utc(y, m + 1, 0);

/** The next occurrence (on or after `now`) of a month/day. */
function nextOn(now: Date, month: number, day: number): Date {
  const thisYear = utc(now.getUTCFullYear(), month, day);
  return thisYear.getTime() >= startOfDay(now).getTime() ? thisYear : utc(now.getUTCFullYear() + 1, month, day);
}

const startOfDay = (d: Date) => utc(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());

/**
 * The first day of `season`, counted for the season `named` in the text: in the year written after
 * it ("summer 2028"), the spring after a winter in the next; else its next start on or after `now`.
 */
function seasonStart(season: string, named: string, year: string | undefined, now: Date): Date {
  const [month, day] = SEASON_START[season];
  if (!year) return nextOn(now, month, day);
  const wraps = SEASON_START[season][0] < SEASON_START[named][0];
  return utc(Number(year) + (wraps ? 1 : 0), month, day);
}

type Found = { date: Date; index: number; text: string };

/** Easter Sunday of a year (the Gregorian computus). */
function easter(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((8 * b + 13) / 25) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  return utc(year, month - 1, ((h + l - 7 * m + 114) % 31) + 1);
}

/** Holidays a deadline is often given by, as their day in a year (Thanksgiving as the US keeps it). */
const HOLIDAYS: Array<[RegExp, (year: number) => Date]> = [
  [/christmas\s+eve|xmas\s+eve/, (y) => utc(y, 11, 24)],
  [/christmas(?:\s+day)?|xmas/, (y) => utc(y, 11, 25)],
  [/new\s+year'?s\s+eve/, (y) => utc(y, 11, 31)],
  [/new\s+year(?:'?s(?:\s+day)?)?/, (y) => utc(y, 0, 1)],
  [/valentine'?s(?:\s+day)?/, (y) => utc(y, 1, 14)],
  [/easter(?:\s+sunday)?/, easter],
  [/halloween/, (y) => utc(y, 9, 31)],
  [/thanksgiving/, (y) => utc(y, 10, 22 + ((11 - utc(y, 10, 1).getUTCDay()) % 7))],
];
/** Any holiday's name, as a pattern's source (constraints read a deadline's words with it too). */
export const HOLIDAY_NAME = HOLIDAYS.map(([pattern]) => `(?:${pattern.source})`).join('|');
const HOLIDAY = new RegExp(
  `\\b(?:by|before|until|till|for|on|at|in\\s+time\\s+for)\\s+(?:the\\s+)?(?:(next|this)\\s+)?(${HOLIDAY_NAME})\\b`,
  'gi',
);

/** The holiday's next day on or after `now`. */
function nextHoliday(now: Date, dayIn: (year: number) => Date): Date {
  const thisYear = dayIn(now.getUTCFullYear());
  return thisYear.getTime() >= startOfDay(now).getTime() ? thisYear : dayIn(now.getUTCFullYear() + 1);
}

/** Phrases chrono does not read: seasons, holidays, "end of the year", "mid-June", "a fortnight". */
function ownPhrases(text: string, now: Date): Found[] {
  const found: Found[] = [];
  const add = (m: RegExpExecArray, date: Date) => found.push({ date, index: m.index, text: m[0] });
  // A season names a deadline only with a lead-in ("by next spring", "end of summer"): "through their first winter" does not.
  // A year after the season is part of it ("by summer 2028", "the summer of 2028"): that year's season, not the next one.
  for (const m of text.matchAll(/\b(?:(the\s+)?(end|start|beginning)\s+of\s+(?:the\s+)?|(?:by|before|until|till)\s+(?:the\s+)?|(?=(?:next|this)\s))(?:(next|this)\s+)?(spring|summer|autumn|fall|winter)\b(?:\s+(?:of\s+)?((?:19|20)\d{2})\b)?/gi)) {
    const season = m[4].toLowerCase();
    const end = m[2]?.toLowerCase() === 'end';
    const start = end ? seasonStart(NEXT_SEASON[season], season, m[5], now) : seasonStart(season, season, m[5], now);
    let date = new Date(start.getTime() - (m[2] && !end ? -14 * DAY_MS : DAY_MS));
    if (!m[5] && m[3]?.toLowerCase() === 'next' && date.getTime() - now.getTime() < 120 * DAY_MS) date = utc(date.getUTCFullYear() + 1, date.getUTCMonth(), date.getUTCDate());
    add(m as RegExpExecArray, date);
  }
  // "Launch in spring", "move in the summer": done within the season, so by its last day.
  for (const m of text.matchAll(/\b(?:in|during)\s+(?:the\s+)?(?:(next|this)\s+)?(spring|summer|autumn|fall|winter)\b(?:\s+(?:of\s+)?((?:19|20)\d{2})\b)?(?!\s+(?:of|\d))/gi)) {
    // "I can't run in winter" says when not, not by when.
    if (/\b(?:no|not|never|can't|cannot|don't|won't)\b[^.;!?]*$/i.test(text.slice(0, m.index))) continue;
    const season = m[2].toLowerCase();
    let date = new Date(seasonStart(NEXT_SEASON[season], season, m[3], now).getTime() - DAY_MS);
    if (!m[3] && m[1]?.toLowerCase() === 'next' && date.getTime() - now.getTime() < 120 * DAY_MS) date = utc(date.getUTCFullYear() + 1, date.getUTCMonth(), date.getUTCDate());
    add(m as RegExpExecArray, date);
  }
  // "By May", "for next May" is the month, not the verb chrono takes it for (as it reads "in May" and "by June"): its last day.
  for (const m of text.matchAll(/\b(?:(?:by|before|until|till|for)\s+(next\s+)?|(next)\s+)may\b(?!\s*\d|\s+(?:i|we|you|he|she|they|it|be|have|not|need|want)\b)/gi)) {
    const may = nextOn(now, 4, 31);
    add(m as RegExpExecArray, (m[1] || m[2]) && may.getTime() - now.getTime() < 120 * DAY_MS ? utc(may.getUTCFullYear() + 1, 4, 31) : may);
  }
  for (const m of text.matchAll(/\b(?:the\s+)?end\s+of\s+(?:the\s+|this\s+)?(year|month)\b/gi)) {
    add(m as RegExpExecArray, m[1].toLowerCase() === 'year' ? utc(now.getUTCFullYear(), 11, 31) : lastDayOf(now.getUTCFullYear(), now.getUTCMonth()));
  }
  for (const m of text.matchAll(/\bend\s+of\s+next\s+year\b/gi)) add(m as RegExpExecArray, utc(now.getUTCFullYear() + 1, 11, 31));
  // A year as the deadline: "by the end of 2027" and "in 2027" end on its last day, "by 2028" or "before 2028" the day before it starts.
  for (const m of text.matchAll(/\b(?:(?:by\s+|before\s+|until\s+)?(?:the\s+)?end\s+of|(in|during|by|before|until))\s+((?:19|20)\d{2})\b(?![-/.]\d)/gi)) {
    const year = Number(m[2]);
    add(m as RegExpExecArray, m[1] && !/^(?:in|during)$/i.test(m[1]) ? utc(year - 1, 11, 31) : utc(year, 11, 31));
  }
  for (const m of text.matchAll(new RegExp(`\\bmid(?:-|\\s+)(${MONTHS.join('|')}|${MONTHS.map((x) => x.slice(0, 3)).join('|')})\\b`, 'gi'))) {
    const month = MONTHS.findIndex((x) => x.startsWith(m[1].toLowerCase().slice(0, 3)));
    add(m as RegExpExecArray, nextOn(now, month, 15));
  }
  // A holiday names a deadline only with a lead-in ("before Christmas"): "my New Year's resolution" does not.
  // "By next Christmas" weeks before it is the one after: the coming one would have been "this Christmas".
  for (const m of text.matchAll(HOLIDAY)) {
    const dayIn = HOLIDAYS.find(([pattern]) => new RegExp(`^(?:${pattern.source})$`, 'i').test(m[2]))?.[1];
    if (!dayIn) continue;
    const day = nextHoliday(now, dayIn);
    add(m as RegExpExecArray, m[1]?.toLowerCase() === 'next' && day.getTime() - now.getTime() < 60 * DAY_MS ? dayIn(day.getUTCFullYear() + 1) : day);
  }
  for (const m of text.matchAll(new RegExp(`\\b(?:in|within)\\s+(${COUNT_WORD}|\\d+)\\s+fortnights?\\b`, 'gi'))) {
    const n = countOf(m[1]);
    add(m as RegExpExecArray, new Date(startOfDay(now).getTime() + n * 14 * DAY_MS));
  }
  return found;
}

/** chrono's reading, with a month given without a day taken as that month's last day ("by June"). */
const WEEKDAY = '(?:mon|tues|wednes|thurs|fri|satur|sun)day';
const WEEKDAY_LISTED_AFTER = new RegExp(`^\\s*(?:,|and|or|&|/)\\s*(?:and\\s+)?${WEEKDAY}\\b`, 'i');
const WEEKDAY_LISTED_BEFORE = new RegExp(`\\b${WEEKDAY}\\s*(?:,|and|or|&|/)\\s*(?:and\\s+)?$`, 'i');

function chronoPhrases(text: string, now: Date): Found[] {
  // "7.5 hours a night", "every morning": a time of day that repeats is a rhythm, which chrono would read as tonight.
  // Blanked out (same length, so positions hold) before chrono reads the text.
  // So is a day an amount is done in ("100 km in a day"): the feat's span.
  const read = text.replace(/\b(?:a|an|per|each|every|at)\s+(?:night|morning|evening|afternoon)s?\b/gi, (rhythm) => ' '.repeat(rhythm.length)).replace(DAY_SPAN, (span) => ' '.repeat(span.length));
  return chrono.casual.parse(read, { instant: now, timezone: 0 }, { forwardDate: true }).flatMap((r) => {
    const s = r.start;
    // "3 hours per week" is a time budget, "at 9 pm" a time of day, "under 1 h 45" a duration: none is a deadline.
    if (/\b(?:hours?|hrs?|h|minutes?|mins?|seconds?|secs?|am|pm|noon|midnight|tonight)\b|\d:\d/i.test(r.text)) return [];
    // "Three days a week", "5 d per week", "2 weeks a month": a count of days or weeks in each longer one is a rhythm.
    if (FREQUENCY.test(r.text.trim())) return [];
    // "A week" after a count ("2 sessions a week", "twice a week") says how often, not by when.
    if (/^(?:a|an|per|each|every)\s+(?:day|week|month|year)$/i.test(r.text.trim()) && HOW_OFTEN.test(text.slice(0, r.index))) return [];
    // "I earn 2,100 a month after tax", "£350 a month": after an amount, "a month" is a rate too.
    if (/^(?:a|an|per|each|every)\s+(?:day|week|month|year)\b/i.test(r.text.trim()) && /(?:\d|[$€£]\s?\d[\d,.]*\s?k?|\b(?:pounds|euros?|dollars|quid))\s*$/i.test(text.slice(0, r.index))) return [];
    // "1 hour per weekday", "every Monday": a day that repeats is a rhythm, not a deadline.
    if (/^(?:weekdays?|weekends?)$/i.test(r.text.trim())) return [];
    if (/^(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?\.?$/i.test(r.text.trim()) && /\b(?:per|each|every|a|an)\s*$/i.test(text.slice(0, r.index))) return [];
    // "Thursdays", "Thursday evenings are taken": a weekday in the plural, or its evenings, is a rhythm too.
    if (/^(?:mon|tues|wednes|thurs|fri|satur|sun)days?$/i.test(r.text.trim()) && (/s$/i.test(r.text.trim()) || /^\s*(?:s\b|(?:evening|night|morning|afternoon|lunchtime)s\b)/i.test(text.slice(r.index + r.text.length)))) return [];
    // "Tuesday, Thursday and Sunday mornings": weekdays listed together are the days of a rhythm, not one day.
    const word = r.text.replace(/[\s,;:]+$/, '');
    if (new RegExp(`^${WEEKDAY}$`, 'i').test(word) && (WEEKDAY_LISTED_AFTER.test(text.slice(r.index + word.length)) || WEEKDAY_LISTED_BEFORE.test(text.slice(0, r.index)))) return [];
    // "At the Saturday farmers market": a weekday after "the" and before a noun names a thing, not a day.
    if (/^(?:mon|tues|wednes|thurs|fri|satur|sun)day$/i.test(r.text.trim()) && /\bthe\s*$/i.test(text.slice(0, r.index)) && /^\s+[a-z]/.test(text.slice(r.index + r.text.length))) return [];
    // "1990s tiles", "the 80s": a decade says how old something is, not by when.
    if (/\b(?:\d{2}|\d{4})['’]?s\b/i.test(r.text)) return [];
    // "Full sun" is no Sunday: a weekday cut short names a day only after a lead-in ("by Wed").
    if (/^(?:sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)\.?$/i.test(r.text.trim()) && !/\b(?:by|before|until|till|on|due|next|this)\s*$/i.test(text.slice(0, r.index))) return [];
    // "Three months backpacking", "for 3 months", "Swim 2 mo": in a sentence, a length of time without "in" or "within" says how
    // long, not by when. Alone (the answer to "By when?") it is the time left.
    if (LENGTH.test(r.text.trim()) && trimPunctuation(text) !== r.text.trim()) return [];
    // "Plan the weeks", "the months go by": a unit after "the" with no count names no day.
    if (/^the\s+(?:day|week|month|year)s?$/i.test(r.text.trim())) return [];
    // "I run 10k now": where the person stands today, never a day to finish by.
    if (/^(?:right\s+)?now$/i.test(r.text.trim())) return [];
    // "Swim 25 m", "by 1.5 m": chrono takes "m" for minutes, but after a number it is a measure (metres, millions).
    const phrase = r.text.replace(/[\s,;:]+$/, '');
    if (MEASURE.test(phrase) || (/\d$/.test(phrase) && UNIT_NEXT.test(text.slice(r.index + phrase.length)))) return [];
    // A bare year-less number or time of day is not a deadline.
    if (!s.isCertain('day') && !s.isCertain('month') && !s.isCertain('weekday') && !/\b(week|month|year|day)s?\b/i.test(r.text)) return [];
    let date = startOfDay(r.date());
    if (s.isCertain('month') && !s.isCertain('day') && !/\b(week|month|year|day)s?\b/i.test(r.text)) date = lastDayOf(date.getUTCFullYear(), date.getUTCMonth());
    if (/\bend of\b/i.test(text.slice(Math.max(0, r.index - 7), r.index + r.text.length)) && !s.isCertain('day')) date = lastDayOf(date.getUTCFullYear(), date.getUTCMonth());
    // chrono keeps the comma of "April, the race": the phrase a plan quotes ends at the date.
    return [{ date, index: r.index, text: r.text.replace(/[\s,;:]+$/, '') }];
  });
}

function overlaps(a: Found, b: Found): boolean {
  return a.index < b.index + b.text.length && b.index < a.index + a.text.length;
}

/**
 * Every date a text names, in order, with its lead-in words and whether it is
 * an event's day, a "not before" limit or the day something starts. `now` is the reference for relative
 * phrases ("in 8 weeks", "next Friday", "before the summer").
 */
export function datesIn(text: string, now: Date): Array<DeadlineDate & { notBefore: boolean; starts: boolean; aim: boolean }> {
  const own = ownPhrases(text, now);
  const all = [...own, ...chronoPhrases(text, now).filter((c) => !own.some((o) => overlaps(o, c)))].sort((a, b) => a.index - b.index);
  return all
    .filter((f) => f.date.getTime() >= startOfDay(now).getTime() && !PAST_BEFORE.test(text.slice(0, f.index)))
    .map((f) => {
      const before = text.slice(0, f.index);
      const lead = LEAD_IN.exec(before)?.[0].trim();
      const phrase = `${lead && !new RegExp(`^${lead.split(/\s/)[0]}\\b`, 'i').test(f.text) ? `${lead} ` : ''}${f.text}`.replace(/\s+/g, ' ').trim();
      if (/\bearly\s*$/i.test(before) && /^[a-z]+$/i.test(f.text)) f.date = utc(f.date.getUTCFullYear(), f.date.getUTCMonth(), 10);
      const sentence = text.slice(Math.max(0, before.search(/[^.;\n]*$/)), f.index + f.text.length + 40).split(/[.;\n]/)[0] ?? '';
      const clause = `${before.slice(-60)} ${f.text}`;
      const event = EVENT_WORDS.test(sentence) && !/\b(by|before|until|till|within)\s*$/i.test(before);
      return { date: isoDay(f.date), phrase, event: event || (EVENT_WORDS.test(clause) && /\bon\s*$/i.test(before)), notBefore: NOT_BEFORE.test(before), aim: AIM.test(before), starts: STARTS.test(before) && !EVENT_STARTS.test(before) };
    });
}

/** Words that make the work repeat ("Weekly meal plan", "every week", "daily"). */
const RECURS = /\b(?:weekly|fortnightly|daily|(?:every|each)\s+(?:other\s+)?(?:week|day|weekend))\b/i;
/**
 * "Shop on Saturday", "Saturday": a weekday with no lead-in but "on". In work that repeats it is the day
 * of the week it is done on, not by when; "by Saturday" and "before Saturday" still are.
 */
const ON_A_WEEKDAY = new RegExp(`^(?:on\\s+)?${WEEKDAY}$`, 'i');

/** "Next May", "by June 2027": a month named with no day of it. */
const monthOnly = (phrase: string) => new RegExp(`^(?:[\\p{L}]+\\s+)*(?:${MONTHS.join('|')})(?:\\s+\\d{4})?$`, 'iu').test(phrase.trim());

/**
 * The deadline in a person's words. Answers come before the description (they
 * are the more specific). A day the text sets as its own target ("Aim to finish by
 * 3 January 2027") wins over any other it names: an odyssey's mission "Shape the event"
 * names the wedding's day as what to decide, and is due months before it. An event's day wins over a "finish by" date (a race
 * on 28 March, not "by end of February" for the training plan); otherwise the
 * first date given; a day given in the month it names ("next May", "22 May") is
 * its day. Dates after "not before" are limits and a start ("starting in
 * September") is a start: neither is the deadline. In work that repeats, a weekday on its own
 * ("shop on Saturday") is the day it is done each week, not the deadline.
 */
export function readDeadline(texts: string[], now: Date): DeadlineDate | null {
  const recurring = texts.some((t) => RECURS.test(t));
  const found = texts
    .flatMap((t) => datesIn(t, now))
    .filter((d) => !d.notBefore && !d.starts && !(recurring && !d.event && ON_A_WEEKDAY.test(d.phrase)));
  const pick = found.find((d) => d.aim) ?? found.find((d) => d.event) ?? found[0];
  if (!pick) return null;
  // "A wedding next May" and "22 May in Porto": the day given in the month named is the day.
  const day = monthOnly(pick.phrase) ? found.find((d) => d.date.slice(0, 7) === pick.date.slice(0, 7) && !monthOnly(d.phrase)) : undefined;
  return day ? { date: day.date, phrase: day.phrase, event: pick.event } : { date: pick.date, phrase: pick.phrase, event: pick.event };
}

/** The earliest day work may start ("not before June", "start from 4 March"), or null. */
export function readNotBefore(texts: string[], now: Date): string | null {
  const found = texts.flatMap((t) => datesIn(t, now)).filter((d) => d.notBefore || d.starts);
  if (found.length === 0) return null;
  // "Not before June" means from the first of June: the month's last day was taken for a "by June".
  const phrase = found[0].phrase;
  const date = found[0].date;
  return /^\D*$/.test(phrase.replace(/\b(19|20)\d{2}\b/, '')) ? `${date.slice(0, 8)}01` : date;
}

/** "28 March" or "28 March 2027" (the year when it is not `now`'s). */
export function formatDay(iso: string, now: Date): string {
  const words = dayInWords(iso);
  return Number(iso.slice(0, 4)) !== now.getUTCFullYear() ? words : words.slice(0, words.lastIndexOf(' '));
}

/** The months as a date writes them ("March"), January first. */
export const MONTH_NAMES = MONTHS.map((m) => m.charAt(0).toUpperCase() + m.slice(1));

/** "28 March 2027", from an ISO day or a timestamp that starts with one. */
export function dayInWords(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return `${d} ${MONTH_NAMES[m - 1]} ${y}`;
}

export function daysBetween(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / DAY_MS);
}

export function addDays(iso: string, days: number): string {
  return isoDay(new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS));
}
