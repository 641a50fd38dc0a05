/** Small text helpers for the offline planner: words, keywords, sentences, items. */
import { ACTION_VERBS, GOAL_TITLE_VERBS, PARTICIPLES } from './verbs';

const STOPWORDS = new Set(
  (
    'a an the and or but if then than so of to in on at by for with from into onto about over under as is are was were be been being ' +
    'am do does did done have has had having i me my mine we us our you your he she it its they them their this that these those ' +
    'there here what which who whom whose when where why how all any both each few more most other some such no nor not only own same ' +
    'too very can will just should would could may might must shall also up out off again further once per via get got make made ' +
    'least at-least one ones every within without new need needs needed want wants wanted like s t'
  ).split(/\s+/),
);

/** Lower-case words (letters, digits, inner apostrophes and hyphens). */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
}

/** A light stemmer: enough to match "quotes"/"quote", "booked"/"book", "running"/"run". */
export function stem(word: string): string {
  let w = word.replace(/['’]s$/, '');
  if (/^\d/.test(w)) return w;
  if (w.length > 4 && /i(es|ed)$/.test(w)) return w.slice(0, -3) + 'y';
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  // "agreed" is "agree" with a d: its own e stays, to go as the e of "agree" does.
  else if (w.length > 5 && w.endsWith('eed')) w = w.slice(0, -1);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 4 && w.endsWith('es') && /(ss|sh|ch|x|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  // The final e first, so "apostille" meets "apostilled" and "programme" meets "programmed" below.
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  // "running" -> "runn" -> "run", "planned" -> "plann" -> "plan"
  if (/([b-df-hj-np-tv-z])\1$/.test(w) && !/(ll|ss|zz)$/.test(w)) w = w.slice(0, -1);
  // "cancelled" -> "cancell" -> "cancel", as "canceled" and "cancel" give: one spelling doubles a final l.
  if (/[aeiou][^aeiou]+[aei]ll$/.test(w)) w = w.slice(0, -1);
  return w;
}

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}

/** Distinct stems of the meaningful words of a text. Numbers are kept. */
export function keywords(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of words(text)) {
    if (isStopword(w)) continue;
    if (w.length < 2 && !/^\d$/.test(w)) continue;
    out.add(stem(w));
  }
  return out;
}

/** Sentences of a message (split on . ! ? and line breaks; URLs stay whole). */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=\S)|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/**
 * Items of a list written in prose: lines, bullets, numbered items, sentences,
 * ";" and " and " between two clauses ("Venue booked and contract signed").
 * " and " inside a phrase ("fixed costs and flexible spending") stays whole:
 * a split needs two words on each side and a verb on the right, where a
 * listed verb after an article or a possessive is a noun ("Compare sales,
 * costs and hours with the plan" is one item). One subject
 * with two participles ("Venue booked and confirmed in writing") and nouns
 * that share one participle ("Aim, date and roles agreed") stay one item.
 */
export function splitItems(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\r?\n|;|(?<=\.)\s+(?=[A-Z0-9])/)) {
    const cleaned = line.replace(/^\s*(?:[-*•–]|\d+[.)]|[a-z][.)])\s+/i, '').trim();
    if (!cleaned) continue;
    for (const part of splitClauses(cleaned)) {
      const item = trimPunctuation(part);
      if (words(item).length > 0) out.push(item);
    }
  }
  return out;
}

function isParticiple(word: string): boolean {
  return word in PARTICIPLES || (word.length > 4 && word.endsWith('ed'));
}

/** Words after which a listed verb is a noun: "the plan", "a record", "your list". */
const NOUN_BEFORE = new Set(['a', 'an', 'the', 'my', 'your', 'our', 'their', 'his', 'her', 'its', 'this', 'that', 'each', 'every', 'one']);

/** The words of a text that act: listed verbs, but not one after an article or a possessive ("with the plan"). */
function actionWords(text: string): string[] {
  const ws = words(text);
  return ws.filter((w, i) => ACTION_VERBS.has(w) && !NOUN_BEFORE.has(ws[i - 1] ?? ''));
}

function hasVerb(text: string): boolean {
  return actionWords(text).length > 0 || words(text).some(isParticiple);
}

/**
 * Whether the participle after " and " belongs to the nouns before it: the
 * right side says nothing but a state ("roles agreed") and the left side is
 * nouns only: no action first ("Check the room"), no participle after a noun
 * ("Venue booked"). "Guest list, venue", "Fixed costs" and "Income, fixed
 * costs" are nouns: a participle first or after a comma describes the noun after it.
 */
