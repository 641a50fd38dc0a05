import { measuresNamed } from './amounts';
import { SIZE_KNOWLEDGE, type SizeKnowledge } from './stepKnowledge';
import { clip, keywords, lowerFirst, overlap, sentences, toListener, trimPunctuation } from './text';

/**
 * One of the plan's own texts a size answer reads, with where it stands ("the step", "the todo").
 * `goal`: the mission's or odyssey's words, which tell where the person stands ("5 km at most"),
 * never the size the step asks for.
 */
export type PlanText = { where: string; text: string; goal?: boolean };

/** What a question asks the size in: its unit's measure ("how many km", "how far": a distance). */
const ASKED_MEASURE: ReadonlyArray<[RegExp, string]> = [
  [/\b(?:km|kms|kilomet\w*|miles?|metres|meters|far|distance)\b/i, 'distance'],
  [/\bwords?\b|\bword\s+count\b/i, 'word'],
  [/\bpages?\b/i, 'page'],
  [/\bslides?\b/i, 'slide'],
];

/** Words that make a sentence bear on any size: the longest, a limit, a share. */
const SIZE_WORDS = /%|\b(?:at\s+most|no\s+more\s+than|up\s+to|longest|shortest|distance|length|word\s+count)\b/i;
/** Words that bear on a size only when the sentence is about the thing asked ("my knee hurts after long runs"). */
const LIMIT_WORDS = /\b(?:load|volume|limit|hurts?|pain\w*|sore|injur\w*)\b/i;

/** The usual size for the thing asked about: named in the question first, then in the step's words, then in its todo's. */
function knownSize(message: string, texts: readonly PlanText[]): SizeKnowledge | null {
  const all = [message, ...texts.map((t) => t.text)].join(' ');
  const fits = (entry: SizeKnowledge) => entry.activity === undefined || entry.activity.test(all);
  for (const context of [message, ...texts.map((t) => t.text)]) {
    const known = SIZE_KNOWLEDGE.find((entry) => entry.thing.test(context) && fits(entry));
    if (known) return known;
  }
  return null;
}

/**
 * The answer to a question about the size of a thing ("How long should my long run be?", "How
 * many words should it be?"): whether the plan sets a figure for it, the little its texts say that
 * bears on it (a figure in the measure asked, a limit on the thing: at most two, the person's own
 * words said back to them, the plan's quoted with where they stand), then the usual size of that
 * kind of work, or, where there is none to give offline, what to decide it from (`purpose`: the
 * success criterion the step counts towards). No figure is ever given as the plan's that its texts
 * do not hold.
 */
export function sizeAnswer(message: string, texts: readonly PlanText[], purpose: string | null): string {
  const known = knownSize(message, texts);
  const measure = ASKED_MEASURE.find(([unit]) => unit.test(message))?.[1] ?? known?.measure ?? null;
  const asked = keywords(message);
  const said = texts.flatMap(({ where, text, goal }) =>
    sentences(text).flatMap((sentence) => {
      const named = measuresNamed(sentence);
      const about = overlap(keywords(sentence), asked) > 0;
      // With no measure known for the thing, a figure in a sentence about it is its size ("Essay of 2,000 words").
      const inMeasure = measure !== null ? named.has(measure) : about && named.size > 0;
      const limit = about && LIMIT_WORDS.test(sentence);
      if (!inMeasure && !limit && !(about && SIZE_WORDS.test(sentence))) return [];
      // The goal's words are the person's: said back to them ("you jog twice a week, 5 km at most").
      const item = goal ? lowerFirst(trimPunctuation(toListener(clip(sentence, 200)))) : `"${clip(sentence, 200)}" (${where})`;
      return [{ item, sets: inMeasure && !goal, score: (inMeasure ? 3 : 0) + (about ? 2 : 0) + (limit ? 1 : 0) }];
    }),
  );
  // The two that bear most on it, in the plan's order.
  const unique = [...new Map(said.map((s) => [s.item, s])).values()];
  const best = new Set([...unique].sort((a, b) => b.score - a.score).slice(0, 2));
  const items = unique.filter((s) => best.has(s)).map((s) => s.item);
  const sets = unique.some((s) => best.has(s) && s.sets);
  const parts: string[] = [];
  if (sets) parts.push(`Your plan says: ${items.join('; ')}.`);
  else parts.push(items.length === 0 ? 'Your plan sets no figure for this yet.' : `Your plan sets no figure for this yet. What it says that bears on it: ${lowerFirst(items.join('; '))}.`);
  if (known) parts.push(known.answer);
  else if (!sets)
    parts.push(`There is no usual figure for this I can give offline: decide it from what it is for${purpose ? ` ("${purpose}")` : ''} and what you can do well in the time you have.`);
  if (!sets) parts.push("Once you have chosen the figure, put it in the step's title and I'll check your reports against it.");
  return parts.join(' ');
}
