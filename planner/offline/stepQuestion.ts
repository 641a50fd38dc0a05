import { withSlipsMended } from './typedEnglish';

/**
 * The kind of question a person asks about a step. Checked in this order, so "how long" is
 * never read as "how", and "what if I get stuck" is never read as "what first". "How many
 * snacks?" or "how much does it cost?" asks for an amount, which none of the kinds answers;
 * "how many words a day?" asks for a pace, which "how long" answers.
 */
export type StepQuestionKind = 'duration' | 'stuck' | 'enough' | 'first' | 'examples' | 'how';

const PATTERNS: ReadonlyArray<[StepQuestionKind, RegExp]> = [
  ['duration', /\bhow\s+(?:long|much\s+time|many\s+(?:hours|minutes|days|weeks|sessions))\b|\bhow\s+much\s+should\s+i\b(?!\s+(?:save|spend|pay|put|invest|budget|set\s+aside|give|borrow|charge|ask|offer|lend|donate|tip|keep)\b)|\bhow\s+often\b|\bhow\s+soon\b|\bwhen\s+should\s+i\s+(?:finish|be\s+done)\b|\btime\s+(?:should|will|does)\s+(?:it|this)\s+take\b|\bhow\s+many\s+(?:words|pages)\s+(?:a|per|each|every)\s+(?:day|week|session)\b/i],
  ['stuck', /\b(?:stuck|blocked|writer'?s\s+block|forget\w*|forgot|struggl\w*|give\s+up|fail\w*|overwhelm\w*|no\s+time|can(?:no|')t|cannot|don'?t\s+know\s+how|doesn'?t\s+work|not\s+working|problem|too\s+(?:hard|difficult|much)|miss(?:ed|es)?\s+(?:a|an|one|two|the|my|it|this))\b/i],
  ['enough', /\benough\b|\bis\s+(?:this|that|it)\s+(?:ok|okay|fine|good|right|sufficient)\b(?!\s+(?:to|if|when|while|for\s+me\s+to)\b)|\bhow\s+(?:do|will|can)\s+i\s+know\s+(?:when|if|that)\b|\b(?:am\s+i|is\s+it)\s+done\b|\bcounts?\s+as\s+done\b|\bgood\s+result\b|\bis\s+(?:it|this|that)\s+(?:ok|okay|fine|alright)\s+if\s+(?:it|this|that)(?:\s+is|'s)\s+(?:bad|rough|messy|ugly|not\s+(?:perfect|great|good|finished))\b/i],
  ['first', /\b(?:where|how)\s+(?:do|should|can)\s+i\s+(?:start|begin)\b|\bwhere\s+to\s+(?:start|begin)\b|\bwhat\s+(?:do\s+i\s+do|should\s+i\s+do|comes)\s+first\b|\bfirst\s+(?:thing|step|move)\b|\bwhat\s+first\b|\bget\s+started\b|\bhelp\s+me\s+(?:get\s+)?(?:start|begin)\w*\b|\bhow\s+to\s+(?:start|begin)\b/i],
  ['examples', /\bexamples?\b|\bfor\s+instance\b|\bsamples?\b|\bshow\s+me\b|\bwhat\s+(?:does|would|should)(?:\s+\w+){0,3}\s+look\s+like\b|\bideas?\b|\btemplate\b/i],
  ['how', /\bhow\s+(?:do|does|should|can|could|would|to|is|are|might)\b|\b(?:best|right|good|easiest|simplest|quickest)\s+way\b|\bany\s+tips?\b|\badvice\b|\bwhat\s+(?:method|approach|technique)\b|\bhow\b(?!\s+(?:many|much)\b)|^\s*(?:please\s+)?help(?:\s+(?:me\b|with\b)|(?:\s+please)?\s*[!?.]*\s*$)|\bcan\s+(?:you|u)\s+help\b/i],
];

/** "How long should the post be?", "How thick should the mulch be?": a size of a thing (not the time it takes), which the size answer gives. */
const LENGTH_OF_A_THING =
  /\bhow\s+(?:long|thick|thin|deep|wide|big|large|tall|high|heavy|far\s+apart)\s+(?:should|must|can|does|do|is|are|will)\s+(?:the|my|a|an|each|this|that|it|its|they|them)\b(?:\s+\w+){0,3}?\s+be\b/i;

/** "How long should a session be?", "How long should each lesson be?": a stretch of time, which "how long" answers. */
const LENGTH_OF_A_TIME = /\bhow\s+long\b[^?.!]*\b(?:sessions?|lessons?|practice|workouts?|naps?)\s+be\b/i;

/**
 * "How many km per week?", "How many words should it be?", "How far should I run?", "What length
 * should it be?": a size in units, which the size answer gives. Words or pages a day are a pace,
 * which "how long" answers.
 */
const SIZE_IN_UNITS =
  /\bhow\s+(?:many|much)\s+(?:(?:km|kms|kilomet(?:re|er)s?|miles?|metres|meters)\b|(?:words|pages|slides)\b(?!\s+(?:a|per|each|every)\s+(?:day|session)\b))|\bhow\s+far\s+(?:should|must|can|do|will)\s+(?:i|we|my|the|each|it)\b|\bwhat\s+(?:distance|length|size|word\s+count)\s+(?:should|must|is|do)\b/i;

/** "How long should my long run be?", "How many km a week should I run?": asks for the size of a thing, not the time it takes. */
export function asksForSize(message: string): boolean {
  return (LENGTH_OF_A_THING.test(message) && !LENGTH_OF_A_TIME.test(message)) || SIZE_IN_UNITS.test(message);
}

/** "Is $14 a month too much?", "Are 5 km too many for a start?": a judgment on an amount, which none of the kinds answers. */
const AMOUNT_JUDGMENT = /\b(?:is|are|isn'?t|aren'?t)\b[^?.!]*?(?:[$€£]\s?\d|\d)[^?.!]*?\btoo\s+(?:much|many|little|few|expensive|cheap|long|short|high|low)\b/i;

/**
 * "What if it rains?", "What happens if the van is late?", "If it snows, should I still go?", "Should I
 * run if it rains?": the
 * condition the question asks about, in the asker's words; null for a question with none.
 */
const WHAT_IF =
  /\bwhat\s+(?:if|happens\s+if|(?:do|should|can)\s+i\s+do\s+if|about\s+if)\s+([^?!.,]+)|^\s*(?:and\s+|but\s+|so\s+)?(?:if|in\s+case)\s+([^?!.,]+)[,\s]+(?:what\b|(?:should|can|do|must)\s+(?:i|we)\s+still\b)|\bis\s+it\s+(?:ok|okay|fine|safe|alright|a\s+problem)\s+to\s+[^?!.,]*?\b(?:when|if|while)\s+([^?!.,]+)|^\s*(?:should|can|could|must|do)\s+(?:i|we)\s+(?:still\s+)?[^?!.,]*?\b(?:if|when|while|in\s+case)\s+([^?!.,]+)/i;
/**
 * "I hit a pipe, what now?", "The van is late. What should I do?", "It's going to rain all week,
 * should I still do it?": what happened, or will, is the condition asked about.
 */
const HAPPENED_WHAT_NOW =
  /^\s*([^?!]+?)\s*[,;.!-]+\s*(?:so\s+|and\s+|but\s+)?(?:what\s+(?:now|(?:should|do|can)\s+i\s+do(?:\s+now)?)|(?:should|can|do|must)\s+(?:i|we)\s+still\b[^?!]*)\s*\?*\s*$/i;

export function whatIfCondition(message: string): string | null {
  const match = WHAT_IF.exec(message) ?? HAPPENED_WHAT_NOW.exec(message);
  const condition = (match?.[1] ?? match?.[2] ?? match?.[3] ?? match?.[4] ?? '').trim();
  return condition === '' ? null : condition;
}

/** A condition that stalls the step ("what if I get stuck", "... forget them", "... a company doesn't answer"): the advice for a stalled step answers it. */
const STALLING =
  /\b(?:stuck|blocked|struggl\w*|give\s+up|fail\w*|forget\w*|forgot|miss\w*|skip\w*|(?<!\b(?:i|we)\s)cancel\w*|fell\s+through|pulled\s+out|backed\s+out|no[-\s]shows?|behind|late|busy|no\s+time|(?:enough|the)\s+time|motivat\w*|tired|hurts?|pain\w*|injur\w*|sore|sick|ill|overwhelm\w*|problem|too\s+(?:hard|difficult|much)|can(?:no|')t|cannot|couldn'?t|don'?t|doesn'?t|didn'?t|won'?t|isn'?t|aren'?t|wasn'?t|haven'?t|hasn'?t|not|never|no\s+one|nobody|nothing|broke|broken|leak\w*|drips?|dripping)\b/i;

/** Is the what-if's condition one that stalls the step? */
export function stallingCondition(condition: string): boolean {
  return STALLING.test(condition);
}

/**
 * "Is that a problem?", "Would it be an issue?", "Is it bad?": whether what was just said is
 * acceptable, which is what "enough" answers. One that names its condition ("is it a problem if I
 * miss a day?") goes on to be read by its words.
 */
const IS_IT_ACCEPTABLE =
  /\b(?:is|was|would|will|isn'?t)\s+(?:this|that|it)\s+(?:be\s+)?(?:(?:a|an)\s+(?:big\s+|real\s+|serious\s+)?(?:problem|issue)|(?:a\s+)?big\s+deal|bad|too\s+(?:little|few))\s*(?:[?.!]|$)|\bdoes\s+(?:this|that|it)\s+matter\s*(?:[?.!]|$)/i;

/** "It's going to be hot this week, is that a problem?": what was said before the question, which it asks about. */
const BEFORE_IS_IT_A_PROBLEM =
  /^\s*([^?!]+?)\s*[,;.!-]+\s*(?:but\s+|so\s+|and\s+)?(?:is|was|would|will|isn'?t)\s+(?:this|that|it)\s+(?:be\s+)?(?:(?:a|an)\s+(?:big\s+|real\s+|serious\s+)?(?:problem|issue)|(?:a\s+)?big\s+deal|bad)\s*\?*\s*$/i;

export function problemCondition(message: string): string | null {
  return BEFORE_IS_IT_A_PROBLEM.exec(message)?.[1]?.trim() || null;
}

/** The question's kind, or null when the message asks something none of the kinds covers (a size, a judgment on an amount). */
export function stepQuestionKind(message: string): StepQuestionKind | null {
  if (AMOUNT_JUDGMENT.test(message) || asksForSize(message)) return null;
  // "My starter isn't bubbling, is that a problem?" tells of trouble: the advice for it answers.
  const acceptable = IS_IT_ACCEPTABLE.exec(message);
  if (acceptable) return stallingCondition(message.slice(0, acceptable.index)) ? 'stuck' : 'enough';
  // A what-if is about its condition: a stalling one is a stuck question, any other none of the kinds.
  const condition = whatIfCondition(message);
  if (condition !== null) return stallingCondition(condition) ? 'stuck' : null;
  for (const [kind, pattern] of PATTERNS) if (pattern.test(message)) return kind;
  return null;
}

/**
 * Asks what to do about a thing it names ("what should I ask the plumber?", "which bank should I
 * choose?", "what documents do I need?", "where do I find salary data?", "what do I do with
 * keepsakes?", "where should the litter tray go?", "what happens at the first vet visit?"): a how question about
 * that thing, answered from knowledge about the thing itself, or from what the step's or todo's
 * own words say of it. A question of fact ("which brand is cheapest?") is not one.
 */
const ADVICE =
  /\b(?:do|will|would)\s+(?:i|we)\s+need\s+(?:a|an|to|any)\b|\bwhat\s+(?:should|do|must|can|could)\s+i\s+(?:\w+\s+){0,2}?(?:ask|bring|say|tell|write|pack|check|include|keep|look\s+for|talk\s+about|wear|prepare|need|cancel|choose|pick|buy|use)\b|\bwhich\s+(?:\w+\s+){1,3}?(?:should|do|would|could|can)\s+(?:i|we)\b|\bwhat\s+(?:documents?|papers?|paperwork|questions)\b|\bwho\s+(?:do|should|must)\s+(?:i|we)\b|\bwhere\s+(?:do|can|should|could)\s+(?:i|we)\s+(?:find|get|look)\b|\bwhat\s+(?:should|does|do|must)\s+(?:the|my|a|an|our)\s+(?:\w+\s+){0,2}?(?:say|include|contain)\b|\bwhat\s+(?:do|should|can)\s+(?:i|we)\s+do\s+with\b|\bwhere\s+(?:should|does|do|must)\s+(?:the|my|a|an|our|its)\s+(?:[\w-]+\s+){1,3}?go\b|\bwhat\s+happens\s+(?:at|in|during)\b/i;

export function asksForAdvice(message: string): boolean {
  return ADVICE.test(message) || ABOUT_A_THING.test(message);
}

/**
 * "What does harden off mean?", "How much water?", "how much water do they need?": what a thing
 * is or how much of it, which what the family knows about that thing answers (never the step alone).
 */
const ABOUT_A_THING =
  /\bwhat\s+(?:does|do|is|are)\b[^?]*\bmean\b|\bwhat\s+is\s+meant\s+by\b|^\s*how\s+(?:much|many)\s+(?!(?:does|do|is|are|will|would|should|can|time)\b)\p{L}+(?:\s+(?:do|does|should|will)\s+(?:i|we|they|it)\s+(?:need|use|give|add|put))?\s*\?*\s*$/iu;

/** "What's next?", "What should I do now?", "What is left?": asks for the next action, which the chat always has. */
const WHAT_NEXT = /^\s*what\s+else\s*\??\s*$|\bwhat(?:'s|’s|\s+is)?\s+(?:left|remaining)\b|\bwhat\s+remains\b|\bwhat(?:'s|’s|\s+is|\s+comes)?\s+(?:next|now)\b|\bwhat\s+(?:should|do|can)\s+i\s+do\s+(?:next|now)\b|\b(?:the\s+)?next\s+(?:step|move|thing)\s*\?/i;

export function asksWhatNext(message: string): boolean {
  return WHAT_NEXT.test(message);
}

/** "I have no time this week", "I'm too busy", "I don't have enough time today". */
const NO_TIME_STATEMENT =
  String.raw`\bi\s+(?:have|'ve\s+got|got)\s+no\s+time\b|\bi\s+(?:don'?t|do\s+not)\s+have\s+(?:the\s+|enough\s+|any\s+)?time\b|\b(?:i'?m|i\s+am)\s+(?:too\s+|really\s+|so\s+|very\s+)?busy\b|^\s*no\s+time\b`;
/** "My knee hurts", "my back is sore", "I twisted my ankle", "I'm sick": the body stops the step. */
const PAIN_STATEMENT =
  String.raw`\bmy\s+(?:[\w-]+\s+)?(?:hurts?|aches?|is\s+(?:sore|swollen|painful|killing\s+me))\b|\bi\s+(?:hurt|injured|pulled|twisted|sprained|strained)\s+my\b|\b(?:i'?m|i\s+am)\s+(?:injured|sick|ill|in\s+pain)\b`;

/** "I missed yesterday", "I skipped two sessions": the step's rhythm broke. */
const MISSED_STATEMENT = String.raw`\bi\s+(?:missed|skipped)\s+(?:yesterday|today|a\s+day|(?:a|one|two|three|a\s+few)\s+(?:days?|sessions?|runs?|weeks?)|the\s+last\s+(?:one|few|two|three))\b`;

/** "I'm stuck", "I have writer's block", "I can't get started": a report of being stuck, which asks for help as a question does. */
const STUCK_STATEMENT = new RegExp(
  String.raw`\bi\s+(?:keep|always)\s+(?:forgetting|failing|getting\s+(?:stuck|lost|confused)|mixing\s+up|making\s+(?:the\s+same\s+)?mistakes)\b|\bi\s+(?:can'?t|cannot|couldn'?t)\s+(?:get\s+(?:the|it|this|that)\b|remember|figure\s+out|work\s+out|undo|loosen|remove|open|fit)|\bi\s+(?:don'?t|do\s+not)\s+understand\b|(?:^\s*|\b(?:but|and|yet|though)\s+|[,;]\s*)(?:it\s+|the\s+\w+\s+)?still\s+(?:drips|leaks|dripping|leaking|broken|doesn'?t\s+work|not\s+working|wobbles)\b|\b(?:won'?t|doesn'?t|does\s+not|will\s+not)\s+(?:move|budge|turn|come\s+(?:off|out|loose|apart)|open|fit|start)\b|\b(?:is|it'?s|are)\s+(?:seized|jammed|rusted|stuck)\b|\b(?:i'?m|i\s+am|i\s+feel|i'?ve\s+been|feeling)\s+(?:so\s+|really\s+|a\s+bit\s+|completely\s+|totally\s+|kind\s+of\s+)?(?:stuck|blocked|overwhelmed|unmotivated|demotivated)\b|\bwriter'?s\s+block\b|\bi\s+(?:can'?t|cannot)\s+(?:get\s+(?:myself\s+)?(?:started|going|out)|start|focus|motivate)\b|\bi\s+(?:don'?t|do\s+not)\s+know\s+(?:how|where\s+to\s+(?:start|begin))\b|${NO_TIME_STATEMENT}|${PAIN_STATEMENT}|${MISSED_STATEMENT}`,
  'i',
);

export function saysStuck(message: string): boolean {
  return STUCK_STATEMENT.test(message);
}

/** The words the step chat reads a message by: what it asks (how long, where to start, an example, what next) and whether it says done. */
const STEP_WORDS = new Set(
  (
    'what where which when should could would long often soon much many time take finish finished completed complete accomplished ' +
    'stuck blocked struggling forget forgot problem difficult overwhelmed enough know done start begin started first step ' +
    'example examples sample idea ideas advice help next left remaining'
  ).split(' '),
);

/**
 * The message with its slips of the keyboard mended ("finsihed it", "how lnog"): a word one slip
 * from one word the chat reads by becomes that word; a real word, or one of the step's and todo's
 * own (`own`: their titles and texts), stays as written.
 */
export function withStepSlipsMended(message: string, own: string): string {
  return withSlipsMended(message, STEP_WORDS, new Set(own.toLowerCase().match(/\p{L}+/gu)));
}
