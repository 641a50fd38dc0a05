/**
 * The one reader of a person's money figures (what they earn, have saved, save now, owe, pay in
 * rent and bills), in their own words: a saving's sum counts with them, and a question says them
 * back and asks only for the parts the person left out.
 */

import { trimPunctuation } from './text';

const CURRENCY = String.raw`(?:\s?(?:euros?|eur|dollars|usd|pounds|gbp|chf))?`;
const AMOUNT = String.raw`(?:[$€£]\s?)?\d{1,3}(?:,\d{3})+(?:\.\d+)?${CURRENCY}|(?:[$€£]\s?)?\d+(?:\.\d+)?\s?k?${CURRENCY}`;
/** An amount that is money on its own: with a currency, or in the hundreds or more ("2,800", "2800"). */
const MONEY = String.raw`(?:[$€£]\s?)(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?k?${CURRENCY}|(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?\s?k?\s?(?:euros?|eur|dollars|usd|pounds|gbp|chf)\b|\d{1,3}(?:,\d{3})+|\d{3,}`;
const QUALIFIER = String.raw`(?:maybe\s+|about\s+|around\s+|roughly\s+|only\s+|just\s+|nearly\s+|almost\s+)?`;
const PERIOD = String.raw`(?:\s*(?:a|per|each|every|\/)\s*(?:month|year|week)\b|\s+(?:monthly|yearly|weekly)\b)`;
const TAX = String.raw`(?:\s+(?:after\s+tax|before\s+tax|net|gross)\b)`;
/** The rest of a clause, up to its punctuation or a following "and"/"but": "on a credit card at 21.5%". */
const CLAUSE_REST = String.raw`(?:(?!\s+(?:and|but)\s)[^,.;!?\n]|\.\d)+`;

/** A part of where a person stands in money. */
export type FigurePart = 'income' | 'savings' | 'saves now' | 'debts' | 'fixed costs';

/**
 * How a person states a part: the pattern, the group of its amount, and the words a sum quotes
 * ("2800 a month after tax", "3,000 credit card balance"). `covers`: whether it states the whole
 * part (rent alone leaves the other fixed costs to ask).
 */
type Reading = { pattern: RegExp; amount: number; written: (m: RegExpExecArray) => string; covers?: boolean };

const amountOnly = (m: RegExpExecArray) => m[1];

