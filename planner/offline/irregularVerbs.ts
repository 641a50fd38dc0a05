import { stem } from './text';

/**
 * Irregular past forms by the stem their verb has in `stem()` ("sent" is "send", "wrote" and
 * "written" are "writ"), so a report or a piece of evidence in the past matches the step or the
 * criterion that names the verb.
 */
export const IRREGULAR_STEMS: Record<string, string> = {
  sent: 'send', wrote: 'writ', written: 'writ', rewrote: 'rewrit', rewritten: 'rewrit', made: 'mak', bought: 'buy', built: 'build',
  paid: 'pay', sold: 'sell', took: 'tak', taken: 'tak', spent: 'spend', held: 'hold', ran: 'run', met: 'meet', found: 'find',
  chose: 'choos', chosen: 'choos', gave: 'giv', given: 'giv', did: 'do', drew: 'draw', drawn: 'draw', grew: 'grow', grown: 'grow',
  dug: 'dig', hung: 'hang', fed: 'feed', kept: 'keep', brought: 'bring', taught: 'teach', drove: 'driv', driven: 'driv', rode: 'rid',
  ridden: 'rid', swam: 'swim', swum: 'swim', spoke: 'speak', spoken: 'speak', sang: 'sing', sung: 'sing', wore: 'wear', worn: 'wear',
  won: 'win', threw: 'throw', thrown: 'throw',
};

/** A verb's stem as `stem()` gives it, a past form's included ("sent" is "send"). */
export const verbStem = (verb: string) => IRREGULAR_STEMS[verb] ?? stem(verb);
