import { amounts, brokenLimit, fallsShort, namesMoney } from './amounts';

/**
 * "Is 300 ok?", "300 ok?", "would 4 km be enough?", "are 20 minutes fine?", "is 300 words a day ok?": a
 * question whether an amount does for the step; its number, and its unit when it names one.
 */
const IS_AMOUNT_OK =
  /^\s*(?:and\s+|but\s+|so\s+)?(?:(?:is|are|would|will)\s+|(?=[^?]*\?\s*$))(?:just\s+|only\s+)?(\d[\d,]*(?:\.\d+)?)(?:\s*(?!(?:ok|okay|enough|fine|alright|good|acceptable|be|count)\b)(\p{L}+))?(?:\s+(?:a|per|each|every)\s+(?:day|night|week|month|session))?\s+(?:be\s+|count\s+as\s+)?(?:ok|okay|enough|fine|alright|good|acceptable)\b[^?]*\?*\s*$/iu;
/** The amounts a step's title names ("500 words", "5 km", "20 new words"), with their unit: the plural counted, else the word after the number. */
const STEP_AMOUNT = /(?<![\p{L}\d.,])\d[\d,]*(?:\.\d+)?k?[\s-]?(?:(?:[\p{L}-]+\s+){0,2}?(\p{L}+s)\b|(\p{L}+))/gu;

/**
 * The answer to whether an amount does for a step that names an amount of its own ("is 300 ok?"
 * on "Write 500 words a day"): short of it is progress, over a limit breaks it, else it meets it.
 * A number with no unit is read in the step's unit when the step names just one. Null when the
 * question is no such question, or the step names no amount to compare with (or money, which
 * the step's own checks ask for with its currency).
 */
export function amountAgainstStep(message: string, stepTitle: string): string | null {
  const asked = IS_AMOUNT_OK.exec(message.trim());
  if (!asked || namesMoney(stepTitle)) return null;
  const units = [...new Set([...stepTitle.matchAll(STEP_AMOUNT)].map((m) => (m[1] ?? m[2]).toLowerCase()))];
  const unit = asked[2] ?? (units.length === 1 ? units[0] : null);
  if (unit === null) return null;
  const amount = `${asked[1]} ${unit}`;
  const step = `"${stepTitle}"`;
  const broken = brokenLimit(amount, stepTitle);
  if (broken) return `No: ${broken.reported} is over the ${broken.limit} ${step} allows; it counts as done only within it.`;
  const asks = amounts(stepTitle);
  if (![...amounts(amount).keys()].some((measure) => asks.has(measure))) return null;
  if (fallsShort(amount, stepTitle)) {
    return `${amount} is short of what ${step} asks for: it counts as progress, not as the step done. If the step's amount keeps being more than you can manage, change the step to an amount you can keep up rather than counting less as done.`;
  }
  return `Yes: ${amount} is what ${step} asks for or more, so it counts as the step done.`;
}