/** Every part, with the ways a person states it, tried in order. */
const READINGS: Record<FigurePart, Reading[]> = {
  // "I earn 2800 a month after tax", "we take home 4,000 net", "my income is 2,800": a bare number after the verb counts only with its period, tax or currency.
  income: [
    {
      pattern: new RegExp(String.raw`\b(?:i|we)\s+(?:earn|make|take\s+home|bring\s+in|get\s+paid|net)\s+${QUALIFIER}(${AMOUNT})((?:${PERIOD}${TAX}?|${TAX}))`, 'i'),
      amount: 1,
      written: (m) => `${m[1]}${m[2]}`,
    },
    {
      // A bare figure after the verb: money when it names a currency or runs to hundreds ("I earn 2,800"), not "I make 2 cakes".
      pattern: new RegExp(String.raw`\b(?:i|we)\s+(?:earn|make|take\s+home|bring\s+in|get\s+paid|net)\s+${QUALIFIER}(${MONEY})()(?=\s*(?:[,.;!?)]|$|\s+(?:and|but|so|now|today)\b))`, 'i'),
      amount: 1,
      written: amountOnly,
    },
    {
      pattern: new RegExp(String.raw`\b(?:my|our)\s+(?:income|salary|take-home\s+pay)\s+is\s+${QUALIFIER}(${AMOUNT})(${PERIOD}?${TAX}?)`, 'i'),
      amount: 1,
      written: (m) => `${m[1]}${m[2]}`,
    },
  ],
  // "I have 1,200 in savings", "1,200 already saved", "savings of 1,200", "saved 1,200 so far".
  savings: [
    {
      pattern: new RegExp(
        String.raw`\b(?:i|we)\s+(?:already\s+)?(?:have|'ve\s+got|have\s+got)\s+${QUALIFIER}(${AMOUNT})\s+(?:in\s+(?:my\s+|our\s+)?savings|saved(?:\s+up)?|put\s+aside|set\s+aside|in\s+a\s+savings\s+account|in\s+the\s+bank)`,
        'i',
      ),
      amount: 1,
      written: amountOnly,
    },
    { pattern: new RegExp(String.raw`\b(${AMOUNT})\s+(?:already\s+)?(?:saved(?:\s+up)?|in\s+(?:my\s+|our\s+)?savings|in\s+the\s+bank)\b`, 'i'), amount: 1, written: amountOnly },
    { pattern: new RegExp(String.raw`\bsavings\s+(?:of|are|is|:)\s+${QUALIFIER}(${AMOUNT})`, 'i'), amount: 1, written: amountOnly },
    { pattern: new RegExp(String.raw`\b(?:saved|put\s+aside)\s+(?:up\s+)?${QUALIFIER}(${AMOUNT})\s+(?:so\s+far|already)`, 'i'), amount: 1, written: amountOnly },
  ],
  // "I save maybe 200 when I remember", "we put away 300 a month": what goes in now, with the person's own words after it.
  'saves now': [
    {
      pattern: new RegExp(String.raw`(?:\b(?:i|we)\s+(?:currently\s+|now\s+|usually\s+|only\s+)?|\band\s+)(?:save|put\s+(?:aside|away)|set\s+aside)\s+(${QUALIFIER})(${AMOUNT})([^.;!?\n]*)`, 'i'),
      amount: 2,
      written: (m) => `${m[1]}${m[2]}${m[3]}`,
    },
  ],
  // "a 3,000 credit card balance", "my 5,000 credit card debt", "a 4,000 car loan", "I owe 1,800 on a credit card at 21%".
  debts: [
    {
      pattern: new RegExp(
        String.raw`\b(?:(?:a|an|my|our)\s+)?(${AMOUNT})\s+((?:(?:credit\s+)?card|student|car|personal)\s+(?:balance|debt|loan)|(?:(?:credit\s+)?card\s+)?debt|(?:loan|overdraft)(?:\s+(?:balance|debt))?)\b(?:\s+at\s+\d+(?:\.\d+)?\s?%)?`,
        'i',
      ),
      amount: 1,
      written: (m) => `${m[1]} ${m[2]}`,
    },
    { pattern: new RegExp(String.raw`\b(?:(?:i|we)\s+)?(?:owe|owing)\s+${QUALIFIER}(${AMOUNT})((?:\s+(?:on|to|for|in)\s+${CLAUSE_REST})?)`, 'i'), amount: 1, written: (m) => `${m[1]}${m[2]}` },
  ],
  // "rent is 1,100", "my rent is 900 a month", "we pay 1,500 a month in rent", "my bills come to 400": rent alone is one of the fixed costs.
  'fixed costs': [
    {
      pattern: new RegExp(String.raw`\b(?:(?:my|our|the)\s+)?(?:fixed\s+costs|bills|outgoings)\s+(?:are|come\s+to|total)\s+${QUALIFIER}(${AMOUNT})(${PERIOD}?)`, 'i'),
      amount: 1,
      written: (m) => `${m[1]}${m[2]}`,
      covers: true,
    },
    { pattern: new RegExp(String.raw`\b(?:(?:my|our|the)\s+)?rent\s+(?:is|of|costs?|comes\s+to)\s+${QUALIFIER}(${AMOUNT})(${PERIOD}?)`, 'i'), amount: 1, written: (m) => `${m[1]}${m[2]}` },
    { pattern: new RegExp(String.raw`\b(?:i|we)\s+pay\s+${QUALIFIER}(${AMOUNT})(${PERIOD}?)\s+(?:in\s+|for\s+|of\s+)?rent\b`, 'i'), amount: 1, written: (m) => `${m[1]}${m[2]}` },
  ],
};

