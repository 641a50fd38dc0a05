import { clockTimes, withoutClockTimes } from './clockTimes';
import { leastOfCountRanges, rangesAsCounts } from './numberedRanges';
import { withDigits } from './numberWords';

/**
 * Amounts a step is measured in (words, distance, chapters, time spent, money), read from a step's title
 * and from a report, so that a report of less than the step asks is taken for progress, a report
 * of more than the step allows ("under $50") breaks it, and a number with no currency is never
 * taken for money.
 */

/** Each unit a text may name, with the measure it counts and its size in that measure's base, listed by measure and size. */
const UNITS: Record<string, { measure: string; size: number }> = Object.fromEntries(
  (
    [
      ['distance', 1, ['km', 'k', 'kilometre', 'kilometer']],
      ['distance', 1.609, ['mi', 'mile']],
      ['time', 1, ['min', 'mins', 'minute']],
      ['time', 60, ['h', 'hr', 'hrs', 'hour']],
    ] as const
  ).flatMap(([measure, size, names]) => names.map((name) => [name, { measure, size }])),
);
/** Things counted one by one: the count is its own measure ("chapter", "word"). */
const COUNTED = [
  'word', 'page', 'chapter', 'lesson', 'session', 'article', 'post', 'essay', 'problem', 'exercise', 'question', 'video', 'episode',
  'module', 'rep', 'push-up', 'pushup', 'sit-up', 'squat', 'lap', 'step', 'call', 'email', 'application', 'book', 'flashcard', 'card',
  'song', 'workout', 'section', 'lead', 'subscriber', 'interview',
];
const UNIT_NAMES = [...Object.keys(UNITS), 'kilometres', 'kilometers', 'miles', 'minutes', 'hours', ...COUNTED.map((c) => `${c}s?`)]
  .sort((a, b) => b.length - a.length)
  .join('|');
/** Words that may stand between a number and the things it counts: "20 new words", "3 extra practice sessions". */
const BETWEEN = '(?:new|more|extra|additional|other|further|different|unique|fresh|full|whole|complete|easy|hard|long|short|practice|review|vocabulary)';
/**
 * A number ("2,000" is two thousand, "2,5" and "2.5" two and a half), "k" for thousands before a
 * counted thing ("2k words"), up to two of the words above, then the unit.
 */
const AMOUNT = new RegExp(
  `(?<![\\p{L}\\p{N}.,])(\\d{1,3}(?:,\\d{3})+|\\d+(?:[.,]\\d+)?)(?:\\s?(k)(?=\\s+(?:${BETWEEN}\\s+){0,2}(?:${COUNTED.join('|')})))?(?:[\\s-]?|(?:\\s+${BETWEEN}){1,2}\\s+)(${UNIT_NAMES})(?![\\p{L}])`,
  'giu',
);
/**
 * A verb that lowers a thing, up to four words, and "down", before the "to" of the most it sets:
 * "Cut the CV down to 2 pages", "Reduce screen time to 2 hours", "bring spending down to".
 */
export const LOWERING_BEFORE =
  "\\b(?:(?:cut|cuts|cutting|reduc\\w*|lower\\w*|trim\\w*|shorten\\w*|decreas\\w*|slash\\w*)(?:\\s+[\\p{L}\\d'-]+){0,4}?|(?:bring|brings|bringing|brought|get|gets|getting|got)(?:\\s+[\\p{L}\\d'-]+){0,4}?\\s+down)\\s+(?:down\\s+)?";
/**
 * An amount after these words is a limit, where less is the point ("5 km in under 30 minutes"),
 * and so is one "over" a thing after a "no" ("no fees over $50/month"), and one "to" (or "from")
 * after a verb that lowers a thing ("Cut the CV down to 2 pages", "Reduce screen time to 2 hours").
 */
