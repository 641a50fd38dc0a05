import type { DirectorContext } from './context';

/**
 * A question with a slip of the keyboard ("what shuold i do tomorow", "whats overdeu") read as
 * the words it was meant to hold. A word one slip away from exactly one of the words the offline
 * Director reads questions by (a letter added, dropped or changed, or two next to each other
 * swapped) becomes that word; a four-letter word only by a swap ("waht"), shorter ones never, as
 * too many real words are one letter apart. A word of the user's own titles is left as written.
 */

/** The words questions are read by: what they ask (due, overdue, blocked...), when, and how. */
const QUESTION_WORDS = new Set(
  (
    'what which when where should would could shall focus today tonight tomorrow weekend week month next first start ' +
    'overdue late behind risk risky blocked blocking waiting depend depends stuck critical urgent important priority priorities ' +
    'deadline deadlines upcoming coming progress summary summarise summarize overview status recap report doing going track ' +
    'finished finish completed complete accomplished done left remaining many list show todos tasks missions odysseys ' +
    'forecast long ready started working work drop skip postpone cancel motivation overwhelmed attention'
  ).split(' '),
);

/** Whether two words are at most one slip apart (one letter added, dropped or changed; two neighbours swapped). */
function oneSlipApart(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const rest = (x: string, from: number) => x.slice(from);
  if (a.length === b.length) {
    // Changed at i, or swapped with its neighbour.
    return rest(a, i + 1) === rest(b, i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(a, i + 2) === rest(b, i + 2));
  }
  return a.length > b.length ? rest(a, i + 1) === rest(b, i) : rest(a, i) === rest(b, i + 1);
}

const swappedNeighbours = (a: string, b: string) => a.length === b.length && a !== b && [...a].sort().join('') === [...b].sort().join('') && oneSlipApart(a, b);

/** The question word a typed word was meant to be, or null when it is one already, or none (or several) fit. */
function meantWord(word: string, own: Set<string>): string | null {
  if (word.length < 4 || QUESTION_WORDS.has(word) || own.has(word)) return null;
  const fits = [...QUESTION_WORDS].filter((q) => (word.length === 4 || q.length === 4 ? swappedNeighbours(word, q) : oneSlipApart(word, q)));
  return fits.length === 1 ? fits[0] : null;
}

/** The message with each slip mended (lower case where a word was mended), or the message itself when none is found. */
export function withSlipsMended(message: string, ctx: DirectorContext): string {
  const titles = [...(ctx.odysseys ?? []), ...(ctx.missions ?? []), ...(ctx.todos ?? [])].map((e) => e.title.toLowerCase());
  const own = new Set(titles.flatMap((title) => title.split(/[^\p{L}\p{N}]+/u)));
  return message.replace(/\p{L}+/gu, (word) => meantWord(word.toLowerCase(), own) ?? word);
}
