import type { QaPair } from '../../domain/planning';
import { criterionToAction, isAction, readsAsAction } from './actions';
import { capitalize, isWish, keywords, overlap, splitActionList, splitItems, stem, trimPunctuation, unique, words } from './text';
import { titleProblems } from './titleText';
import { PARTICIPLES } from './verbs';
import { AIM_SENTENCE } from './missionAim';

const LEAD_INS =
  /^(?:(?:first|then|also|next|finally|and|after that)[,\s]+)*(?:(?:i|we)\s+(?:(?:also|still|really|just|first)\s+)?(?:need|have|want|plan|must|should|would like|'d like)\s+to\s+|(?:i|we)(?:'ll| will)\s+|to\s+)?/i;

/**
 * Verbs that are nouns too and take their object directly: after "first" and
 * before a preposition they are the noun ("First contact with a station
 * abroad", "First visit to the dentist"), so "first" is no lead-in there.
 */
const NOUN_BEFORE_PREPOSITION = /^first\s+(?:contact|visit|call|order|test|draft|review|interview|email|record)\s+(?:with|to|of|from|at|for|in|on)\b/i;

/** An item as an action may read: its lead-in ("First, ", "I need to") gone. */
function actionText(item: string): string {
  return trimPunctuation((NOUN_BEFORE_PREPOSITION.test(item) ? item : item.replace(LEAD_INS, '')).replace(NEXT_CLAUSE, ''));
}

/** ", my GPA is 3.6", ", it is due in May": a clause with its own subject after a comma says something else. */
const NEXT_CLAUSE =
  /,\s+(?:(?:my|our|his|her|their|your|the)\s+[\p{L}\d-]+|i|we|it|he|she|they|this|that|there)\s+(?:is|are|was|were|am|has|have|had|will|would|can|could|must|should)\b.*$/iu;

/** The days an odyssey's plan writes into a mission ("Start from 2 March 2027 and aim to finish by ...") are its dates, not work. */
const withoutPlannedDays = (description: string) => description.replace(new RegExp(AIM_SENTENCE.source, 'gi'), ' ');

/**
 * The actions a person listed in their own description ("book a venue;
 * send invitations"), in their order. A single sentence is a summary, not a
 * list, so fewer than `least` actions (two) gives none; what a person added to
 * a summary the plan wrote needs no second one.
 */
export function ownActions(description: string, max = 5, least = 2): string[] {
  const items = splitItems(withoutPlannedDays(description))
    .flatMap(splitActionList)
    .map(actionText)
    .filter((item) => item.split(/\s+/).length >= 2 && isAction(item))
    .map(capitalize);
  const distinct = unique(items, (i) => i.toLowerCase());
  return distinct.length >= least ? distinct.slice(0, max) : [];
}

const isParticiple = (word: string) => word in PARTICIPLES || /^.{3,}ed$/.test(word);

/**
 * A state a description names as done ("Stretch work delivered", "Offer described and tested
 * in ten customer conversations") as the action that makes it so ("Deliver stretch work"), or
 * null when it names no state of one thing: a list of nouns ("Venue, food, programme"), or
 * states of several ("Needs heard and the contribution chosen").
 */
function stateAsAction(part: string): string | null {
  // "I started running in September": what the person did or does, not a state of a thing.
  if (/^(?:i|we|he|she|they|you|it)\b/i.test(part.trim())) return null;
  const [, before, after] = /^(.*?)\band\s+(.*)$/i.exec(part) ?? [];
  const afterWords = after ? words(after) : [];
  // "Offer described and tested" is one state; "Needs heard and the contribution chosen" are two;
  // "Kitchen and work space set up" is one, of two things.
  const ownClause = words(before ?? '').some(isParticiple) || /^(?:the|a|an|my|our|your|their)$/.test(afterWords[0] ?? '');
  if (afterWords.length > 0 && !isParticiple(afterWords[0]) && afterWords.some(isParticiple) && ownClause) return null;
  const action = criterionToAction(part);
  return action.startsWith('Achieve:') || !isPiece(action) ? null : action;
}