const LIMIT_BEFORE = new RegExp(
  `\\b(?:under|below|less than|at most|no more than|within|in|max|maximum|up to|by)\\s*$|\\b(?:no|not|never|without)\\s+(?:[\\p{L}'-]+\\s+){0,3}(?:over|above|more\\s+than|exceeding)\\s*$|${LOWERING_BEFORE}(?:to|from)\\s*$`,
  'iu',
);
/** A limit after these words must not be reached: "under $50" is broken by $50. */
const STRICT_LIMIT_BEFORE = /\b(?:under|below|less than)\s*$/i;
/**
 * In a report, an amount after these words is only a bound on what was done ("in under 25
 * minutes"); one after "in" or "by" is what it took ("in 35 minutes").
 */
const BOUND_BEFORE = /\b(?:under|below|less than|at most|no more than|within|max|maximum|up to)\s*$/i;
/** "of the $50", "under the $50 limit": a report naming the step's limit again, not what it took. */
const RESTATED_BEFORE = /\b(?:the|of|my|our)\s*$/i;
/**
 * "2 of 5 chapters", "2 out of the 5", "2/5 chapters": a part of a whole. Not a label ("step 2 of
 * 5", "day 3 of 7") nor a date ("1/12"): the whole is a plural after a slash.
 */
const PART_OF_WHOLE = /(?<!\b(?:step|part|day|week|month|chapter|module|lesson|level|unit|stage|phase|round|session|number|no\.?)\s+)\b(\d+)\s*(?:(?:out\s+)?of\s+(?:the\s+|my\s+|all\s+)?(\d+)\b|\/(\d+)(?=\s+\p{L}+s\b))/giu;

/**
 * Money: a currency sign or code before the number ("$1,000", "€2.5k", "£300", "CHF 50") or a
 * currency word after it ("200 dollars", "5k euros", "900 EUR", "80 CHF"). Each currency is its own
 * measure (offline there is no rate to convert with); "pounds" is left out, it is a weight as
 * often as a currency. The one list of currencies the offline planner reads.
 */
const CURRENCY_SIGNS: Record<string, string> = { $: 'usd', '€': 'eur', '£': 'gbp' };
const CURRENCY_WORDS: Record<string, string> = {
  dollar: 'usd', usd: 'usd', buck: 'usd', euro: 'eur', eur: 'eur', gbp: 'gbp', chf: 'chf', franc: 'chf',
  sek: 'sek', nok: 'nok', dkk: 'dkk', kr: 'kr', cad: 'cad', aud: 'aud', jpy: 'jpy', yen: 'jpy',
};
/** Codes that may also stand before the number ("CHF 50"). */
const CURRENCY_CODES = [...new Set(Object.values(CURRENCY_WORDS))].join('|');
const SIGN = `[${Object.keys(CURRENCY_SIGNS).join('')}]`;
const CURRENCY_WORD = `(?:${Object.keys(CURRENCY_WORDS).join('|')})s?`;
const MONEY_NUMBER = '(\\d{1,3}(?:,\\d{3})+|\\d+(?:[.,]\\d+)?)(?:\\s?(k))?';
const MONEY = new RegExp(
  `(?:(${SIGN})|\\b(${CURRENCY_CODES})\\s)\\s?${MONEY_NUMBER}(?![\\p{L}\\p{N}])|(?<![\\p{L}\\p{N}.,])${MONEY_NUMBER}\\s?(?:(${SIGN})|(${CURRENCY_WORD})(?![\\p{L}]))`,
  'giu',
);
/** The currency a sign or word names ("€", "euros", "CHF"), if any. */
const currencyOf = (written: string) => CURRENCY_SIGNS[written] ?? CURRENCY_WORDS[written.toLowerCase()] ?? CURRENCY_WORDS[written.toLowerCase().replace(/s$/, '')];

/** Does a word or sign name a currency ("CHF", "euros", "$")? */
export const isCurrency = (written: string) => currencyOf(written) !== undefined;

function parseNumber(text: string): number {
  return /^\d{1,3}(?:,\d{3})+$/.test(text) ? Number(text.replace(/,/g, '')) : Number(text.replace(',', '.'));
}

function unitOf(name: string): { measure: string; size: number } {
  const lower = name.toLowerCase();
  const known = UNITS[lower] ?? UNITS[lower.replace(/s$/, '')];
  if (known) return known;
  const single = lower.replace(/s$/, '').replace('pushup', 'push-up');
  return { measure: single, size: 1 };
}

