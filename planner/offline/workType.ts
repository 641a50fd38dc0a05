import type { PlannedStep } from '../../domain/planning';
import { leadsCompoundNoun } from './actions';
import { withoutLeadIn } from './text';

/**
 * What doing a todo is like, read from its title: buying a thing, booking one, paperwork, a
 * conversation, a decision, making a plan, writing a document, finding things out, a practice
 * session, measuring, making or fixing a thing, reviewing, the milestone itself, giving things away
 * (donating, selling, recycling), or none of these.
 * A family's step tip names the work types it helps with, so "Buy running shoes that fit" never
 * gets "Log the session".
 */
export const WORK_TYPES = [
  'purchase',
  'booking',
  'paperwork',
  'conversation',
  'decision',
  'plan',
  'document',
  'research',
  'session',
  'measure',
  'make',
  'review',
  'milestone',
  'giveaway',
  'other',
] as const;
export type WorkType = (typeof WORK_TYPES)[number];

const GEAR = 'gear|shoes|trainers|boots|equipment|kit|tools|materials|supplies|clothing|clothes|bike|racket|mat|weights|tickets?|ingredients|groceries|furniture|laptop';

/**
 * Phrases that decide over the first verb, in order: "Write a weekly training plan" is a plan
 * (not a session, not a document), "Get the gear" a purchase, "Hold the conversation" a
 * conversation, "Take the final test" the milestone, "Repeat the baseline test" a measure.
 */