function sharesParticiple(previous: string, part: string): boolean {
  const first = words(previous)[0];
  const tokens = previous.trim().split(/\s+/);
  const stated = tokens.some((t, i) => i > 0 && !/,$/.test(tokens[i - 1]) && isParticiple(words(t)[0] ?? ''));
  // A verb's participle after the nouns says their state ("work space set up"), it does not act.
  const partWords = words(part);
  const acting = actionWords(part).filter((w) => !(w in PARTICIPLES && partWords.indexOf(w) > 0 && !['then', 'to'].includes(partWords[partWords.indexOf(w) - 1])));
  return acting.length === 0 && !ACTION_VERBS.has(first ?? '') && !stated;
}

function splitClauses(text: string): string[] {
  const parts = text.split(/,?\s+and\s+/i);
  const out: string[] = [parts[0]];
  for (const part of parts.slice(1)) {
    const previous = out[out.length - 1];
    const first = words(part)[0] ?? '';
    // "and confirmed in writing" goes on with the subject before it.
    const sameSubject = isParticiple(first) && !ACTION_VERBS.has(first);
    if (words(previous).length >= 2 && words(part).length >= 2 && hasVerb(part) && !sameSubject && !sharesParticiple(previous, part)) out.push(part);
    else out[out.length - 1] = `${previous} and ${part}`;
  }
  return out;
}