/** One amount a text names: its measure, its size in the measure's base, its words, and what came before it. */
type Amount = { measure: string; value: number; text: string; before: string };

/** Money amounts a text names, and the text with them blanked out. */
function moneyAmounts(text: string): { found: Amount[]; rest: string } {
  const found: Amount[] = [];
  let rest = text;
  for (const match of text.matchAll(MONEY)) {
    const [whole, signBefore, codeBefore, numberAfterSign, kAfterSign, number, k, signAfter, word] = match;
    rest = rest.slice(0, match.index) + ' '.repeat(whole.length) + rest.slice(match.index + whole.length);
    const currency = currencyOf(signBefore ?? codeBefore ?? signAfter ?? word);
    const value = parseNumber(numberAfterSign ?? number) * ((kAfterSign ?? k) ? 1000 : 1);
    found.push({ measure: `money:${currency}`, value, text: whole.trim(), before: text.slice(0, match.index) });
  }
  return { found, rest };
}

/**
 * Every amount a text names, money first, so "$5k" is never five kilometres; a time written with
 * colons is minutes and seconds ("31:20"), or hours and minutes when `hoursFirst` (beside a limit in hours).
 */
function allAmounts(text: string, hoursFirst = false): Amount[] {
  const money = moneyAmounts(text);
  const found = [...money.found];
  for (const time of clockTimes(money.rest)) {
    found.push({ measure: 'time', value: time.minutes(hoursFirst), text: time.text, before: money.rest.slice(0, time.index) });
  }
  for (const match of withoutClockTimes(money.rest).matchAll(AMOUNT)) {
    const [whole, number, thousands, name] = match;
    const unit = unitOf(name);
    found.push({ measure: unit.measure, value: parseNumber(number) * (thousands ? 1000 : 1) * unit.size, text: whole.trim(), before: money.rest.slice(0, match.index) });
  }
  return found;
}

/** The largest amount of each measure a text names, limits left out (in the measure's base). */
export function amounts(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const a of allAmounts(text)) {
    if (LIMIT_BEFORE.test(a.before)) continue;
    found.set(a.measure, Math.max(found.get(a.measure) ?? 0, a.value));
  }
  return found;
}

/** The measures a text names amounts of, limits included ("5 km at most" names a distance); money left out. */
export const measuresNamed = (text: string): Set<string> =>
  new Set(allAmounts(text).flatMap((a) => (a.measure.startsWith('money:') ? [] : [a.measure])));

/** A limit a step sets ("under $50", "within 2 hours"): the most it allows, and whether reaching it breaks it. */
type Limit = Amount & { strict: boolean };

function limits(stepTitle: string): Limit[] {
  return allAmounts(stepTitle)
    .filter((a) => LIMIT_BEFORE.test(a.before))
    .map((a) => ({ ...a, strict: STRICT_LIMIT_BEFORE.test(a.before) }));
}

/** Whether a limit counts time in hours ("within 2 hours"): a report's "1:45" is then hours and minutes. */
const inHours = (allowed: Limit[]) => allowed.some((l) => l.measure === 'time' && /(?:\d\s?h|hours?|hrs?)\b/i.test(l.text));

/** What a report breaks: the amount it reports and the step's limit it goes over. */
export type BrokenLimit = { reported: string; limit: string };

/**
 * Does the report name more of a measure than the step allows ("I spent $80" of "Spend under
 * $50", "took 45 minutes" of "Keep it under 30 minutes")? A bound in the report ("in under 40
 * minutes") says too little to break one. Null when no limit is broken.
 */
export function brokenLimit(report: string, stepTitle: string): BrokenLimit | null {
  const allowed = limits(stepTitle);
  if (allowed.length === 0) return null;
  for (const a of allAmounts(report, inHours(allowed))) {
    if (BOUND_BEFORE.test(a.before)) continue;
    if (RESTATED_BEFORE.test(a.before) && allowed.some((l) => l.measure === a.measure && l.value === a.value)) continue;
    const limit = allowed.find((l) => l.measure === a.measure && (l.strict ? a.value >= l.value : a.value > l.value));
    if (limit) return { reported: a.text, limit: limit.text };
  }
  return null;
}

