import { withSlipsMended as withWordsMended } from '../offline/typedEnglish';
import type { DirectorContext } from './context';

/**
 * A question with a slip of the keyboard ("what shuold i do tomorow", "whats overdeu") read as
 * the words it was meant to hold. A word one slip away from exactly one of the words the offline
 * Director reads questions by (a letter added, dropped or changed, or two next to each other
 * swapped) becomes that word, mended as the step chat mends its messages. A real word ("there",
 * "stats") and a word of the user's own titles are left as written.
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

/** The message with each slip mended, or the message itself when none is found. */
export function withSlipsMended(message: string, ctx: DirectorContext): string {
  const titles = [...(ctx.odysseys ?? []), ...(ctx.missions ?? []), ...(ctx.todos ?? [])].map((e) => e.title.toLowerCase());
  return withWordsMended(message, QUESTION_WORDS, new Set(titles.flatMap((title) => title.split(/[^\p{L}\p{N}]+/u))));
}
