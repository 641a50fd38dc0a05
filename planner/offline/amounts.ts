/**
 * Amounts a step is measured in (words, distance, chapters, time spent, money), read from a step's title
 * and from a report, so that a report of less than the step asks is taken for progress.
 */

/** Each unit a text may name, with the measure it counts and its size in that measure's base. */
const UNITS: Record<string, { measure: string; size: number }> = {
  km: { measure: 'distance', size: 1 },
  k: { measure: 'distance', size: 1 },
  kilometre: { measure: 'distance', size: 1 },
  kilometer: { measure: 'distance', size: 1 },
  mi: { measure: 'distance', size: 1.609 },
  mile: { measure: 'distance', size: 1.609 },
  min: { measure: 'time', size: 1 },
  mins: { measure: 'time', size: 1 },
  minute: { measure: 'time', size: 1 },
  h: { measure: 'time', size: 60 },
  hr: { measure: 'time', size: 60 },
  hrs: { measure: 'time', size: 60 },
  hour: { measure: 'time', size: 60 },
};
/** Things counted one by one: the count is its own measure ("chapter", "word"). */
const COUNTED = [
  'word', 'page', 'chapter', 'lesson', 'session', 'article', 'post', 'essay', 'problem', 'exercise', 'question', 'video', 'episode',
  'module', 'rep', 'push-up', 'pushup', 'sit-up', 'squat', 'lap', 'step', 'call', 'email', 'application', 'book', 'flashcard', 'card',
  'song', 'workout', 'section', 'lead', 'subscriber', 'interview',
];
const UNIT_NAMES = [...Object.keys(UNITS), 'kilometres', 'kilometers', 'miles', 'minutes', 'hours', ...COUNTED.map((c) => `${c}s?`)]
  .sort((a, b) => b.length - a.length)
  .join('|');
/**
 * A number ("2,000" is two thousand, "2,5" and "2.5" two and a half), "k" for thousands before a
 * counted thing ("2k words"), then the unit.
 */
const AMOUNT = new RegExp(`(?<![\\p{L}\\p{N}.,])(\\d{1,3}(?:,\\d{3})+|\\d+(?:[.,]\\d+)?)(?:\\s?(k)(?=\\s+(?:${COUNTED.join('|')})))?[\\s-]?(${UNIT_NAMES})(?![\\p{L}])`, 'giu');
/** An amount after these words is a limit, where less is the point ("5 km in under 30 minutes"). */
const LIMIT_BEFORE = /\b(?:under|below|less than|at most|no more than|within|in|max|maximum|up to|by)\s*$/i;
/**
 * "2 of 5 chapters", "2 out of the 5", "2/5 chapters": a part of a whole. Not a label ("step 2 of
 * 5", "day 3 of 7") nor a date ("1/12"): the whole is a plural after a slash.
 */
const PART_OF_WHOLE = /(?<!\b(?:step|part|day|week|month|chapter|module|lesson|level|unit|stage|phase|round|session|number|no\.?)\s+)\b(\d+)\s*(?:(?:out\s+)?of\s+(?:the\s+|my\s+|all\s+)?(\d+)\b|\/(\d+)(?=\s+\p{L}+s\b))/giu;

/**
 * Money: a currency sign before the number ("$1,000", "€2.5k", "£300") or a currency word after
 * it ("200 dollars", "5k euros", "900 EUR"). Each currency is its own measure (offline there is
 * no rate to convert with); "pounds" is left out, it is a weight as often as a currency.
 */
const CURRENCY_SIGNS: Record<string, string> = { $: 'usd', '€': 'eur', '£': 'gbp' };
const CURRENCY_WORDS: Record<string, string> = { dollar: 'usd', usd: 'usd', buck: 'usd', euro: 'eur', eur: 'eur', gbp: 'gbp' };
const MONEY_NUMBER = '(\\d{1,3}(?:,\\d{3})+|\\d+(?:[.,]\\d+)?)(?:\\s?(k))?';
const MONEY = new RegExp(
  `([$€£])\\s?${MONEY_NUMBER}(?![\\p{L}\\p{N}])|(?<![\\p{L}\\p{N}.,])${MONEY_NUMBER}\\s?(?:([€$£])|(dollars?|usd|bucks?|euros?|eur|gbp)(?![\\p{L}]))`,
  'giu',
);

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

/** Money amounts a text names, limits left out, and the text with them blanked out. */
function moneyAmounts(text: string): { found: Array<[string, number]>; rest: string } {
  const found: Array<[string, number]> = [];
  let rest = text;
  for (const match of text.matchAll(MONEY)) {
    const [whole, signBefore, numberAfterSign, kAfterSign, number, k, signAfter, word] = match;
    rest = rest.slice(0, match.index) + ' '.repeat(whole.length) + rest.slice(match.index + whole.length);
    if (LIMIT_BEFORE.test(text.slice(0, match.index))) continue;
    const currency = signBefore ? CURRENCY_SIGNS[signBefore] : signAfter ? CURRENCY_SIGNS[signAfter] : CURRENCY_WORDS[word.toLowerCase().replace(/s$/, '')];
    const value = parseNumber(numberAfterSign ?? number) * ((kAfterSign ?? k) ? 1000 : 1);
    found.push([`money:${currency}`, value]);
  }
  return { found, rest };
}

/** The largest amount of each measure a text names, limits left out (in the measure's base). */
export function amounts(text: string): Map<string, number> {
  const found = new Map<string, number>();
  const money = moneyAmounts(text);
  for (const [measure, value] of money.found) found.set(measure, Math.max(found.get(measure) ?? 0, value));
  // Money is read first, so "$5k" is never five kilometres.
  for (const match of money.rest.matchAll(AMOUNT)) {
    if (LIMIT_BEFORE.test(money.rest.slice(0, match.index))) continue;
    const [, number, thousands, name] = match;
    const unit = unitOf(name);
    const value = parseNumber(number) * (thousands ? 1000 : 1) * unit.size;
    found.set(unit.measure, Math.max(found.get(unit.measure) ?? 0, value));
  }
  return found;
}

/** Does the report say it did a part of a whole ("2 of 5 chapters")? */
function reportsAPart(report: string): boolean {
  return [...report.matchAll(PART_OF_WHOLE)].some(([, part, ofWhole, slashWhole]) => Number(part) < Number(ofWhole ?? slashWhole));
}

/**
 * Does the report say less than the step asks ("1,200 words" of "Write 2,000 words", "3 km" of
 * "Run 5 km", "15 minutes" of "Practise for 30 minutes"), or only a part of a whole?
 */
export function fallsShort(report: string, stepTitle: string): boolean {
  if (reportsAPart(report)) return true;
  const asked = amounts(stepTitle);
  // Distances are compared with some slack: 3.1 miles is a 5 km run.
  return [...amounts(report)].some(([measure, value]) => asked.has(measure) && value < (asked.get(measure) ?? 0) * (measure === 'distance' ? 0.99 : 1));
}