/**
 * The amount a report names within one of the step's limits ("$30" of "Spend under $50"), with
 * that limit; null when it names none, or breaks one.
 */
export function withinLimit(report: string, stepTitle: string): BrokenLimit | null {
  if (brokenLimit(report, stepTitle) !== null) return null;
  const allowed = limits(stepTitle);
  for (const a of allAmounts(report, inHours(allowed))) {
    if (BOUND_BEFORE.test(a.before) || RESTATED_BEFORE.test(a.before)) continue;
    const limit = allowed.find((l) => l.measure === a.measure);
    if (limit) return { reported: a.text, limit: limit.text };
  }
  return null;
}

/** Does the text name an amount of money with its currency ("$30", "80 euros")? */
export function namesMoney(text: string): boolean {
  return moneyAmounts(text).found.length > 0;
}

const CURRENCY_SIGN_OF: Record<string, string> = { usd: '$', eur: '€', gbp: '£' };
/**
 * A number after a word about money with no unit after it ("spent 80", "saved 80 so far"): it
 * may be any currency. A word after it other than these makes it a count ("2 gifts").
 */
const BARE_MONEY_NUMBER =
  /\b(?:spent|spend|spending|paid|pay|paying|costs?|costing|saved|save|saving|raised|raise|earned|charged|priced|price|budget|total|totall?ed|came\s+to|aside|donated|invested|for)\s+(?:about\s+|around\s+|roughly\s+|only\s+|just\s+|almost\s+|nearly\s+|over\s+|exactly\s+)?(\d{1,3}(?:,\d{3})+|\d+(?:[.,]\d+)?)(?![\d.,]*\d)(?!\s*[%:/])(?!\s*(?!(?:on|in|at|for|so|to|with|including|plus|today|yesterday|total|this|last|and|but|altogether|overall)\b)\p{L})/iu;

/** A report's number that may be money but names no currency, when the step counts money. */
export type BareMoney = { number: string; example: string };

/**
 * Does the report give a number with no currency ("spent 80") where the step counts money ("Spend
 * under $50")? Then it says too little to compare with the step, and nothing to complete it on.
 */
export function bareMoney(report: string, stepTitle: string): BareMoney | null {
  const stepMoney = allAmounts(stepTitle).find((a) => a.measure.startsWith('money:'));
  if (!stepMoney) return null;
  const { found, rest } = moneyAmounts(report);
  if (found.length > 0) return null;
  const match = BARE_MONEY_NUMBER.exec(rest);
  if (!match) return null;
  const currency = stepMoney.measure.slice('money:'.length);
  const sign = CURRENCY_SIGN_OF[currency];
  return { number: match[1], example: sign ? `${sign}${match[1]}` : `${match[1]} ${currency.toUpperCase()}` };
}

/** A result scored out of a total ("marked it: 58 out of 80", "got 14 of 20 right"): the total is the most, not the work's whole. */
const SCORE = /\b(?:scor\w*|marks?|marked|points?|pts|correct|right|wrong|grade\w*|result|got)\b/i;

/** Does the report say it did a part of a whole ("2 of 5 chapters"), rather than score out of a total? */
function reportsAPart(report: string): boolean {
  return [...report.matchAll(PART_OF_WHOLE)].some((match) => {
    const [whole, part, ofWhole, slashWhole] = match;
    const things = /^\s+\p{L}+s\b/u.test(report.slice((match.index ?? 0) + whole.length));
    if (!things && SCORE.test(report)) return false;
    return Number(part) < Number(ofWhole ?? slashWhole);
  });
}

/**
 * A step done again and again over a period ("Practise 15 minutes a day for a week", "Run 3
 * times a week for 4 weeks"): its period in days.
 */