/** The number an amount stands for: "10,000 euros" 10000, "2.5k" 2500. */
export function numberOf(written: string): number {
  const digits = /\d[\d,]*(?:\.\d+)?/.exec(written)?.[0] ?? '0';
  const n = Number(digits.replace(/,/g, ''));
  return /\dk\b|\d\s?k\b/i.test(written) ? n * 1000 : n;
}

/**
 * One part as a text states it: `figure` the amount as written, `amount` its number, `written`
 * the words a sum quotes, `whole` all the words matched, `said` the person's words as a phrase
 * after "I" ("earn 2800 a month after tax", "have a 3,000 credit card balance") or a clause of
 * its own ("rent is 1,100"), and `covers` whether it states the whole part.
 */
export type FigureRead = { figure: string; amount: number; written: string; whole: string; said: string; clause: boolean; covers: boolean };

/** A phrase of the person's after "I": theirs without the "I", or "have" and a thing they have. */
function saidOf(part: FigurePart, whole: string): { said: string; clause: boolean } {
  const words = whole.trim().replace(/^and\s+/i, '');
  // A clause of its own goes mid-sentence: "My rent is 900" is said as "my rent is 900".
  if (part === 'fixed costs' && !/^(?:i|we)\s/i.test(words)) return { said: words.charAt(0).toLowerCase() + words.slice(1), clause: true };
  const verbed = words.replace(/^(?:i|we)\s+/i, '');
  if (verbed !== words || /^(?:owe|owing|save|saved|put|set)\b/i.test(verbed)) return { said: verbed.replace(/^owing\b/i, 'owe'), clause: false };
  return { said: `have ${words.replace(/^(?:my|our|an)\s+/i, 'a ')}`, clause: false };
}

/** What a text states of one part, read the first way that matches; null when it does not state it. */
export function readFigure(part: FigurePart, text: string): FigureRead | null {
  for (const reading of READINGS[part]) {
    const m = reading.pattern.exec(text);
    if (!m) continue;
    const whole = m[0].trim();
    return { figure: m[reading.amount], amount: numberOf(m[reading.amount]), written: trimPunctuation(reading.written(m)), whole, ...saidOf(part, whole), covers: reading.covers ?? part !== 'fixed costs' };
  }
  return null;
}

/** "I set 650 a month by standing order", "I'm putting 650 aside monthly": the first amount a text gives a month. */
const A_MONTH = new RegExp(String.raw`(${AMOUNT})\s*(?:(?:a|per|each|every|\/)\s*month\b|monthly\b)`, 'i');

/** The first amount a text gives a month, as a number, when it gives one. */
export function monthlyAmountIn(text: string): number | null {
  const m = A_MONTH.exec(text);
  return m ? numberOf(m[1]) : null;
}

/**
 * A part a question can name ("savings", "fixed costs"), how to ask it when the
 * person has not stated it, and (`more`) what is still to ask when they have, in a question on
 * that part alone: a debt's rate and other debts; the other fixed costs after rent. Recurring
 * payments are asked, never read.
 */
type AskedPart = { part: FigurePart | null; named: RegExp; ask: string; more?: (read: FigureRead) => string[] };

const FIXED_COSTS: AskedPart = {
  part: 'fixed costs',
  named: /^fixed costs$/i,
  ask: 'what do rent and bills take each month',
  more: (read) => (read.covers ? [] : ['what do bills and other fixed costs take each month']),
};

