import type { ExtractedFinding } from '../../domain/planning';
import type { FindingInput } from '../../commands/ports/planner';
import { detectsCompletion } from './completion';
import { resultIsANote } from './evidenceWorth';
import { IRREGULAR_STEMS } from './irregularVerbs';
import { asksForHelp } from './messageKind';
import { PARTICIPLES } from './verbs';
import { clip, isStopword, sentences, trimPunctuation, words } from './text';

const URL_PATTERN = /https?:\/\/[^\s<>"')\]]+/gi;
const DECISION =
  /\b(decided|decide to|we will|we'll|i will go with|i'll go with|going with|go with|went with|chose|chosen|choose to|opted|settled on|picked|agreed|the plan is)\b/i;
const SMALL_TALK = /^(hi|hello|hey|thanks|thank you|ok|okay|great|cool|nice|yes|no|sure)\b[\s!.,]*$/i;

function urlTitle(url: string): string {
  try {
    const u = new URL(url);
    const path = u.pathname.split('/').filter(Boolean).slice(0, 2).join('/');
    return clip(`Link: ${u.hostname.replace(/^www\./, '')}${path ? `/${path}` : ''}`, 120);
  } catch {
    return clip(`Link: ${url}`, 120);
  }
}

function isQuestion(sentence: string): boolean {
  return /\?\s*$/.test(sentence) || asksForHelp(sentence);
}

/** A number, a weekday or a month: the detail a short message is worth keeping for ("booked for Tuesday"). */
const DETAIL =
  /\d|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(?:january|february|march|april|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b/i;

/** Worth keeping as information: a real statement, or a short one with a detail in it. */
function isSubstantive(sentence: string): boolean {
  const n = words(sentence).length;
  return n >= 6 || (n >= 3 && DETAIL.test(sentence));
}

/**
 * Words a message opens with that say nothing of the result: "ok", "so", "well", "yes", "I think".
 * "So far" and "so much" are no filler; "done", "great" and the like only with a stop after them
 * ("done, booked for Tuesday").
 */
const FILLER =
  /^\s*(?:(?:ok(?:ay)?|k|so(?!\s+(?:far|much|many|long|that)\b)|well|yes|yeah|yep|yup|um+|uh+|hmm+|oh|right|alright|anyway|basically|actually|update|i\s+(?:think|guess|believe|reckon)|i\s+can\s+say)\b|(?:all\s+|it['’]s\s+|i['’]m\s+)?(?:done|finished|completed|complete|great|cool|good\s+news|news)\s*[,:;!.-])[\s,:;!.-]*/i;
/** "I set", "I've booked", "I ran": the person's "I" before what they did goes, the deed stays ("Set 650 a month", "Ran 14 km"). */
const I_DID = /^\s*i(?:['’]ve|\s+have|\s+just|\s+finally|\s+already)*\s+(?=(\p{L}+))/iu;
/** A past form: "booked", "set", and the irregular ones ("ran", "wrote", "found"). */
const isDeed = (word: string) => word.toLowerCase() in PARTICIPLES || word.toLowerCase() in IRREGULAR_STEMS || /^\p{L}{3,}ed$/iu.test(word);

/** The result a sentence states, without the filler it opens with. */
function withoutOpeners(sentence: string): string {
  let text = sentence;
  for (let before = ''; before !== text; ) {
    before = text;
    text = text.replace(FILLER, '');
    const did = I_DID.exec(text);
    if (did && isDeed(did[1])) text = text.slice(did[0].length);
  }
  return text;
}

/** The longest title kept whole; a longer one is cut where a clause or a phrase ends. */
const TITLE_MAX = 60;
/** Where a clause ends: before a stop or a word that starts a new clause ("because", "but", "which"). */
const CLAUSE_END = /(?=[,;:]\s|\s[–—-]\s|\s(?:because|since|as|but|although|though|while|which|who|so|when|whereas|and\s+then)\s)/giu;
/** Where a phrase ends: before a preposition or an "and" ("by standing order | on payday | from the joint account"). */
const PHRASE_END = /(?=\s(?:by|on|for|with|at|in|from|to|into|until|before|after|of|via|and|or)\s)/giu;

/** The latest boundary of `pattern` that leaves a title of at most TITLE_MAX characters and two words or more. */
function cutAt(text: string, pattern: RegExp): string | null {
  const ends = [...text.matchAll(pattern)].map((m) => m.index ?? 0).filter((at) => at <= TITLE_MAX && words(text.slice(0, at)).length >= 2);
  return ends.length > 0 ? text.slice(0, ends[ends.length - 1]) : null;
}

/** A title as it reads first: its first letter a capital, unless the word has capitals of its own ("iPhone"). */
const titleCase = (text: string) => (/^\p{Ll}+\p{Lu}/u.test(text) ? text : text.charAt(0).toUpperCase() + text.slice(1));

/**
 * A finding's title: the result the sentence states ("ok I set 650 a month by standing order" ->
 * "Set 650 a month by standing order"), whole when short, else cut where a clause or a phrase
 * ends; only a cut inside a list or between plain words is marked "…". Names keep their capitals.
 */
export function findingTitle(sentence: string): string {
  const told = trimPunctuation(withoutOpeners(sentence)) || trimPunctuation(sentence);
  if (told.length <= TITLE_MAX) return titleCase(told);
  const clause = cutAt(told, CLAUSE_END);
  // A cut at a comma between items of a list leaves items out: the title says so.
  const inList = clause !== null && /^,/.test(told.slice(clause.length)) && !/^,\s+(?:because|but|which|so|and)\b/i.test(told.slice(clause.length));
  if (clause) return titleCase(trimPunctuation(clause)) + (inList ? '…' : '');
  const phrase = cutAt(told, PHRASE_END);
  if (phrase) return titleCase(trimPunctuation(phrase));
  const kept = told.slice(0, TITLE_MAX).split(/\s+/).slice(0, -1);
  while (kept.length > 2 && isStopword(words(kept[kept.length - 1]).join(''))) kept.pop();
  return titleCase(trimPunctuation(kept.join(' ') || told.slice(0, TITLE_MAX))) + '…';
}

/**
 * Findings in a user's chat message: links become resources, choices become
 * decisions, other substantive statements become information. Statements that
 * only report completion ("done!") and ones already recorded are skipped.
 */
export function extractFindings(message: string, existing: FindingInput[], stepTitle: string, max = 5): ExtractedFinding[] {
  const known = new Set(existing.map((f) => f.content.trim().toLowerCase()));
  const out: ExtractedFinding[] = [];
  const add = (f: ExtractedFinding) => {
    const key = f.content.trim().toLowerCase();
    if (known.has(key) || out.length >= max) return;
    known.add(key);
    out.push(f);
  };

  for (const sentence of sentences(message)) {
    const urls = sentence.match(URL_PATTERN) ?? [];
    if (urls.length > 0) {
      for (const raw of urls) {
        const url = raw.replace(/[.,;:!?]+$/, '');
        const rest = trimPunctuation(sentence.replace(raw, ' ').replace(/\s+/g, ' '));
        add({ finding_type: 'resource', title: urlTitle(url), content: words(rest).length >= 2 ? clip(sentence, 1000) : url });
      }
      continue;
    }
    if (isQuestion(sentence) || SMALL_TALK.test(sentence)) continue;
    if (DECISION.test(sentence)) {
      add({ finding_type: 'decision', title: findingTitle(sentence), content: clip(sentence, 1000) });
      continue;
    }
    // "Done!" alone says nothing worth keeping; "done, booked for Tuesday" keeps the day.
    const onlyCompletion = detectsCompletion(sentence, stepTitle) && words(sentence).length <= 6 && !DETAIL.test(sentence);
    // On a step to write something down, what the person writes is the note, however short ("less chili, more coconut milk").
    const theNote = resultIsANote(stepTitle) && words(sentence).length >= 2;
    if (!onlyCompletion && (isSubstantive(sentence) || theNote)) {
      add({ finding_type: 'information', title: findingTitle(sentence), content: clip(sentence, 1000) });
    }
  }
  return out;
}