const RATE = /\b(?:a|per|each|every)\s+(?:day|week|month)\b|\b(?:daily|weekly|times)\b/i;
const PERIOD = /\bfor\s+(a|an|one|two|three|four|five|six|\d+)\s+(day|week|month)s?\b/i;
const COUNT_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
const DAYS_IN: Record<string, number> = { day: 1, week: 7, month: 30 };

function periodDays(stepTitle: string): number | null {
  const period = PERIOD.exec(stepTitle);
  if (!period || !RATE.test(stepTitle.replace(period[0], ''))) return null;
  const count = COUNT_WORDS[period[1].toLowerCase()] ?? Number(period[1]);
  return count * DAYS_IN[period[2].toLowerCase()];
}

/** "today", "this week", "day 2", "week 1": a report of one day or week of the period. */
const ONE_TIME = /\b(?:today|tonight|yesterday|this\s+(?:morning|afternoon|evening|week)|(?:day|week)\s+(\d+)|(?:the\s+)?first\s+(day|week)|(?:one|1)\s+(day|week))\b/i;
/** "all 7 days", "every day", "the whole week": the period, not one day of it. */
const WHOLE_PERIOD = /\b(?:all\s+(?:\d+\s+|the\s+|of\s+the\s+)?(?:days|weeks)|every\s+(?:single\s+)?(?:day|week)|each\s+(?:day|week)|(?:the\s+)?whole\s+(?:week|month|period)|(?:\d+|seven)\s+days\s+in\s+a\s+row)\b/i;

/** Does the report tell of one day or week of a step done over a longer period? */
function oneTimeOfAPeriod(report: string, stepTitle: string): boolean {
  const days = periodDays(stepTitle);
  if (days === null || days <= 1 || WHOLE_PERIOD.test(report)) return false;
  const one = ONE_TIME.exec(report);
  if (!one) return false;
  // "day 7" of a week, "week 4" of four weeks: the last one.
  const numbered = one[1] ? Number(one[1]) * (/^week/i.test(one[0]) ? 7 : 1) : null;
  return numbered === null || numbered < days;
}

/**
 * Any other things counted ("5 meals", "3 mock tests", "40 guests"): a number, up to two words,
 * then a plural. The count is compared with the same things in the step.
 */
const THINGS = /(?<![\p{L}\p{N}.,])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s+(?:[\p{L}-]+\s+){0,2}?(\p{L}+s)\b/giu;
/** Units and the things amounts() reads are left to it, and so is a limit ("under 50 guests"). */
const READ_AS_AMOUNT = new RegExp(`^(?:${UNIT_NAMES}|seconds?|secs?|days?|nights?|weeks?|months?|years?|dollars?|euros?|bucks?|pounds?)$`, 'i');
const thingsOf = (text: string) =>
  [...text.matchAll(THINGS)]
    .filter(({ 2: noun, index }) => !READ_AS_AMOUNT.test(noun) && !LIMIT_BEFORE.test(text.slice(0, index)))
    .map(([, n, noun]) => ({ count: parseNumber(n), noun: noun.toLowerCase().replace(/(?:es|s)$/, '') }));

/** Does the report count fewer of the things the step counts ("I planned 3 meals" of "Plan 5 meals")? */
function fewerThings(report: string, stepTitle: string): boolean {
  const asked = thingsOf(stepTitle);
  return thingsOf(report).some((r) => asked.some((a) => a.noun === r.noun && r.count < a.count));
}

/** The one count of things the step asks for ("Call 3 plumbers", "Write 1,000 words"), when it names exactly one. */
function stepCount(stepTitle: string): { count: number; noun: string } | null {
  const counted = [...allAmounts(stepTitle)]
    .filter((a) => !LIMIT_BEFORE.test(a.before) && a.measure !== 'distance' && a.measure !== 'time' && !a.measure.startsWith('money:'))
    .map((a) => ({ count: a.value, noun: a.measure }));
  const all = [...thingsOf(stepTitle), ...counted];
  return all.length > 0 && all.every((c) => c.count === all[0].count) ? all[0] : null;
}