const ASKED: AskedPart[] = [
  { part: 'savings', named: /^savings$/i, ask: 'what have you saved so far' },
  {
    part: 'debts',
    named: /^debts$/i,
    ask: 'which debts do you have, with amounts and interest rates',
    more: (read) => [...(/%|\binterest\b|\bapr\b/i.test(read.whole) ? [] : ['what interest rate does it charge']), 'are there other debts'],
  },
  { part: 'income', named: /^(?:monthly\s+)?income$/i, ask: 'what is your monthly income' },
  FIXED_COSTS,
  { part: null, named: /^recurring payments$/i, ask: 'which recurring payments (subscriptions, instalments) do you have' },
];

const askedAs = (words: string) => ASKED.find((a) => a.named.test(words.trim()));

/** "What do rent and bills take each month?" after a list: the fixed costs, asked in the question's words. */
const RENT_AND_BILLS = /\brent and bills\b/i;

/**
 * A part a question asks: as it names it, how it is asked (`ask`, in the question's own words for
 * the fixed costs after a list), and whether it is in a list after a colon, an overview of where
 * the person stands: a part stated there is not asked again, while a part asked on its own is
 * asked for what its statement leaves open.
 */
type PartAsked = { asked: AskedPart; words: string; ask: string; inList: boolean };

/**
 * The parts a question on where a person stands in money asks ("What is your situation today:
 * savings, debts, income, and what do rent and bills take each month?", "What are your monthly
 * income and fixed costs today?", "Which debts or recurring payments do you have, with amounts
 * and interest rates?"), and the rest of it; null for any other question.
 */
function figuresAsked(question: string): { parts: PartAsked[]; rest: string | null } | null {
  const list = /:\s*([^:?]+?)(?:,\s+and\s+([^?]+))?\?$/.exec(question);
  const listed = list?.[1].split(/\s*,\s*|\s+and\s+/).map((p) => p.trim().toLowerCase()) ?? [];
  if (list && listed.length > 1 && listed.every((p) => askedAs(p)?.part)) {
    const inList = listed.flatMap((words) => ASKED.filter((a) => a.named.test(words)).map((asked) => ({ asked, words, ask: asked.ask, inList: true })));
    const rest = list[2] ?? null;
    if (!rest || !RENT_AND_BILLS.test(rest)) return { parts: inList, rest };
    return { parts: [...inList, { asked: FIXED_COSTS, words: 'rent and bills', ask: rest, inList: false }], rest: null };
  }
  const object = /^(?:what\s+(?:are|is)\s+your|which)\s+(?:monthly\s+)?(.+?)\s+(?:today|now|do\s+you\s+have)\b/i.exec(question)?.[1];
  const named = object?.split(/\s+(?:and|or)\s+|\s*,\s*/) ?? [];
  const parts = named.flatMap((words) => ASKED.filter((a) => a.named.test(words.trim())).map((asked) => ({ asked, words, ask: asked.ask, inList: false })));
  return parts.length > 0 && parts.length === named.length && parts.some((p) => p.asked.part) ? { parts, rest: null } : null;
}

/**
 * What the person's words state of the parts a question asks, and what is left to ask: `leftOut`
 * the parts of a list they left out (as the question names them), `open` what a part asked on its
 * own leaves open or asks when not stated, with the rest of the question. Null for a question on
 * no such parts; `stated` empty when their words state none of them.
 */
export function figuresLeft(question: string, words: string): { stated: FigureRead[]; leftOut: string[]; open: string[] } | null {
  const asked = figuresAsked(question);
  if (!asked) return null;
  const reads = asked.parts.map((p) => ({ ...p, read: p.asked.part ? readFigure(p.asked.part, words) : null }));
  return {
    stated: reads.flatMap(({ read }) => (read ? [read] : [])),
    leftOut: reads.filter((r) => r.inList && !r.read).map((r) => r.words),
    open: [...reads.filter((r) => !r.inList).flatMap((r) => (r.read ? (r.asked.more?.(r.read) ?? []) : [r.ask])), ...(asked.rest ? [asked.rest] : [])],
  };
}
