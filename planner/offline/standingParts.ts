/**
 * The parts of where a person stands that a question may list after a colon ("What is your
 * situation today: savings, debts, income?"), each read in the person's own words so a question
 * can say them back and ask only for the parts they left out.
 */

const AMOUNT = '(?:[$€£]\\s?)?\\d[\\d,.]*\\s?[kK]?(?:\\s?(?:dollars|euros?|eur|usd|gbp|pounds|chf))?';
const PERIOD = '(?:a|per|each|every)\\s+(?:month|year|week)';

/** Each part a question can list, with how a person states it. A phrase without its own verb is something they have. */
const PARTS: Array<[part: string, said: RegExp]> = [
  ['income', new RegExp(`\\b(?:i|we)\\s+(?:earn|make|take\\s+home|bring\\s+in|get\\s+paid|net)\\s+(?:about\\s+|around\\s+)?${AMOUNT}\\s+${PERIOD}(?:\\s+(?:after|before)\\s+tax|\\s+net|\\s+gross)?`, 'i')],
  ['savings', new RegExp(`\\b(?:(?:i|we)\\s+(?:have|'ve\\s+got|have\\s+got)\\s+)?(?:about\\s+|around\\s+)?${AMOUNT}\\s+(?:in\\s+(?:savings|the\\s+bank)|saved(?:\\s+up)?)`, 'i')],
  ['debts', new RegExp(`\\b(?:(?:a|an|my|our)\\s+)?${AMOUNT}\\s+(?:(?:credit\\s+card|student|car|personal)\\s+)?(?:balance|debt|loan|overdraft)\\b`, 'i')],
];

/** The parts a question lists after its colon, when it names ones a person can state ("savings, debts, income"), else []. */
export function partsAsked(question: string): string[] {
  const listed = /:\s*([^:?]+?)(?:,\s+and\s+[^?]+)?\?$/.exec(question)?.[1].split(/\s*,\s*|\s+and\s+/) ?? [];
  return listed.length > 1 && listed.every((p) => PARTS.some(([part]) => part === p.trim().toLowerCase())) ? listed.map((p) => p.trim().toLowerCase()) : [];
}

/** What a text says of one part, as the person wrote it, starting with a verb or "have": "have 1,200 in savings", "earn 2800 a month after tax". */
function partSaid(part: string, text: string): string | null {
  const said = PARTS.find(([p]) => p === part)?.[1].exec(text)?.[0];
  if (!said) return null;
  const verbed = said.replace(/^(?:i|we)\s+/i, '');
  return verbed === said ? `have ${said.replace(/^(?:my|our|an)\s+/i, 'a ')}` : verbed;
}

/**
 * What a text says of the parts a question lists, joined as the person could have said it ("I have
 * 1,200 in savings, a 3,000 credit card balance and earn 2800 a month after tax"), and the parts it
 * leaves out.
 */
export function partsStated(parts: string[], text: string): { said: string | null; missing: string[] } {
  const said = parts.flatMap((part) => {
    const words = partSaid(part, text);
    return words ? [words] : [];
  });
  const missing = parts.filter((part) => !partSaid(part, text));
  // "have X, have Y" reads "have X, Y": the verb is said once for the phrases in a row that share it.
  const phrases = said.map((words, i) => (i > 0 && words.split(' ')[0] === said[i - 1].split(' ')[0] ? words.split(' ').slice(1).join(' ') : words));
  if (phrases.length === 0) return { said: null, missing };
  const joined = phrases.length === 1 ? phrases[0] : `${phrases.slice(0, -1).join(', ')} and ${phrases[phrases.length - 1]}`;
  return { said: `I ${joined}`, missing };
}