/** Words before a number that make it no count of what was done: a label, a time, a date, or the rest of the work ("the other 3"). */
const NOT_A_COUNT_BEFORE =
  '(?:at|by|on|in|since|until|till|from|to|of|for|before|after|under|over|about|around|chapter|step|part|day|week|month|page|level|version|module|lesson|unit|stage|phase|round|session|number|no|top|grade|size|other|another|remaining|last|final|extra|more|next)';
/**
 * A number with no noun after it ("planted 3 of them", "called 2, ...", "learned 6 so far",
 * "2100 total", "booked 1 for Friday"): a count of what the step counts, as people report it.
 */
const BARE_COUNT = new RegExp(
  `(?<![\\p{L}\\p{N}.,:/$€£#-])(?<!\\b${NOT_A_COUNT_BEFORE}\\s+)(\\d+)(?![.,:/]?\\d)(?=\\s*(?:$|[,.;!?)]|(?:of\\s+(?:them|those|these|it)|so\\s+far|today|now|yesterday|already|done|finished|left|to\\s+go|yet|total|in\\s+total|altogether|by\\s+now|until\\s+now|for|on|at|with|in|by|before|after|this|next|last)\\b))`,
  'giu',
);
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
/** "did the first one", "the second of them": which one of the things was done. */
const ORDINAL = new RegExp(`\\b(${ORDINALS.join('|')})\\s+(one|ones|of\\s+them|\\p{L}+)`, 'giu');

/** Does the report count, without naming the things, fewer than the step asks ("called 2" of "Call 3 plumbers", "did the first one" of "Do 3 runs")? */
function fewerCounted(report: string, stepTitle: string): boolean {
  const asked = stepCount(stepTitle);
  if (!asked || asked.count < 2) return false;
  const bare = [...report.matchAll(BARE_COUNT)].map((m) => parseNumber(m[1]));
  const ordinals = [...report.matchAll(ORDINAL)]
    .filter(([, , what]) => /^(?:one|ones|of\s+them)$/i.test(what) || what.toLowerCase().replace(/(?:es|s)$/, '') === asked.noun)
    .map(([, ordinal]) => ORDINALS.indexOf(ordinal.toLowerCase()) + 1);
  const reported = [...bare, ...ordinals];
  return reported.length > 0 && Math.max(...reported) < asked.count;
}

/**
 * Does the report say less than the step asks ("1,200 words" of "Write 2,000 words", "3 km" of
 * "Run 5 km", "15 minutes" of "Practise for 30 minutes", "3 meals" of "Plan 5 meals"), or only a part of a whole?
 */
export function fallsShort(written: string, title: string): boolean {
  // "read 2 chapters" of "Read three chapters": number words compare as digits.
  const report = rangesAsCounts(withDigits(written));
  // "two or three stories": two is all the step needs.
  const stepTitle = leastOfCountRanges(withDigits(title));
  if (reportsAPart(report) || fewerThings(report, stepTitle) || fewerCounted(report, stepTitle) || oneTimeOfAPeriod(report, stepTitle)) return true;
  const asked = amounts(stepTitle);
  // Distances are compared with some slack: 3.1 miles is a 5 km run.
  return [...amounts(report)].some(([measure, value]) => asked.has(measure) && value < (asked.get(measure) ?? 0) * (measure === 'distance' ? 0.99 : 1));
}

/**
 * The count a report reaches of the things the step counts ("2 stories" of "Collect two or three
 * stories", "3 quotes" of "Get three quotes"), as the report says it; null when it names none, or fewer.
 */
export function reachedCount(written: string, title: string): string | null {
  if (fallsShort(written, title)) return null;
  const report = rangesAsCounts(withDigits(written));
  const asked = stepCount(leastOfCountRanges(withDigits(title)));
  if (!asked) return null;
  const things = [...report.matchAll(THINGS)].find(([, n, noun]) => noun.toLowerCase().replace(/(?:es|s)$/, '') === asked.noun && parseNumber(n) >= asked.count);
  if (things) return things[0];
  const counted = allAmounts(report).find((a) => a.measure === asked.noun && a.value >= asked.count && !LIMIT_BEFORE.test(a.before));
  return counted?.text ?? null;
}
