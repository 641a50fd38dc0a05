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