/** The states a list names ("Quotes compared, tradespeople booked"); nouns that share one participle stay together ("Bed, kitchen and work space set up"). */
function statesOf(item: string): string[] {
  const out: string[] = [];
  let waiting = '';
  for (const part of item.split(/,\s+/)) {
    const joined = waiting ? `${waiting}, ${part}` : part;
    if (words(part).some(isParticiple)) {
      out.push(joined);
      waiting = '';
    } else waiting = joined;
  }
  return waiting ? [...out, waiting] : out;
}

/** A piece of work reads as a todo: two words at least, no label or list after a colon, a sound title. */
const isPiece = (title: string) => words(title).length >= 2 && !title.includes(':') && titleProblems(title).length === 0;

/**
 * The pieces of work a description names, in its order: its actions ("Raise volume step by
 * step", "collect feedback") and the states it lists as done, as actions ("Quotes compared,
 * tradespeople booked" -> "Compare quotes", "Book tradespeople"). Unlike `ownActions`, one
 * piece is enough: a plan no family fits is made of them, as an odyssey's description gives
 * its milestones.
 */
export function describedWork(description: string, max = 5): string[] {
  // "I want to sell online" says what the goal is for, not a piece of work towards it.
  const items = splitItems(withoutPlannedDays(description)).filter((item) => !isWish(item)).flatMap(splitActionList).flatMap((item) => {
    const text = actionText(item);
    if (isAction(text) || readsAsAction(text)) return isPiece(text) ? [capitalize(text)] : [];
    // A state keeps its first word: "next steps agreed" is no lead-in.
    return statesOf(trimPunctuation(item)).flatMap((part) => stateAsAction(part) ?? []);
  });
  return unique(items, (i) => i.toLowerCase()).slice(0, max);
}

/** Words between a verb and the thing it acts on: "Get three quotes", "Book the plumber". */
const BEFORE_OBJECT = /^(?:a|an|the|my|our|your|their|some|all|any|new|\d+|two|three|four|five|six|seven|eight|nine|ten|several|few)$/;

/** A title's verb and the thing it acts on, stemmed: "Get three quotes from bathroom fitters" -> "get quote". */
function verbAndObject(title: string): string | null {
  const [verb, ...rest] = words(title);
  const object = rest.find((w) => !BEFORE_OBJECT.test(w));
  return verb !== undefined && object !== undefined ? `${stem(verb)} ${stem(object)}` : null;
}

/** True when two titles are about the same thing (most keywords shared). */
export function sameWork(a: string, b: string): boolean {
  const ka = keywords(a);
  const kb = keywords(b);
  return Math.max(overlap(ka, kb), overlap(kb, ka)) >= 0.6;
}

/** Verbs that all secure a thing for a day: "Rent a van" is booked as "Book movers or a van" is. */
const SECURES = new Set(['book', 'rent', 'hire', 'reserve']);

/** "Rent a van with friends" and "Book movers or a van": both secure the thing one of them names. */
function secureTheSameThing(a: string, b: string): boolean {
  const [verbA, ...restA] = words(a);
  const [verbB, ...restB] = words(b);
  if (!SECURES.has(verbA ?? '') || !SECURES.has(verbB ?? '')) return false;
  const objectA = restA.find((w) => !BEFORE_OBJECT.test(w));
  const objectB = restB.find((w) => !BEFORE_OBJECT.test(w));
  const has = (rest: string[], object: string | undefined) => object !== undefined && rest.some((w) => stem(w) === stem(object));
  return has(restB, objectA) || has(restA, objectB);
}

/**
 * True when two items of a plan do the same work: about the same thing, or the same verb on the
 * same thing ("Get three quotes from bathroom fitters" and "Get quotes for the professional work"),
 * or both secure one thing ("Rent a van with friends" and "Book movers or a van").
 */
export function samePlanItem(a: string, b: string): boolean {
  return sameWork(a, b) || sameTask(a, b);
}

