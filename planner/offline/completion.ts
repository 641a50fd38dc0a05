import { bareMoney, brokenLimit, fallsShort } from './amounts';
import { asksForHelp } from './messageKind';
import { keywords, sentences, stem, words } from './text';

/**
 * Does the message say the step is finished? Conservative: a question, a
 * negation, a hedge or an intention ("not done", "almost finished",
 * "I will finish") never counts. Present perfect ("I have sent ...") counts;
 * simple past ("I booked ...") counts when the verb is the step's own action.
 */
const DONE_WORDS = /\b(done|finished|completed|accomplished|wrapped up|all set|nailed it|ticked off|checked off|sorted out|(?:is|it's|it’s|are|now|all)\s+complete)\b/i;
const SPEAKS_OF_STEP = /\b(i|i'm|i’m|im|we|we're|we’re|it|it's|it’s|this|that|step|everything|all|yes)\b/i;
const PRESENT_PERFECT = /\b(?:i|we)(?:'ve|’ve|\s+have)\s+(?:just\s+|now\s+|finally\s+|already\s+|successfully\s+)?([a-z]+)\b/i;
const PAST_VERB = '([a-z]+ed|sent|wrote|made|bought|built|paid|sold|took|spent|held|ran|met|found|chose|set up|read|gave|got|did)';
/** "I booked ...", or with the subject left out as in a log: "Booked the movers", "ran 5.2 km". */
const SIMPLE_PAST = new RegExp(`(?:\\b(?:i|we)\\s+|^\\s*)(?:just\\s+|finally\\s+|already\\s+|successfully\\s+)?${PAST_VERB}\\b`, 'i');
const BLOCKERS =
  /\b(not|never|yet|almost|nearly|partly|partially|half|mostly|still|without|except|need|needs|going to|gonna|will|want|wants|plan|planning|should|must|would|could|can|cannot|try|trying|hope|hoping|once|when|if|until|unless|soon|tomorrow|later|started|starting|begun|beginning|get|help|please|how)\b|n't\b|n’t\b/i;
const NOT_ACHIEVEMENTS = new Set([
  'started', 'begun', 'tried', 'struggled', 'failed', 'planned', 'wanted', 'needed', 'considered', 'thought', 'wondered', 'looked',
  'been', 'had', 'decided', 'hoped', 'waited', 'worried', 'noticed', 'learned', 'learnt', 'asked', 'forgot', 'forgotten', 'missed',
  'postponed', 'delayed', 'paused', 'stopped', 'skipped', 'got', 'gotten', 'seen', 'heard', 'felt', 'liked', 'loved', 'hated',
]);
const IRREGULAR = new Set(['written', 'sent', 'done', 'made', 'bought', 'built', 'paid', 'sold', 'taken', 'held', 'read', 'met', 'found', 'chosen', 'run', 'given', 'spoken', 'set', 'put', 'shipped']);
const IRREGULAR_STEMS: Record<string, string> = { sent: 'send', wrote: 'writ', made: 'mak', bought: 'buy', built: 'build', paid: 'pay', sold: 'sell', took: 'tak', spent: 'spend', held: 'hold', ran: 'run', met: 'meet', found: 'find', chose: 'choos', gave: 'giv', did: 'do' };

function isQuestion(sentence: string): boolean {
  return /\?\s*$/.test(sentence) || /^(how|what|why|where|which|who|is|are|am|do|does|did|can|could|should|would|will|have|has)\b/i.test(sentence.trim()) || asksForHelp(sentence);
}

/** "5 boxes", "400 words": a count of things (not of time, distance or money), not a whole ("5 of 5 chapters", "all 10 boxes"). */
const COUNT = /(?<!\bof\s+|\ball\s+|\/)\b\d+(?:[.,]\d+)?\s+([a-z]+s)\b/gi;
const NOT_THINGS = /^(?:seconds|secs|minutes|mins|hours|hrs|days|nights|weeks|months|years|times|people|persons|guests|adults|children|kids|seats|kms|miles|kilometres|kilometers|metres|meters|dollars|euros|bucks|pounds)$/;

/** Does the report count things the step does not name ("I packed 5 boxes" of "Pack the kitchen")? Then it tells of a part, not the whole. */
function countsOtherThings(sentence: string, stepKeywords: Set<string>): boolean {
  return [...sentence.matchAll(COUNT)].some(([, noun]) => !NOT_THINGS.test(noun.toLowerCase()) && !stepKeywords.has(stem(noun.toLowerCase())));
}

function sentenceSaysDone(sentence: string, stepKeywords: Set<string>): boolean {
  if (isQuestion(sentence) || BLOCKERS.test(sentence)) return false;
  // "done" speaks about this step when the clause is short or about me / it / this.
  if (DONE_WORDS.test(sentence) && (words(sentence).length <= 6 || SPEAKS_OF_STEP.test(sentence))) return true;
  // A verb of the step with a count of other things says what was done so far.
  if (countsOtherThings(sentence, stepKeywords)) return false;
  const perfect = PRESENT_PERFECT.exec(sentence);
  if (perfect) {
    const verb = perfect[1].toLowerCase();
    if (!NOT_ACHIEVEMENTS.has(verb) && (verb.endsWith('ed') || IRREGULAR.has(verb))) return true;
  }
  const past = SIMPLE_PAST.exec(sentence);
  if (past) {
    const verb = past[1].toLowerCase();
    const verbStem = IRREGULAR_STEMS[verb] ?? stem(verb);
    if (!NOT_ACHIEVEMENTS.has(verb) && stepKeywords.has(verbStem)) return true;
  }
  return false;
}

/** Any sentence that says "not done" outweighs one that says "done". */
const NEGATED_DONE = /\b(not|never|n't|n’t|almost|nearly|partly|partially|half|not yet)\b[^.!?]*\b(done|finished|completed|complete|ready)\b|\b(done|finished|completed|complete)\b[^.!?]*\b(yet|not)\b/i;

/**
 * A report of less than the step's title asks for is progress, not completion (the todo's
 * amount is the whole goal's: a step may be a part of it). One of more than the step allows
 * ("$80" of "Spend under $50") does not complete it, nor one whose number may be any currency.
 */
export function detectsCompletion(message: string, stepTitle: string): boolean {
  const text = message.trim();
  if (!text || NEGATED_DONE.test(text) || fallsShort(text, stepTitle)) return false;
  if (brokenLimit(text, stepTitle) !== null || bareMoney(text, stepTitle) !== null) return false;
  const stepKeywords = keywords(stepTitle);
  // Clauses: "Done, will move on to the next one" says done in its first clause.
  const clauses = sentences(text).flatMap((s) => (isQuestion(s) ? [s] : s.split(/[,;:]\s*|\s+but\s+|\s+-\s+/)));
  return clauses.some((c) => c.trim() !== '' && sentenceSaysDone(c, stepKeywords));
}

/** Used by the chat reply: whether a message is a question. */
export function isQuestionMessage(message: string): boolean {
  const parts = sentences(message);
  return parts.some(isQuestion) || words(message).length === 0;
}
