/**
 * Words and phrases that say the same thing in a criterion and in the work that shows it: one
 * table, so a check reads "Emailed it to my editor" as "sent to my editor" and "from memory" as
 * "without help" wherever it compares wording.
 */

/** Stems (as `stem()` gives them) that show one another; the first of each group stands for all. */
const SAME_STEMS: string[][] = [
  ['send', 'email', 'mail', 'submit'],
  ['call', 'phon', 'rang', 'ring'],
  ['book', 'reserv'],
  ['fix', 'repair', 'mend'],
  ['buy', 'purchas'],
];

/** Stems of things counted that count the same: "3 sessions" or "3 workouts" of "3 times a week". */
const SAME_COUNTS: string[][] = [['tim', 'session', 'workout']];

/**
 * Phrases that say what a criterion's words say, rewritten to those words before comparing:
 * "from memory" is "without help", "dry all week" is "no leaks all week".
 */
const SAME_PHRASES: Array<[RegExp, string]> = [
  // Said not to be so, the phrase says the opposite: "not by heart" is "with help".
  [/\b(?:not|never)\s+(?:yet\s+)?(?:from\s+memory|by\s+heart|unaided|on\s+my\s+own|by\s+myself|unassisted)\b/gi, 'with help'],
  [/\b(?:from\s+memory|by\s+heart|unaided|on\s+my\s+own|by\s+myself|unassisted)\b/gi, 'without help'],
  [/\b(?:(?:bone\s+|completely\s+|totally\s+|stayed\s+|stays\s+|still\s+)?dry|leak-?free|watertight)\b/gi, 'no leaks'],
];

const byMember = (groups: string[][]) => new Map(groups.flatMap((group) => group.map((member) => [member, group[0]] as const)));
const STEM_OF = byMember(SAME_STEMS);
const COUNT_OF = byMember(SAME_COUNTS);

/** The stem that stands for a stem and the ones that mean the same. */
export const sameStem = (stem: string) => STEM_OF.get(stem) ?? stem;

/** The thing a count counts, as the criterion would name it ("session" counts as "time"). */
export const sameCount = (unit: string) => COUNT_OF.get(unit) ?? unit;

/** A text with the phrases that say a criterion's words in other words rewritten to those words. */
export const inCriterionWords = (text: string) => SAME_PHRASES.reduce((out, [phrase, words]) => out.replace(phrase, words), text);

/** The phrases of a text that are rewritten, as written ("by heart") and as read ("without help"). */
export const rewrittenPhrases = (text: string) =>
  SAME_PHRASES.flatMap(([phrase, words]) => [...text.matchAll(phrase)].map((m) => ({ written: m[0].trim(), read: words })));