/** True when two titles do one task: the same verb on the same thing ("Book a hotel in Lisbon", "Book the hotel for 3 nights"), or both secure one thing. */
export function sameTask(a: string, b: string): boolean {
  const task = verbAndObject(a);
  return (task !== null && task === verbAndObject(b)) || secureTheSameThing(a, b);
}

/**
 * A day of the week something recurs on ("book club on Thursdays", "choir every Monday", "Friday
 * evenings"): what is there already, not a piece of work for the plan.
 */
const RECURRING_DAY =
  /\b(?:mon|tues|wednes|thurs|fri|satur|sun)days\b|\b(?:every|each)\s+(?:other\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend)\b|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+(?:mornings|afternoons|evenings|nights)\b/i;

/** "Landing a junior UX job at a product company": an answer that starts with an -ing form names the outcome wanted, not a piece of work. */
const OUTCOME = /^(?!(?:bring|sing|string|swing|ring|spring|sting|cling|fling|sling|wring)\b)\p{L}{2,}ing\b/iu;

/** "Start on 1 January", "Finish by the end of June": a day the goal starts or ends on, not a piece of work. */
const ONLY_A_DAY =
  /^(?:start|begin|finish|end|stop|quit)\s+(?:on|by|in|from|before|after|at|until)\s+(?:the\s+)?(?:\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|next\b|this\b|end\b|christmas|easter|new\s+year|spring|summer|autumn|fall|winter)/i;

/**
 * "Twice a week, 45 minutes", "Half an hour a day", "Saturday 14 August", "From two flats to one":
 * an answer that opens on how often, how long, which day or where from says when or how much,
 * not a piece of work.
 */
const ONLY_A_MEASURE =
  /^(?:once|twice|half|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekends?|weekdays?|(?:jan|febr)uary|march|april|june|july|august|(?:sept|octo|novem|decem)ber|from|until|till|up\s+to|at\s+(?:least|most))\b/i;

/** "Rent and bills are 1500 EUR", "Rent is 900": a thing and what it is or costs, said of it, not a piece of work. */
const A_STATEMENT = /^\p{L}+(?:\s+(?:and|or)\s+\p{L}+)?\s+(?:is|are|was|were|costs?)\b/iu;

/**
 * A question that asks for the outcome wanted ("What does success look like", "What outcome do you
 * want", "which score do you need", "what should it look like when it is done", "You want to become
 * a data analyst: which level ..."): its answer ("Pass the Associate exam", "Get the offer") is
 * where the plan leads, not a piece of work on the way.
 */
const OUTCOME_QUESTION =
  /\b(?:success\s+look\s+like|what\s+outcome|you\s+want\s+to\s+become|which\s+(?:score|grade)|score\s+or\s+grade|when\s+(?:it|this)\s+is\s+done|like\s+when\s+done|be\s+different\s+(?:for\s+them\s+)?when)\b/i;

/** The answers that may name work: all but those to a question about the outcome wanted. */
export function answersNamingWork(pairs: QaPair[]): string[] {
  return pairs.filter((p) => !OUTCOME_QUESTION.test(p.question)).map((p) => p.answer);
}

/**
 * Actions a person wrote in their answers ("Take the course at the local
 * association first"): each answer item that starts with a verb and says
 * more than two words. Answers that only set a number, a date, a limit or a
 * rhythm are not actions, nor a fact about a thing ("rent is 900"), nor a
 * commitment they keep on a day each week.
 */
export function answerActions(answers: string[], max = 4): string[] {
  const items = answers
    .flatMap((a) => splitItems(a))
    .map(actionText)
    .filter((item) => item.split(/\s+/).length >= 3 && (isAction(item) || readsAsAction(item)) && !/^(?:make|get|do|have|take)\s+(?:it|them|this|that)\b/i.test(item))
    .filter((item) => !RECURRING_DAY.test(item) && !OUTCOME.test(item) && !ONLY_A_DAY.test(item) && !ONLY_A_MEASURE.test(item) && !A_STATEMENT.test(item))
    .map(capitalize);
  return unique(items, (i) => i.toLowerCase()).slice(0, max);
}