const PHRASES: Array<[WorkType, RegExp]> = [
  ['conversation', /^(?:hold|have|rehearse|prepare|plan)\s+(?:the|a|an|your|this)\s+(?:[\w-]+\s+)?(?:conversation|talk|meeting|call)s?\b/],
  ['conversation', /^(?:get|collect|ask\s+for|gather)\s+(?:\w+\s+)?feedback\b/],
  ['conversation', /^(?:reach\s+out|speak\s+(?:to|with)|agree\s+.+\s+with|record\s+(?:the\s+)?(?:stories|memories|interviews?))\b/],
  ['conversation', /^(?:get|ask\s+for)\s+(?:the\s+)?(?:expectations|advice)\b/],
  ['research', /^(?:get|collect|compare|request)\s+(?:\w+\s+){0,2}?quotes?\b|^(?:get|find)\s+(?:the\s+)?(?:information|facts|rules|requirements)\b/],
  ['booking', /^confirm\s+(?:every|each|all|the)\s+(?:[\w-]+\s+)?(?:suppliers?|bookings?|reservations?|venue|vendors?|caterers?|tickets?)\b/],
  ['purchase', new RegExp(`^(?:get|find|pick\\s+up|choose|pick|sort\\s+out)\\s+(?:[\\w'-]+,?\\s+){0,3}?(?:${GEAR})\\b`)],
  ['plan', /^(?:write|make|build|draw\s+up|set|create|block|plan|sketch|agree)\s+(?:[\w'-]+,?\s+){0,3}?(?:plan|budget|schedule|timetable|routine|calendar|itinerary|menu|list|checklist)\b/],
  ['session', /^make\s+(?:[\w'-]+\s+){1,3}?a\s+habit\b/],
  ['paperwork', /^apply\s+(?:to|for)\b/],
  ['decision', /^(?:set|fix|agree)\s+(?:[\w'-]+,?\s+){0,3}?(?:date|dates|target|goal|budget|scope|deadline|destination|level)\b/],
  ['document', /^(?:keep|start)\s+(?:a|an|the|your)\s+(?:[\w-]+\s+)?(?:document|file|portfolio)\b|^prepare\s+(?:the|a|an|your)\s+(?:[\w-]+\s+)?(?:page|pitch|messaging|presentation|slides|letter|application)\b/],
  ['measure', /^keep\s+(?:a|an|the|your)\s+(?:[\w-]+\s+)?(?:diary|log|journal|record)\b/],
  ['session', /\b(?:mock|flashcards|vocabulary|spaced\s+repetition|past-paper\s+questions|workouts?|sessions?|weeks\s+of\s+training)\b|^prepare\s+for\s+(?:\w+\s+)?interviews?\b|^revise\s+for\b|^do\s+(?:it|\d+)\b|^go\s+(?:for\s+a|to\s+(?:the\s+)?(?:gym|pool|class|lesson|training|practice))\b/],
  // Lessons taken are sessions, as lessons done are: "Take the Spanish lessons".
  ['session', /^take\s+(?:the\s+|an?\s+)?(?:[\w-]+\s+){0,2}?lessons?\b/],
  ['milestone', /^(?:sit|take)\s+(?:the\s+)?(?:final\s+)?(?:exam|test)\b|^take\s+the\s+final\b|^run\s+(?:it|the\s+(?:event|day|sale))\b/],
  ['measure', /^(?:take|sit|do|repeat|redo)\s+(?:[\w-]+\s+){0,3}?(?:test|check|baseline|assessment|paper)\b/],
  ['make', /^do\s+the\s+(?:[\w-]+\s+)?(?:work|job|jobs)\b/],
  // "Do the long run of 18 km", "Do the final exam revision": a session; "Do the monthly budget review": a review.
  ['session', /^do\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:run|ride|swim|walk|workout|session|practice|revision|rehearsal|interview|lesson|drill)s?\b/],
  ['review', /^do\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?review\b/],
  ['research', /^map\s+(?:the\s+)?(?:syllabus|market|options|costs|area)\b/],
  // Blood, money or time given is no thing given away; a house or a business sold is a sale of its own.
  ['other', /^donate\s+(?:blood|plasma|platelets|bone\s+marrow|money|time|to\b|\d|[$€£])/],
  // Things taken where they are given away: "Take the books to the charity shop".
  ['giveaway', /^(?:take|bring|drop(?:\s+off)?)\s+.+?\s+(?:to|at|off\s+at)\s+(?:the\s+|a\s+|an\s+)?(?:local\s+)?(?:charity\s+shops?|charity|thrift\s+stores?|op\s+shop|food\s+bank|clothes\s+bank|recycling(?:\s+(?:centre|center|point|bank))?|tip|dump|collection\s+point|donation\s+point)\b/],
  // A thing of one's own sold: "Sell the old bike", not "Sell bread and cakes" or "Sell my house".
  ['giveaway', /^sell\s+(?:(?:the|my|our|your|an?|old|unused|unwanted|used|spare)\s+)+(?!(?:[\w-]+\s+)?(?:house|home|flat|apartment|property|business|company|shares|stocks?|idea|products?|tickets?)\b)\S/],
];

const VERBS: Record<WorkType, string[]> = {
  purchase: ['buy', 'purchase', 'order', 'stock', 'shop', 'rent', 'lease'],
  booking: ['book', 'reserve', 'hire', 'enrol', 'enroll', 'secure', 'sign up'],
  paperwork: ['register', 'file', 'renew', 'transfer', 'cancel', 'insure', 'automate', 'sign', 'declare', 'hand over', 'claim', 'notify', 'open'],
  conversation: ['talk', 'ask', 'call', 'phone', 'email', 'interview', 'meet', 'negotiate', 'discuss', 'rehearse', 'thank', 'invite', 'recruit', 'spread', 'pitch'],
  decision: ['decide', 'choose', 'pick', 'select', 'define', 'scope', 'settle', 'fix the date', 'agree'],
  plan: ['plan', 'schedule', 'block', 'sketch', 'list', 'line up', 'organise', 'organize', 'prioritise', 'prioritize'],
  document: ['write', 'draft', 'outline', 'describe', 'document', 'update', 'report', 'summarise', 'summarize', 'rewrite', 'translate'],
  research: ['research', 'confirm', 'compare', 'find', 'explore', 'investigate', 'map', 'look into', 'identify', 'shortlist', 'read up'],
  session: ['try', 'practise', 'practice', 'train', 'drill', 'run', 'cook', 'batch-cook', 'bake', 'speak', 'listen', 'read', 'learn', 'work through', 'study', 'play', 'swim', 'walk', 'ride', 'cycle', 'climb', 'jog', 'lift', 'stretch', 'meditate'],
  measure: ['measure', 'track', 'test', 're-test', 'retest', 'weigh', 'time', 'record', 'log', 'count', 'take stock'],
  make: ['make', 'build', 'create', 'design', 'prepare', 'sow', 'plant', 'paint', 'install', 'repair', 'fix', 'renovate', 'pack', 'declutter', 'unpack', 'harvest', 'clean', 'label', 'back', 'sew', 'restore', 'strip', 'sand', 'assemble', 'tidy', 'knit', 'draw'],
  review: ['review', 'evaluate', 'reflect', 'revise', 'edit', 'proofread', 'check', 'assess', 'look back', 'audit'],
  giveaway: ['donate', 'give away', 'recycle', 'freecycle', 'hand down'],
  milestone: ['launch', 'publish', 'submit', 'reach', 'finish', 'complete', 'deliver', 'share', 'go', 'celebrate', 'host', 'hold', 'wrap up', 'present', 'perform', 'attempt', 'sit', 'move in'],
  // "Pick up the race bib" collects a thing; it chooses nothing.
  other: ['pick up', 'collect'],
};

/** Longest verb phrases first, so "work through" wins over "work" and "hand over" over "hand". */
const VERB_PHRASES = (Object.entries(VERBS) as Array<[WorkType, string[]]>)
  .flatMap(([type, verbs]) => verbs.map((verb) => ({ type, verb })))
  .sort((a, b) => b.verb.length - a.verb.length);

/** The work type of a todo from its title: a deciding phrase, else its first verb; `other` when neither says. */
export function workTypeOf(title: string): WorkType {
  const t = withoutLeadIn(title).toLowerCase().replace(/\s+/g, ' ').trim();
  for (const [type, pattern] of PHRASES) if (pattern.test(t)) return type;
  if (leadsCompoundNoun(t)) return 'other';
  const found = VERB_PHRASES.find(({ verb }) => t === verb || t.startsWith(`${verb} `) || t.startsWith(`${verb},`));
  return found?.type ?? 'other';
}

/** Verbs of the work types that are nouns far more often at the start of a title ("Time off", "Back pain"). */
const NOUNS_FIRST = new Set(['time', 'back', 'go', 'log', 'record', 'test', 'count', 'check', 'list', 'plan', 'draft', 'report', 'map', 'label', 'file', 'open', 'play', 'walk', 'run', 'ride', 'swim', 'read', 'cycle']);

/** True when a title starts with a verb of one of the work types ("Sow tomato seeds indoors", "Paint the bedroom"). */
export function startsWithWorkVerb(title: string): boolean {
  const t = withoutLeadIn(title).toLowerCase().replace(/\s+/g, ' ').trim();
  const found = VERB_PHRASES.find(({ verb }) => t.startsWith(`${verb} `) || t.startsWith(`${verb},`));
  return found !== undefined && !NOUNS_FIRST.has(found.verb) && !leadsCompoundNoun(t);
}

/**
 * A habit that helps with any todo of a work type, whatever its field: what a step plan gets
 * when its family has no tip for that type. Types with no tip that fits every field get none.
 */
/**
 * A step tip: a way of working that suits a type of todo. Most say how to go about the work and
 * come before it ("Compare before you pay"); `afterTheWork` ones record or follow it up ("Note
 * what you did") and come after it.
 */
export type StepTip = PlannedStep & {
  afterTheWork?: boolean;
  /** The words a todo's title or description must have for the tip to fit it; any todo of its work type when absent. */
  fits?: RegExp;
  /** Words that make the tip wrong for a todo ("indoors" for a weather check). */
  unless?: RegExp;
};

/** Whether a tip fits a todo with this title and description. */
export function tipFits(tip: StepTip, text: string): boolean {
  return (!tip.fits || tip.fits.test(text)) && (!tip.unless || !tip.unless.test(text));
}

export const WORK_TYPE_TIPS: Partial<Record<WorkType, StepTip>> = {
  purchase: {
    title: 'Compare before you pay',
    description: 'Check two or three options for price, fit and return terms before you pay, and keep the receipt.',
  },
  booking: {
    title: 'Get it confirmed in writing',
    afterTheWork: true,
    description: 'Ask for a written confirmation (mail or contract) with date, price and what is included.',
  },
  paperwork: {
    title: 'Keep a copy of everything',
    afterTheWork: true,
    description: 'Save a copy or a photo of every form, confirmation and reference number in one folder.',
  },
  conversation: {
    title: 'Write down what to ask',
    description: 'Before you talk, note the two or three things you want to learn or agree; right after, write down what was said.',
  },
  decision: {
    title: 'Write down what you chose and why',
    afterTheWork: true,
    description: 'Note what you settled on and the reason in a sentence or two, and what would make you change it; the later work is checked against it.',
  },
  // A margin is for a plan that spends time or money, not a menu or a breakfast.
  plan: {
    title: 'Leave room for what runs late',
    fits: /\b(?:schedule|timetable|calendar|timeline|budget|itinerary|training\s+plan|study\s+plan|revision\s+plan|time|money|costs?|spending|savings?|weeks|months|hours|deadline)\b/i,
    description: 'Fill at most four fifths of the time or money you have; the rest absorbs what runs late, so one slip does not break the plan.',
  },
  document: {
    title: 'Write a rough version first',
    description: 'Get the whole thing down in one sitting without editing, then improve it in a second pass.',
  },
  research: {
    title: 'Note where each fact comes from',
    description: 'Keep the link or the name behind each fact or number, so you can check it again before you rely on it.',
  },
  session: {
    title: 'Note what you did',
    afterTheWork: true,
    description: 'After each session, write down the date, what you did and one thing to change next time.',
  },
  giveaway: {
    title: 'Keep the receipt or the listing',
    afterTheWork: true,
    description: 'Keep the donation or recycling receipt, or the listing and the message agreeing the price, as the record of where it went.',
  },
  measure: {
    title: 'Write down how you measured',
    afterTheWork: true,
    description: 'Record the date and the conditions with each number, so the next measurement can be compared fairly.',
  },
};
