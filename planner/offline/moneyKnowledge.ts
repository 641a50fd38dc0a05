/**
 * What a money coach tells someone asking which comes first, a debt or saving, as the step
 * chat's knowledge entries hold it (`about`: the words a question names a debt by; `asks`: the
 * words that ask the order), read by the step chat and by the Director: the rule is written once.
 */
export type MoneyKnowledge = { about: RegExp; asks: RegExp; rule: string };

/** "Should I pay off my credit card first?", "My card charges 22% interest, should I pay that first?". */
export const DEBT_BEFORE_SAVING: MoneyKnowledge = {
  about: /\b(?:debts?|credit\s+cards?|store\s+cards?|loans?|overdraft|interest|apr)\b/i,
  asks: /\b(?:first|before\s+sav\w*|or\s+sav\w*|instead\s+of\s+sav\w*)\b|\bsav\w*\b[^?]*\bor\b/i,
  rule:
    'The usual order: keep a small emergency buffer (about one month of essential costs) so a surprise does not become new debt, then pay the dearest debt first, since its interest costs more than savings earn, and then save. Keep paying the minimum on every debt meanwhile.',
};

/** Words a plan's own texts name a debt by ("List every debt and pay the dearest first", "Pay down debt"). */
export const NAMES_DEBT = /\b(?:debts?|credit\s+cards?|loans?|overdraft|dearest)\b/i;

/** Paying a debt or saving, as a question says it: "Should I do the loan application first?" asks neither. */
const PAYING_OR_SAVING = /\b(?:pay|paying|clear|clearing|overpay\w*|sav\w*|interest|apr)\b|%/i;

/** Whether a question asks whether to pay a debt before saving: it names a debt, paying or saving, and an order. */
export const asksDebtFirst = (message: string) =>
  DEBT_BEFORE_SAVING.about.test(message) && PAYING_OR_SAVING.test(message) && DEBT_BEFORE_SAVING.asks.test(message) && /\?|\b(?:should|which)\b/i.test(message);

/** "22% interest", "APR of 22%": the rate a question names, as written. */
export const namedRate = (message: string) => /\b(\d+(?:[.,]\d+)?\s?%)(?:\s+(?:interest|apr))?|\bapr\s+(?:of\s+)?(\d+(?:[.,]\d+)?\s?%)/i.exec(message)?.slice(1).find(Boolean) ?? null;

/** The rule, with the rate the person named said back to them. */
export function debtFirstRule(message: string): string {
  const rate = namedRate(message);
  const dear = rate ? ` A debt at ${rate.replace(/\s/g, '')} costs far more than any savings account pays, so it comes first.` : '';
  return `${DEBT_BEFORE_SAVING.rule}${dear}`;
}