/** "I want to ...", "to be able to ...": what the person wishes for, not the work towards it. */
const WISH = /^\s*(?:(?:i|we)\s+(?:really\s+)?(?:want|would\s+like|'d\s+like|wish|hope|dream)\s+to|to\s+be\s+able\s+to)\b/i;
export const isWish = (text: string) => WISH.test(text);

/**
 * A list of actions with commas: "find a flat, give notice on my current one" is two, as each
 * piece acts on a thing; "Book the flights, hotels", "Guest list, venue" and "Fill holes, sand and
 * clean" are one (after the comma nothing acts, or a verb acts on nothing of its own), and so is a
 * wish ("I want to order food, ask for directions": what the person wants to be able to do).
 */
export function splitActionList(text: string): string[] {
  if (/[():]/.test(text) || isWish(text)) return [text];
  const out: string[] = [];
  for (const piece of text.split(/,\s+/)) {
    const previous = out[out.length - 1];
    const [verb, next] = words(piece);
    const acts = ACTION_VERBS.has(verb ?? '') && next !== undefined && !['and', 'or'].includes(next);
    if (previous !== undefined && acts && words(previous).length >= 2 && hasVerb(previous)) out.push(piece);
    else if (previous !== undefined) out[out.length - 1] = `${previous}, ${piece}`;
    else out.push(piece);
  }
  return out;
}

export function trimPunctuation(text: string): string {
  return text.trim().replace(/^[\s,;:.\-–]+|[\s,;:.!\-–]+$/g, '').trim();
}

/** A text as a regular expression that matches it literally. */
export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A text as it reads inside a sentence: its first word lowered ("A calmer
 * morning routine" -> "a calmer morning routine"), unless that word is "I",
 * an acronym or has a capital or digit inside ("NHS", "CV", "A2", "A-levels",
 * "LinkedIn"), or is a name ("Spanish", "Paris", "Christmas").
 */
export function lowerFirst(text: string): string {
  const first = /^\S+/.exec(text)?.[0] ?? '';
  const word = first.replace(/[^\p{L}\p{N}'’-]/gu, '');
  if (!/^\p{Lu}/u.test(word) || word === 'I') return text;
  const tail = word.slice(1);
  if (/[\p{Lu}\p{N}]/u.test(tail) || /^-/.test(tail)) return text;
  if (KNOWN_PROPER.has(word.toLowerCase().replace(/['’]s$/, ''))) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Names a goal title may start with: languages and peoples, places, months and days, holidays, products. */
const KNOWN_PROPER = new Set(
  (
    'spanish french german italian japanese chinese mandarin cantonese english portuguese korean arabic dutch russian greek turkish swedish ' +
    'norwegian danish finnish hindi urdu hebrew latin irish welsh scottish british american canadian australian european african asian ' +
    'python javascript typescript java linkedin excel instagram youtube etsy duolingo tiktok facebook google amazon ebay ' +
    'paris london berlin rome madrid lisbon barcelona amsterdam vienna prague dublin edinburgh tokyo kyoto beijing seoul bangkok ' +
    'sydney melbourne york boston chicago toronto vancouver mexico brazil peru chile argentina india japan spain france germany ' +
    'italy portugal ireland scotland wales england britain greece iceland norway sweden denmark finland canada australia ' +
    'africa europe asia america morocco egypt kenya vietnam thailand bali nepal ' +
    'january february april june july august september october november december ' +
    'monday tuesday wednesday thursday friday saturday sunday christmas easter halloween thanksgiving ramadan diwali hanukkah'
  ).split(/\s+/),
);

export function clip(text: string, max: number): string {
  return text.length <= max ? text : text.slice(0, max - 1).trimEnd() + '…';
}

const GOAL_VERBS =
  /^(?:i\s+want\s+to\s+|i\s+would\s+like\s+to\s+|i'd\s+like\s+to\s+|my\s+goal\s+is\s+to\s+)?(?:finally\s+)?(?:learn(?:\s+to)?|study|master|improve(?:\s+my)?|get\s+better\s+at|become(?:\s+an?)?|build|create|launch|start|write|finish|complete|run|get|achieve|plan|(?:re)?organi[sz]e|renovate|redesign|declutter|prepare(?:\s+for)?|move(?:\s+to)?|save(?:\s+for)?|pay\s+off|lose|gain|train\s+for|find|land|ship|release|publish|host)\s+/i;

/** What "get" leads to when it names a state, not a thing to get: "Get fit", "Get back in shape", "Get promoted", "Get married". */
const STATE_AFTER_GET = /^(?:fit|fitter|in\s+shape|back|stronger|healthier|healthy|leaner|slimmer|active|toned|faster|promoted|organi[sz]ed|married|engaged)\b/i;

/** A level aimed at, after the subject: "to B1", "up to a C1 level", "to conversational level". */
const TARGET_LEVEL =
  /\s+(?:up\s+)?to\s+(?:an?\s+|the\s+)?(?:(?:level\s+)?[abc][12]|(?:jlpt\s+)?n[1-5]|hsk\s*[1-9]|topik\s*[1-6]|conversational|intermediate|advanced|fluen(?:t|cy)|native)(?:\s+level)?$/i;

/** "How do I start a podcast?", "Can I learn to knit": a goal typed as a question names its goal after the question's words. */
const QUESTION_LEAD = /^(?:how\s+(?:do|can|could|should|would)\s+(?:i|we)\s+|(?:can|could|should)\s+(?:i|we)\s+|what(?:'s|\s+is)\s+the\s+best\s+way\s+to\s+)/i;

/** Languages a goal names, typed in lower case in haste ("learn french"): a plan writes them with their capital. */
const LANGUAGE_NAMES = new RegExp(
  `\\b(?:${'english french spanish german italian portuguese dutch swedish norwegian danish finnish czech greek turkish russian ukrainian arabic hebrew hindi urdu bengali japanese chinese mandarin cantonese korean vietnamese thai indonesian swahili catalan irish welsh python'.split(' ').join('|')})\\b`,
  'g',
);

/** A sport's verb and how far or how much: "Run 5 km", "Swim 25 m", "Lift 60 kg". */
const MEASURED_SPORT = /^(?:run|jog|swim|cycle|ride|row|walk|hike|lift)\s+(?:a\s+)?\d/i;

/** Emoji a title is decorated with ("🏠"): no part of the goal's name. */
const EMOJI = /[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\u{FE0F}\u{200D}]/gu;

/**
 * What a goal is about, from its title: "Learn Spanish" -> "Spanish",
 * "Run a marathon" -> "a marathon", "Learn to cook" -> "cooking". Falls
 * back to the whole title, also when what follows the verb is a fragment
 * ("Get it done", "Get in shape").
 */
export function subjectOf(title: string): string {
  // ", I can put 350 EUR a month towards it": a clause of the person's own after the goal is no part of its subject.
  const t = trimPunctuation(title.replace(EMOJI, ' ').replace(/\s+/g, ' ').trim().replace(/\?+$/, '').replace(QUESTION_LEAD, '').replace(/,\s+(?:(?:and|but|so)\s+)?(?:i|we)\b.*$/i, ''));
  // "Swim 25 m", "Run 5 km": a sport done to a measure is about doing it ("swimming 25 m"), never the bare measure.
  if (MEASURED_SPORT.test(t)) return gerundPhrase(t.split(/\s+/));
  const lead = GOAL_VERBS.exec(t)?.[0] ?? '';
  // "Spanish to B1" is Spanish: the level aimed at is the goal's measure, not part of its name.
  const rest = t.slice(lead.length).trim().replace(TARGET_LEVEL, '');
  const certified = certifiedField(rest);
  if (certified) return certified;
  // "Learn to cook" is about cooking: the verb after "learn to" is named by its -ing form, and so is a
  // second verb after "and" ("Learn to cook and host a dinner party" -> "cooking and hosting a dinner party").
  const stripped = /\blearn\s+to\s+$/i.test(lead) && !isFragment(rest) ? gerundPhrase(rest.split(/\s+/)) : rest;
  // A title that starts with another verb is about doing it: "Record an album" -> "recording an album";
  // and so is getting into a state: "Get fit after having a baby" -> "getting fit after having a baby".
  if ((lead === '' && ACTION_VERBS.has(words(t)[0] ?? '')) || (/^get\s+$/i.test(lead) && STATE_AFTER_GET.test(rest))) return goalPhrase(t) ?? t;
  // The plan speaks to the person: "my first novel" -> "your first novel", "writing my novel" -> "writing your novel", "our wedding" -> "your wedding".
  return (stripped.length >= 2 && !isFragment(stripped) ? stripped : t)
    .replace(/\b(?:my|our)\b/gi, 'your')
    .replace(LANGUAGE_NAMES, (name) => name.charAt(0).toUpperCase() + name.slice(1));
}

/**
 * The field a certificate or a certified role is in, as plans name it: "my first aid certificate"
 * and "certified first aider" are "first aid", "certified personal trainer" is "personal
 * training", "scuba diving certification" is "scuba diving"; null for anything else.
 */
function certifiedField(rest: string): string | null {
  const paper = /^(?:(?:my|a|an|the|your|our)\s+)?(.+?)\s+(?:certificates?|certification|qualification|diploma)$/i.exec(rest)?.[1];
  if (paper && !/\b(?:my|your|our)\b/i.test(paper)) return paper;
  const role = /^(?:certified|qualified|licensed)\s+(.+)$/i.exec(rest)?.[1]?.split(/\s+/);
  if (!role) return null;
  const last = role[role.length - 1].toLowerCase();
  if (last === 'aider') return [...role.slice(0, -1), 'aid'].join(' ');
  if (/[^aeiou]er$/.test(last) && last.length > 4) return [...role.slice(0, -1), gerund(last.slice(0, -1))].join(' ');
  return role.length > 1 ? role.slice(0, -1).join(' ') : null;
}

/**
 * The thing a goal makes, as the person's own, for a question about it: "Write a novel" -> "your
 * novel", "Finish writing my novel" -> "your novel", "Launch the app" -> "the app".
 */
export function ownSubject(title: string): string {
  return actedOn(title, subjectOf(title))
    .replace(/^\p{L}+ing\s+(?=(?:your|a|an)\s)/iu, '')
    .replace(/^(?:a|an|our)\s+/i, 'your ')
    // A question asks what it is about: "your book about your grandmother" is "your book".
    .replace(/\s+about\s+.*$/i, '');
}

/**
 * What a title's verb acts on when no list names the verb: "Edit my novel" -> "your novel",
 * "Proofread the manuscript" -> "the manuscript". The subject as read otherwise.
 */
function actedOn(title: string, subject: string): string {
  const [first, ...rest] = withoutLeadIn(withoutEmoji(title)).replace(/\bmy\b/gi, 'your').split(/\s+/);
  const word = (first ?? '').toLowerCase();
  // A pronoun names no thing ("Get it done"); a listed verb's subject is read already.
  if (rest.length < 2 || !OBJECT_START.has(rest[0].toLowerCase()) || ['it', 'them'].includes(rest[0].toLowerCase())) return subject;
  if (!/^\p{L}+$/u.test(word) || isListedVerb(word) || NOT_VERBS.has(word) || FUNCTION_WORDS.has(word) || !readsAsVerb(word)) return subject;
  return subject.toLowerCase() === [first, ...rest].join(' ').toLowerCase() ? rest.join(' ') : subject;
}

/** The title without the emoji it is decorated with ("Save for a house 🏠" -> "Save for a house"), for quoting it. */
export function withoutEmoji(title: string): string {
  return title.replace(EMOJI, ' ').replace(/\s+/g, ' ').trim();
}

/** Fraction of `needles` found in `haystack` (0 when needles is empty). */
export function overlap(needles: Set<string>, haystack: Set<string>): number {
  if (needles.size === 0) return 0;
  let hit = 0;
  for (const n of needles) if (haystack.has(n)) hit += 1;
  return hit / needles.size;
}

export function unique<T>(items: T[], key: (item: T) => string = (i) => String(i)): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

const NOT_VERBS = new Set(['a', 'an', 'the', 'my', 'our', 'your', 'their', 'one', 'two', 'three', 'first', 'new', 'more', 'less', 'better']);

/**
 * Words that start a clause or hold one together but never start a goal's
 * phrase: pronouns, demonstratives, prepositions, conjunctions, auxiliaries,
 * question words. "It is time to move" or "So I can travel" has no -ing form.
 */
const FUNCTION_WORDS = new Set(
  (
    'i me you he she it we us they them this that these those there here ' +
    'to in on at by for with from into onto about of as over under after before until ' +
    'so if then than because when while where what which who whom whose how why and or but nor not ' +
    'is are was were am been can will would should could may might must shall'
  ).split(' '),
);

/** Demonstratives start a noun phrase when a noun follows ("that book"), not when they stand alone. */
const DEMONSTRATIVES = new Set(['this', 'that', 'these', 'those']);

/**
 * True when a phrase cut out of a title is not one a text can name: a lone
 * function word ("it", "to"), or one that starts with a pronoun, a
 * preposition or a conjunction ("it done", "in shape").
 */
export function isFragment(phrase: string): boolean {
  const [first, ...rest] = words(phrase);
  if (first === undefined) return true;
  if (DEMONSTRATIVES.has(first)) return rest.length === 0;
  return FUNCTION_WORDS.has(first);
}

/** Verbs of two or more syllables stressed on the last one: their final consonant doubles ("beginning"). */
const STRESSED_LAST = new Set(
  'begin forget admit commit submit permit omit emit regret prefer refer confer defer occur recur incur deter control patrol compel expel propel rebel equip upset'.split(' '),
);

/**
 * The -ing form of a verb, in British spelling like the rest of the plan's
 * texts: "make" -> "making", "be" -> "being", "tie" -> "tying", "see" ->
 * "seeing", "run" -> "running", "begin" -> "beginning", "visit" ->
 * "visiting", "travel" -> "travelling", "panic" -> "panicking".
 */
export function gerund(verb: string): string {
  const v = verb.toLowerCase();
  // Already an -ing form ("learning"), but not a verb that ends in -ing ("sing", "bring", "string").
  if (v.endsWith('ing') && /[aeiouy]/.test(v.slice(0, -3))) return v;
  if (v === 'be') return 'being';
  if (v.endsWith('ie')) return `${v.slice(0, -2)}ying`;
  // A silent final e goes ("make", "argue"); "see", "dye", "hoe" keep theirs.
  if (/[^aeiouy]e$/.test(v) || /[^e]ue$/.test(v)) return `${v.slice(0, -1)}ing`;
  // One syllable (or a stressed last one) ending in one vowel and one consonant doubles it: "run", "quit", "strip", "begin".
  const doubles = /^y?[^aeiouy]*(?:qu)?[aeiou][b-df-hj-np-tvz]$/.test(v) || (STRESSED_LAST.has(v) && /[aeiou][b-df-hj-np-tvz]$/.test(v));
  // British spelling doubles a final l after one vowel: "travelling", "cancelling".
  if (doubles || /[^aeiou][aeiou]l$/.test(v)) return `${v}${v.slice(-1)}ing`;
  if (/[^aeiou][aeiou]c$/.test(v) && v.length > 3) return `${v}king`;
  return `${v}ing`;
}

/**
 * Endings of words that describe or name rather than act: "weekly", "daily",
 * "seasonal", "annual", "delicious", "careful", "fluent", "important", and plural
 * nouns ("runs", "dinners"). "Apply", "fly", "heal", "focus", "pass", "invent" and
 * "plant" end otherwise.
 */
const NOT_VERB_ENDING = /^\p{L}+[^pl]ly$|^\p{L}{2,}[^aeio]al$|ous$|ful$|^\p{L}{2,}[^su'’]s$|^\p{L}{2,}[^v]ent$|^\p{L}{3,}ant$/u;

/** Whether a title's first word reads as a verb: a known one, or one with no ending of an adjective or a plural noun. */
function readsAsVerb(word: string): boolean {
  const w = word.toLowerCase();
  return isKnownVerb(w) || !NOT_VERB_ENDING.test(w);
}

function isListedVerb(word: string): boolean {
  return ACTION_VERBS.has(word) || GOAL_TITLE_VERBS.has(word);
}

/** Nouns with the ending of a verb made with -ise or -ize ("Exercise routine", "Franchise launch"). */
const ISE_NOUNS = new Set('exercise expertise franchise enterprise merchandise paradise premise promise compromise surprise treatise otherwise'.split(' '));

/**
 * Whether a word is a verb: a listed one, one made from a listed one again ("reorganise",
 * "redo", "reconnect"), or one made with a verb's ending ("modernise", "prioritize", "beautify").
 */
function isKnownVerb(word: string): boolean {
  if (isListedVerb(word)) return true;
  const again = /^re-?(\p{L}{2,})$/u.exec(word)?.[1];
  if (again && isListedVerb(again)) return true;
  return (/^\p{L}{4,}(?:ise|ize|ify)$/u.test(word) && !ISE_NOUNS.has(word));
}

/** Words that start what a verb acts on: an article, a possessive, a pronoun ("see the rings", "ride it"). */
const OBJECT_START = new Set(['a', 'an', 'the', 'your', 'our', 'their', 'his', 'her', 'its', 'it', 'them', 'this', 'that', 'these', 'those', 'some', 'every', 'each', 'all']);

/** Words that follow a verb rather than a describing word: a preposition or an adverb of amount ("Focus on", "Walk more"). */
const AFTER_A_VERB = new Set(['on', 'for', 'to', 'in', 'at', 'with', 'from', 'into', 'about', 'through', 'over', 'off', 'up', 'out', 'down', 'away', 'back', 'more', 'less', 'better', 'again']);

/** Whether a word inside a title starts an object: one of OBJECT_START, a number or a name ("Saturn's rings"). */
function startsObject(word: string | undefined): boolean {
  return word !== undefined && (OBJECT_START.has(word.toLowerCase()) || /^[\d\p{Lu}]/u.test(word));
}

/**
 * Whether the word after "and" at `i` of a goal's words (its first verb at 0) is a second verb
 * of the goal: right after the first ("Adopt and train"), a known action ("and record it"), or
 * a word that reads as a verb in lower case with an object after it ("and see Saturn's rings").
 * After "to" and a verb ("Learn to cook and host a party") the second verb belongs to "to".
 */
function isSecondVerb(goal: string[], i: number): boolean {
  const word = goal[i];
  if (goal[i - 1]?.toLowerCase() !== 'and') return false;
  if (goal.slice(1, i - 1).some((w, j) => w.toLowerCase() === 'to' && isKnownVerb((goal[j + 2] ?? '').toLowerCase()))) return false;
  return i === 2 || ACTION_VERBS.has(word.toLowerCase()) || (word === word.toLowerCase() && readsAsVerb(word) && startsObject(goal[i + 1]));
}

/** What a goal title may start with before its verb: "I want to", "My goal is to", "Finally". */
const LEAD_IN = /^(?:(?:i|we)\s+(?:want|need|would\s+like|'d\s+like|hope|plan)\s+to\s+|my\s+goal\s+is\s+to\s+|to\s+)?(?:finally\s+|really\s+|actually\s+)?/i;

/** Verbs that say the same of a goal: "Finish completing your course" says it twice. */
const SAME_VERBS: ReadonlyArray<ReadonlySet<string>> = [new Set(['finish', 'complete'])];

function sameVerb(a: string, b: string): boolean {
  return a === b || SAME_VERBS.some((group) => group.has(a) && group.has(b));
}

/** A goal title from its verb on: "I want to finally learn Spanish" -> "learn Spanish". */
export function withoutLeadIn(title: string): string {
  return trimPunctuation(title.trim()).replace(LEAD_IN, '');
}

/**
 * The goal's one noun when its title is a single word that is no verb ("Home", "Fitness",
 * "Paris"), as it reads in a sentence: "your home", "your fitness", "Paris". Null otherwise.
 */
export function nounGoal(title: string): string | null {
  const t = withoutLeadIn(title);
  const [word, ...rest] = t.split(/\s+/);
  if (!word || rest.length > 0 || !/^[\p{L}-]+$/u.test(word)) return null;
  const lower = word.toLowerCase();
  if (isKnownVerb(lower) || FUNCTION_WORDS.has(lower) || NOT_VERBS.has(lower)) return null;
  const lowered = lowerFirst(word);
  return lowered !== word || !/^\p{Lu}/u.test(word) ? `your ${lowered}` : word;
}

/**
 * The goal as a phrase that fits after "for" or "finish": "Restore a 1972
 * Honda motorbike" -> "restoring a 1972 Honda motorbike", "Get my
 * motorcycle licence" -> "getting your motorcycle licence". A title that
 * starts with an article, a number or a name reads as in a sentence ("a
 * calmer morning routine", "Paris weekend with friends"); one that starts a
 * clause ("It is time to move") has no such phrase: null.
 * In a sentence whose verb the title starts with too (`verb`: "Finish" in
 * "Finish {goal}", "Finish the first piece of {goal}"), the phrase is what
 * the title's verb acts on: "Finish my novel" -> "your novel" (null when
 * that is a fragment: "Finish it").
 */
export function goalPhrase(title: string, verb = ''): string | null {
  const t = withoutLeadIn(title).replace(/\b(?:my|our)\b/gi, 'your').replace(/\bmyself\b/gi, 'yourself').replace(/\bourselves\b/gi, 'yourselves').replace(/\bI\b/g, 'you');
  const [first, ...rest] = t.split(/\s+/);
  if (!first) return null;
  // A name or an acronym starts a noun phrase, not a verb: "Paris weekend with friends", "NHS fundraiser".
  const name = /^\p{Lu}/u.test(first) && lowerFirst(first) === first;
  if (NOT_VERBS.has(first.toLowerCase()) || /\d/.test(first) || name) return lowerFirst(t);
  if (FUNCTION_WORDS.has(first.toLowerCase())) return null;
  // One word is a verb only when it is a known one: "Meditate" is about meditating, "Home" is a noun.
  if (!readsAsVerb(first) || (rest.length === 0 && !isKnownVerb(first.toLowerCase()))) return lowerFirst(t);
  // A word no list knows as a verb, followed by neither an object nor a word a verb takes
  // ("on", "more"), describes or names a thing: "Weight loss", "Consistent practice", "Career
  // change" ("Invent a board game" and "Focus on my health" act).
  if (!isKnownVerb(first.toLowerCase()) && !startsObject(rest[0]) && !AFTER_A_VERB.has(rest[0].toLowerCase())) return lowerFirst(t);
  if (sameVerb(verb.toLowerCase(), first.toLowerCase())) {
    const object = rest.join(' ');
    return isFragment(object) ? null : object;
  }
  return gerundPhrase([first, ...rest]);
}

/**
 * A verb phrase's words with its verbs in -ing form: the first, and a second verb of the goal
 * ("Adopt and train a dog" -> "adopting and training a dog", "Grind a mirror and see Saturn's
 * rings" -> "grinding a mirror and seeing Saturn's rings").
 */
function gerundPhrase(goal: string[]): string {
  return goal.map((word, i) => (i === 0 || isSecondVerb(goal, i) ? gerund(word) : word)).join(' ');
}

const LISTENER: Record<string, string> = { i: 'you', "i'm": "you're", "i've": "you've", me: 'you', my: 'your', mine: 'yours', myself: 'yourself', we: 'you', our: 'your', us: 'you' };

/**
 * The person's words turned to the one answering them: "my knee" is "your knee", "I am" is "you
 * are". "am" alone is left ("6 am"), and "US" in capitals is the country. A capital stays where it
 * starts the text or was not the "I" every sentence spells so.
 */
export function toListener(text: string): string {
  const kept = (word: string, said: string, at: number) => (/^[A-Z]/.test(said) && (at === 0 || !/^I\b/.test(said)) ? word.charAt(0).toUpperCase() + word.slice(1) : word);
  return text
    .replace(/\bI\s+am\b/gi, (said, at: number) => kept('you are', said, at))
    .replace(/\b(?:[Ii]'m|[Ii]'ve|[Ii]|[Mm]e|[Mm]y|[Mm]ine|[Mm]yself|[Ww]e|[Oo]ur|us)\b/g, (said, at: number) => kept(LISTENER[said.toLowerCase()] ?? said, said, at));
}
