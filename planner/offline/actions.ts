import { capitalize, lowerFirst, trimPunctuation, words } from './text';
import { ACTION_VERBS, PARTICIPLES } from './verbs';

/** True when a phrase starts with an action verb ("Book the venue"). */
export function isAction(text: string): boolean {
  const first = words(text)[0];
  return first !== undefined && ACTION_VERBS.has(first);
}

const ADJECTIVE_BEFORE = new Set(['of', 'the', 'a', 'an', 'all', 'every', 'each', 'no', 'any', 'your', 'my', 'our', 'their', 'its', 'with', 'for', 'and']);

/**
 * A success criterion turned into something to do:
 * "Book the venue" stays, "At least 3 quotes compared" -> "Compare at least 3 quotes",
 * anything else -> "Achieve: <criterion>".
 */
export function criterionToAction(criterion: string): string {
  const text = trimPunctuation(criterion);
  if (isAction(text)) return capitalize(text);
  const tokens = text.split(/\s+/);
  for (let i = 0; i < tokens.length; i += 1) {
    // After "of", "the", "every"... a participle describes a noun ("80% of planned sessions done").
    if (i > 0 && ADJECTIVE_BEFORE.has(tokens[i - 1].toLowerCase())) continue;
    const word = tokens[i].toLowerCase().replace(/[^a-z]/g, '');
    const pair = i + 1 < tokens.length ? `${word} ${tokens[i + 1].toLowerCase().replace(/[^a-z]/g, '')}` : '';
    const [verb, used] = pair in PARTICIPLES ? [PARTICIPLES[pair], 2] : word in PARTICIPLES ? [PARTICIPLES[word], 1] : [null, 0];
    if (!verb) continue;
    const object = tokens.slice(0, i).join(' ');
    // "Done on 10 of 14 days" names no object: "Do on 10 of 14 days" would not read.
    if (!object) continue;
    const rest = tokens.slice(i + used).join(' ');
    return capitalize([verb, object ? lowerFirst(object) : '', rest].filter(Boolean).join(' '));
  }
  return `Achieve: ${text}`;
}
