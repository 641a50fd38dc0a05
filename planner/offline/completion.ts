import { bareMoney, brokenLimit, fallsShort } from './amounts';
import { verbStem } from './irregularVerbs';
import { asksForHelp } from './messageKind';
import { withDigits } from './numberWords';
import { keywords, sentences, stem, words } from './text';

/**
 * Does the message say the step is finished? Conservative: a question, a
 * negation, a hedge or an intention ("not done", "almost finished",
 * "I will finish") never counts. Present perfect ("I have sent ...") counts;
 * simple past ("I booked ...") counts when the verb is the step's own action.
 */
const DONE_WORDS = /\b(done|finished|completed|accomplished|wrapped up|all set|nailed it|did it|made it|ticked off|checked off|sorted out|(?:is|it's|it’s|are|now|all)\s+complete|that'?s\s+(?:it|all))\b/i;
const SPEAKS_OF_STEP = /\b(i|i'm|i’m|im|we|we're|we’re|it|it's|it’s|this|that|step|everything|all|yes)\b/i;
const PRESENT_PERFECT = /\b(?:i|we)(?:'ve|’ve|\s+have)\s+(?:just\s+|now\s+|finally\s+|already\s+|successfully\s+)?([a-z]+)\b/i;
/** "Set" and "put" on their own ("set it at 350 EUR"), not "set up", "set aside", "put off": those are other actions. */
const PAST_VERB =
  '([a-z]+ed|sent|wrote|rewrote|made|bought|built|paid|sold|took|spent|held|ran|met|found|chose|set up|read|gave|got|did|drew|grew|dug|hung|cut|fed|kept|brought|taught|drove|rode|swam|spoke|sang|wore|won|threw|(?:set|put)(?!\\s+(?:up|aside|off|out|back|away|down)\\b))';
/** "Ok", "so", "yes" before a log: "ok bought everything now" is a log with the subject left out. */
const LEAD_WORD = '(?:(?:ok|okay|so|right|yes|yep|yeah|well|alright|good|great|update)[,:!.]?\\s+)?';
/** "I booked ...", or with the subject left out as in a log: "Booked the movers", "ran 5.2 km". */
const SIMPLE_PAST = new RegExp(`(?:\\b(?:i|we)\\s+|^\\s*${LEAD_WORD})(?:just\\s+|finally\\s+|already\\s+|successfully\\s+)?${PAST_VERB}\\b`, 'i');
const BLOCKERS =
  /\b(not|never|yet|almost|nearly|partly|partially|half|mostly|still|without|except|need|needs|going to|gonna|will|want|wants|plan|planning|should|must|would|could|can|cannot|try|trying|hope|hoping|once|when|if|until|unless|soon|tomorrow|later|started|starting|begun|beginning|get|help|please|how|so\s+far|(?:some|part|most|a\s+few|a\s+bit)\s+of)\b|n't\b|n’t\b/i;
const NOT_ACHIEVEMENTS = new Set([
  'started', 'begun', 'tried', 'struggled', 'failed', 'planned', 'wanted', 'needed', 'considered', 'thought', 'wondered', 'looked',
  'been', 'had', 'decided', 'hoped', 'waited', 'worried', 'noticed', 'learned', 'learnt', 'asked', 'forgot', 'forgotten', 'missed',
  'postponed', 'delayed', 'paused', 'stopped', 'skipped', 'got', 'gotten', 'seen', 'heard', 'felt', 'liked', 'loved', 'hated',
]);
const IRREGULAR = new Set(['written', 'sent', 'done', 'made', 'bought', 'built', 'paid', 'sold', 'taken', 'held', 'read', 'met', 'found', 'chosen', 'run', 'given', 'spoken', 'set', 'put', 'shipped']);

/**
 * "Did the third one", "Did 3 sets", "did it again today": a log with the subject left out, not a
 * question (which names who did it, or asks what "it" did: "did it work").
 */
const LOGGED_DID =
  /^did\s+(?!(?:you|i|we|they|he|she|anyone|anybody|someone|somebody|everyone|(?:it|that|this|the\s+\w+)\s+(?:go|work|count|help|matter|hurt|look|seem|make|get|come|turn|take|need|have|say|show|break|fail|pass|save|finish|end|start|run|change|fit|leak|drip))\b)/i;

function isQuestion(sentence: string): boolean {
  const text = sentence.trim();
  if (/\?\s*$/.test(text)) return true;
  // "Did it!": an exclamation reports, it does not ask ("Help!" asks).
  if (/!\s*$/.test(text) && !asksForHelp(text)) return false;
  if (LOGGED_DID.test(text)) return false;
  return /^(how|what|why|where|which|who|is|are|am|do|does|did|can|could|should|would|will|have|has)\b/i.test(text) || asksForHelp(sentence);
}

/** "5 boxes", "400 words": a count of things (not of time, distance or money), not a whole ("5 of 5 chapters", "all 10 boxes"). */
const COUNT = /(?<!\bof\s+|\ball\s+|\/)\b\d+(?:[.,]\d+)?\s+([a-z]+s)\b/gi;
const NOT_THINGS = /^(?:seconds|secs|minutes|mins|hours|hrs|days|nights|weeks|months|years|times|people|persons|guests|adults|children|kids|seats|kms|miles|kilometres|kilometers|metres|meters|dollars|euros|bucks|pounds)$/;

/** Does the report count things the step does not name ("I packed 5 boxes" of "Pack the kitchen")? Then it tells of a part, not the whole. */
function countsOtherThings(sentence: string, stepKeywords: Set<string>): boolean {
  return [...sentence.matchAll(COUNT)].some(([, noun]) => !NOT_THINGS.test(noun.toLowerCase()) && !stepKeywords.has(stem(noun.toLowerCase())));
}

/**
 * "I set it up", "Set up the standing order", "I set up a monthly transfer of $400", "I put it up":
 * the step's own "set up" or "put up" in the past, with what was set up a pronoun or something the
 * step names (a word or its amount); "I set up a reminder", "I set aside $400" or "I put it off" is not it.
 */
const SET_UP = /(?:\b(?:i|we)\s+|^\s*)(?:just\s+|finally\s+|already\s+|successfully\s+)?(set|put)\s+(?:up\b(.*)|((?:[\w$€£.,-]+\s+){1,3})up\b)/i;
const stepSetsUp = (stepTitle: string, verb: string) => new RegExp(`\\b${verb}\\s+(?:[\\w-]+\\s+){0,3}?up\\b`, 'i').test(stepTitle);
const PRONOUN = /^\s*(?:it|them|this|that|everything|all|one)\b/i;

function setsUpTheStep(clause: string, stepTitle: string, stepKeywords: Set<string>): boolean {
  const match = SET_UP.exec(clause);
  if (!match || !stepSetsUp(stepTitle, match[1].toLowerCase())) return false;
  const object = (match[2] ?? match[3] ?? '').trim();
  if (object === '' || PRONOUN.test(object)) return true;
  return [...keywords(object)].some((k) => k !== 'set' && k !== 'put' && stepKeywords.has(k));
}

/** Things a person has, holds or attends: "I had the call" is done when the step is to have (or book) one. */
const EVENTS = 'calls?|conversations?|chats?|talks?|meetings?|sessions?|lessons?|class(?:es)?|interviews?|appointments?|consultations?|check-?ups?|viewings?';
const HAD_EVENT = new RegExp(
  `(?:\\b(?:i|we)(?:'ve|’ve|\\s+have)?\\s+|^\\s*)(?:just\\s+|finally\\s+|already\\s+)?had\\s+(?:the|my|our|a|an|this|that|today's|today’s)\\s+((?:[\\w-]+\\s+){0,2}?)(?:${EVENTS})\\b`,
  'i',
);
/** A step to have, hold, attend or book an event ("Have a 30-minute conversation with a tutor", "Book a call with an advisor"). */
const EVENT_STEP = new RegExp(`^\\s*(?:have|hold|attend|book|schedule|arrange|take|join|do)\\b.*\\b(?:${EVENTS})\\b`, 'i');
/** "Have 3 sessions with a coach": one of several is a part. */
const SEVERAL_EVENTS = new RegExp(`\\b(?:\\d+|two|three|four|five|six|several|a\\s+few)\\s+(?:[\\w-]+\\s+){0,2}?(?:${EVENTS})\\b`, 'i');
/** "the first call", "a short chat": one that may not be the one the step asks for (unless the step says so). */
const NOT_THE_WHOLE_EVENT = /\b(?:first|second|third|next|short|quick|brief|intro|introductory|trial)\b/i;
/** Anywhere in the message, these say the event did not go as the step asks: "but we ran out of time", "not the tutor". */
const EVENT_FELL_SHORT = /\b(?:but|only|cut|cancel\w*|postpon\w*|reschedul\w*|late|ran\s+out|not|no|never|yet|more\s+to\s+go)\b|n't\b|n’t\b/i;

function hadTheEvent(message: string, stepTitle: string): boolean {
  if (!EVENT_STEP.test(stepTitle) || SEVERAL_EVENTS.test(stepTitle) || EVENT_FELL_SHORT.test(message)) return false;
  return sentences(message).some((s) => {
    if (isQuestion(s) || BLOCKERS.test(s)) return false;
    const match = HAD_EVENT.exec(s);
    if (!match) return false;
    const modifier = match[1] ?? '';
    return !(NOT_THE_WHOLE_EVENT.test(modifier) && !NOT_THE_WHOLE_EVENT.test(stepTitle));
  });
}

/**
 * A step that brings a thing to a number ("Cut the CV to two pages", "Reduce screen time to 2
 * hours") is done when the report says the thing is there: "got it down to 2", "down to 2 pages
 * now", "it's 2 pages"; less than the number is there too when the step lowers it.
 */
const TO_A_NUMBER_STEP = /^\s*(cut|reduce|trim|shorten|lower|limit|bring|get|raise|increase|grow)\b.*?\bto\s+(\d+(?:\.\d+)?)\b/i;
const LOWERS = /^(?:cut|reduce|trim|shorten|lower|limit)$/i;
const AT_A_NUMBER =
  /(?:\b(?:got|brought|cut|trimmed|reduced|shortened|lowered|raised|increased)\s+(?:it|them|this|that|(?:the|my)\s+\w+)\s+(?:down\s+|up\s+)?to|\b(?:down|up)\s+to|\b(?:it'?s|it\s+is|now\s+at|now)|^\s*at)\s+(\d+(?:\.\d+)?)\b(?!\s*[%:/.]\d)/i;

function reachedTheNumber(message: string, stepTitle: string): boolean {
  const target = TO_A_NUMBER_STEP.exec(withDigits(stepTitle));
  if (!target) return false;
  const wanted = Number(target[2]);
  return sentences(withDigits(message)).some((s) => {
    if (isQuestion(s) || BLOCKERS.test(s)) return false;
    const at = AT_A_NUMBER.exec(s);
    return at !== null && (Number(at[1]) === wanted || (LOWERS.test(target[1]) && Number(at[1]) < wanted));
  });
}

/** A step to choose ("Choose a plumber", "Pick a venue") is done by the choice made: "went with Mario", "picked the blue one". */
const CHOICE_STEP = /^\s*(?:choose|pick|select|decide|settle)\b/i;
const CHOICE_MADE = new RegExp(`(?:\\b(?:i|we)\\s+|^\\s*${LEAD_WORD})(?:went\\s+with|picked|chose|selected|decided\\s+on|settled\\s+on|opted\\s+for|hired|booked)\\b`, 'i');

/** "the plan", "my weekly training plan": a plan as the thing made, which no intention ("I plan to") is. */
const PLAN_AS_THING = /\b(?:the|my|a|our|this|that|your)\s+(?:[a-z]+\s+){0,2}plan\b/gi;

function sentenceSaysDone(sentence: string, stepKeywords: Set<string>, stepTitle: string): boolean {
  if (isQuestion(sentence) || BLOCKERS.test(sentence.replace(PLAN_AS_THING, 'it'))) return false;
  if (CHOICE_STEP.test(stepTitle) && CHOICE_MADE.test(sentence)) return true;
  if (setsUpTheStep(sentence, stepTitle, stepKeywords)) return true;
  // "done" speaks about this step when the clause is short or about me / it / this.
  if (DONE_WORDS.test(sentence) && (words(sentence).length <= 6 || SPEAKS_OF_STEP.test(sentence))) return true;
  // A verb of the step with a count of other things says what was done so far.
  if (countsOtherThings(sentence, stepKeywords)) return false;
  const allOf = ALL_OF_THEM.exec(sentence);
  if (allOf && stepKeywords.has(verbStem(allOf[1].toLowerCase()))) return true;
  const perfect = PRESENT_PERFECT.exec(sentence);
  if (perfect) {
    const verb = perfect[1].toLowerCase();
    if ((!NOT_ACHIEVEMENTS.has(verb) || ownAction(verb, sentence, perfect, stepTitle)) && (verb.endsWith('ed') || IRREGULAR.has(verb))) return true;
  }
  const past = SIMPLE_PAST.exec(sentence);
  if (past) {
    const verb = past[1].toLowerCase();
    const pastStem = verbStem(verb);
    // The step's own verb counts even when it says little on its own: "Did the quiz" of "Do a quiz", "made 25" of "Make flashcards".
    const ownVerb = pastStem === stem(words(stepTitle)[0] ?? '');
    // A step to "set up" or "put up" is done by that, which SET_UP reads: "I set a budget" is another action.
    if ((verb === 'set' || verb === 'put') && stepSetsUp(stepTitle, verb)) return false;
    if ((!NOT_ACHIEVEMENTS.has(verb) || ownAction(verb, sentence, past, stepTitle)) && (stepKeywords.has(pastStem) || ownVerb)) return true;
  }
  return false;
}

/** "All 5 planned", "All of them sent": the step's own action done to all of its things. */
const ALL_OF_THEM = /^\s*all\s+(?:\d+\s+|of\s+them\s+|(?:the\s+)?[a-z]+s\s+)?([a-z]+ed|sent|written|made|bought|built|paid|read)\s*[.!]*\s*$/i;
/**
 * Verbs that are no achievement in general ("I planned to go", "I learned that ...") but are
 * when they are the step's own action, done to a thing: "I planned the meals" of "Plan 5 meals".
 */
const OWN_ACTIONS = new Set(['planned', 'learned', 'learnt', 'asked', 'decided', 'tried']);
const NOT_A_THING = /^\s*(?:to|that|how|what|whether|if|why|when|where|which|who|it\s+was|so|but)\b/i;

function ownAction(verb: string, sentence: string, match: RegExpExecArray, stepTitle: string): boolean {
  if (!OWN_ACTIONS.has(verb)) return false;
  const stepVerb = words(stepTitle)[0] ?? '';
  const rest = sentence.slice(match.index + match[0].length);
  return stem(stepVerb) === verbStem(verb === 'learnt' ? 'learned' : verb) && rest.trim() !== '' && !NOT_A_THING.test(rest);
}

/** A "what now?" after a report: ", what now?", ", so what's next?". */
const WHAT_NOW_TAIL = /\s*[,;-]\s*(?:so\s+|and\s+)?what(?:'s|’s|\s+is)?\s+(?:now|next)\s*\?+\s*$/i;

/**
 * What happened after the report undoes it: "I booked them, but they cancelled", "paid, but the
 * payment failed"; not when that is the step's own action ("I cancelled it, then cancelled the locker too").
 */
const UNDONE_AFTER = /\b(?:but|then|however|except)\b[^.!?]*\b(cancel\w*|fell\s+through|fell\s+apart|rejected|refused|declined|bounced|failed|went\s+wrong|broke|fell\s+off|no-?show\w*|returned|refunded|reversed)\b/i;

/** Any sentence that says "not done" outweighs one that says "done". */
const NEGATED_DONE = /\b(not|never|n't|n’t|almost|nearly|partly|partially|half|not yet)\b[^.!?]*\b(done|finished|completed|complete|ready)\b|\b(done|finished|completed|complete)\b[^.!?]*\b(yet|not)\b/i;

/**
 * A report of less than the step's title asks for is progress, not completion (the todo's
 * amount is the whole goal's: a step may be a part of it). One of more than the step allows
 * ("$80" of "Spend under $50") does not complete it, nor one whose number may be any currency.
 */
export function detectsCompletion(message: string, stepTitle: string): boolean {
  const text = message.trim();
  if (!text || NEGATED_DONE.test(text)) return false;
  // "Got it down to 1 hour" of "Reduce screen time to 2 hours": less is the point, not a part.
  const reached = reachedTheNumber(text, stepTitle);
  if (!reached && fallsShort(text, stepTitle)) return false;
  const stepKeywords = keywords(stepTitle);
  const undone = UNDONE_AFTER.exec(text);
  if (undone && !stepKeywords.has(stem(undone[1].toLowerCase()))) return false;
  if (brokenLimit(text, stepTitle) !== null || bareMoney(text, stepTitle) !== null) return false;
  // Clauses: "Done, will move on to the next one" says done in its first clause.
  // "Done with the run, what now?": the report before the "what now" is read as a report.
  const clauses = sentences(text)
    .map((s) => s.replace(WHAT_NOW_TAIL, ''))
    .flatMap((s) => (isQuestion(s) ? [s] : s.split(/[,;:]\s*|\s+but\s+|\s+-\s+/)));
  return reached || hadTheEvent(text, stepTitle) || clauses.some((c) => c.trim() !== '' && sentenceSaysDone(c, stepKeywords, stepTitle));
}

/** Used by the chat reply: whether a message is a question. */
export function isQuestionMessage(message: string): boolean {
  const parts = sentences(message);
  return parts.some(isQuestion) || words(message).length === 0;
}
