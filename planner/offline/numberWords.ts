import { escapeRegex } from './text';

/** Numbers people write as words ("two pages", "twelve weeks"), by their value. */
export const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, twenty: 20,
};

/** "One" stays a word: it is as often a pronoun ("the third one", "one of them") as a number. */
const NUMBER_WORD = new RegExp(`\\b(?:${Object.keys(NUMBER_WORDS).filter((w) => w !== 'one').join('|')})\\b`, 'gi');

/** A text with its number words from two up in digits: "Cut the CV to two pages" reads as "to 2 pages", as a report of "2" says it. */
export const withDigits = (text: string) => text.replace(NUMBER_WORD, (word) => String(NUMBER_WORDS[word.toLowerCase()]));

/** The number words as a regular expression's alternatives, "a" and "an" with them ("a week", "in a fortnight"). */
export const COUNT_WORD = `a|an|${Object.keys(NUMBER_WORDS).join('|')}`;

/** The value of a count written in digits or as a word: "a" and "an" are one. */
export const countOf = (written: string): number => {
  const word = written.toLowerCase();
  return word === 'a' || word === 'an' ? 1 : (NUMBER_WORDS[word] ?? Number(word));
};

/** The word for a value, if people write it as one. */
const wordFor = (value: number) => Object.keys(NUMBER_WORDS).find((w) => NUMBER_WORDS[w] === value);

/** A number in a text as the person wrote it: `value` said with their word for it ("Three" in "Three pages a day"), else as it is. */
export function numberAsWritten(text: string, value: number, written: string): string {
  const word = wordFor(value);
  const said = word === undefined ? null : new RegExp(`\\b${word}\\b`, 'i').exec(written);
  return said ? text.replace(String(value), said[0]) : text;
}

/**
 * The numbers of a text read from what a person wrote, said back the way they wrote them: "2
 * stories" read from "I have two stories" is "two stories"; from "I have 2 stories" it stays "2
 * stories". The word or digits before the same noun decide, else the digits if the person wrote them.
 */
export function numbersAsWritten(text: string, written: string): string {
  return text.replace(/\b(\d+)\b(?=(\s+[\p{L}'-]+)?)/gu, (digits: string, _: string, next: string | undefined) => {
    const word = wordFor(Number(digits));
    if (word === undefined) return digits;
    const before = next ? new RegExp(`\\b(${word}|${digits})${escapeRegex(next)}\\b`, 'iu').exec(written) : null;
    if (before) return before[1].toLowerCase();
    return new RegExp(`(?<![\\d.,])${digits}(?![\\d.,]\\d)`).test(written) ? digits : numberAsWritten(digits, Number(digits), written).toLowerCase();
  });
}
