import { criterionStep } from './actions';
import { deadlineWhen } from './constraints';
import { ownActions } from './ownActions';
import { escapeRegex, lowerFirst, sentences, toListener, trimPunctuation } from './text';
import { workTypeOf, type WorkType } from './workType';

/**
 * How the steps a plan reads from a todo's own words are described: the step doing the work its
 * title names, an action its description lists, a success criterion. Each says how to do or show
 * that step, in the todo's words, never a label of where the step came from.
 */

/** How work of each type is done well, after the work and a comma ("Do the long run of 18 km, at a pace ..."). */
const DOING_WELL: Record<WorkType, string> = {
  session: 'in a session of its own at a set time, starting easy and keeping something in reserve',
  make: 'one job at a time in the order the work allows, checking each before the next',
  document: 'getting the whole of it down first and improving it in a second pass',
  research: 'starting with official or first-hand sources and keeping the link behind each fact',
  measure: 'the same way each time (same time of day, same tool), writing the result down with the date',
  review: 'with your notes and numbers open, the whole first and then the detail',
  milestone: 'with what it needs ready the day before, so the day itself is only the doing',
  plan: 'on one page: what happens when, and what each part needs',
  decision: 'between the options you really have, on the two or three points that matter most',
  purchase: 'once two or three options are compared on price, fit and return terms',
  booking: 'once the dates and what you need are fixed, keeping the confirmation',
  paperwork: 'with the documents it asks for at hand, noting the reference number',
  conversation: 'at a time when neither of you is rushed, with the points you want to make written down',
  giveaway: 'once you know where it can go and what they take, keeping the receipt or the listing',
  other: 'in one go where you can, starting with the part that takes longest',
};

/** A criterion's step that names work of its own ("Finish 18 km"), not a target or a state the planner could not turn into one. */
const CLEAN_ACTION = /^(?!(?:aim\s+for|make\s+sure|achieve)\b)(?!\S+\s+(?:it|them|this|that)$)/i;

/**
 * The step doing the work a todo's title names: the work, when (the todo's deadline), how (by its
 * work type), what the todo's description sets for it ("Easy pace") and what its criteria aim at.
 */
export function titledWorkDescription(work: string, todo: { description: string; criteria: string[]; deadline: string | null }): string {
  // A day is named in words or as a date; a figure alone ("25 m") is an amount read as a deadline.
  // A work that names its day already ("Go to the book club on Thursday") is not told it again.
  const dated = todo.deadline && /\p{L}{3,}|\d{1,2}[./-]\d{1,2}/u.test(todo.deadline) ? ` ${deadlineWhen(todo.deadline)}` : '';
  const when = dated && !work.toLowerCase().includes(dated.trim().toLowerCase()) ? dated : '';
  const doing = `${toListener(work)}${when}, ${DOING_WELL[workTypeOf(work)]}.`;
  // What the description says that is no action of its own and no deadline: how the work is to be done.
  const set = sentences(todo.description)
    .map((s) => trimPunctuation(todo.deadline ? s.replace(new RegExp(escapeRegex(todo.deadline), 'i'), '') : s))
    .filter((s) => s.split(/\s+/).length >= 2 && !/^(?:due|by|on|before)\b/i.test(s) && ownActions(s, 1, 1).length === 0);
  const keep = set.length > 0 ? ` Keep to what you set for it: ${set.map(lowerFirst).join('; ')}.` : '';
  const aims = todo.criteria.map(criterionStep).filter((action) => CLEAN_ACTION.test(action)).slice(0, 2);
  const aim = aims.length > 0 ? ` Aim to ${aims.map(lowerFirst).join(' and ')}.` : '';
  return `${doing}${keep}${aim}`;
}

/** Something done every day or week ("Write 500 words a day"), not once. */
const RECURRING = /\b(?:(?:a|per|each|every)\s+(?<period>day|week|morning|evening)|daily|weekly|\d+\s+times\s+a\s+(?:day|week))\b/i;

/** How an action of each type is gone about, as a sentence of its own. */
const GOING_ABOUT: Record<WorkType, string> = {
  conversation: 'Pick a time when they are not rushed, say plainly what you are asking for, and note their answer.',
  document: 'Get it down in one sitting without editing, then tidy it in a second pass.',
  research: 'Look in two or three places and keep the link or the name behind what you find.',
  plan: 'Put it on one page: what happens when, and what each part needs.',
  purchase: 'Compare two or three options on price and fit before you pay, and keep the receipt.',
  booking: 'Book it once the date and what you need are fixed, and keep the confirmation.',
  paperwork: 'Have the documents it asks for at hand, and note the reference number and the date.',
  decision: 'Write down the options and what matters most, then choose and note why.',
  session: 'Give it one session of its own, and note the date and how it went.',
  measure: 'Measure it the same way each time and write the result down with the date.',
  make: 'Have the tools and materials at hand before you start, and check the result before you move on.',
  review: 'Go through it once for the whole, then for the detail, and note what to change.',
  milestone: 'Have what it needs ready the day before, so the day itself is only the doing.',
  giveaway: 'Check what the charity shop, collection point or buyer takes before you carry it there, and keep the receipt or the listing.',
  other: 'Do it in one go where you can, and note the day it is done.',
};

/** An action the todo's description lists ("Ask Ana to read it"): how to go about it, or when, for one that recurs. */
export function ownActionDescription(action: string): string {
  const period = RECURRING.exec(action)?.groups?.period?.toLowerCase() ?? (/\bweekly\b/i.test(action) ? 'week' : RECURRING.test(action) ? 'day' : null);
  if (period) return `Put it in your calendar at the same time each ${period}, so it happens without deciding again, and tick it off each time.`;
  return GOING_ABOUT[workTypeOf(action)];
}

/** The figure a criterion sets, with its bound: "under 150", "at least 100 euros", "18 km". */
const FIGURE = /(?:(?<bound>under|over|below|above|at\s+least|at\s+most|more\s+than|less\s+than|within)\s+)?(?<figure>\d+(?:[.,:]\d+)?(?:\s*(?:%|[\p{L}/]+(?:\s+per\s+\p{L}+)?))?)/iu;

/** What a criterion's figure is held against, said after "it counts when the figure". */
function figureHeld(criterion: string): string {
  const found = FIGURE.exec(criterion)?.groups;
  if (!found?.figure) return '';
  return found.bound ? `; it counts when the figure is ${found.bound.toLowerCase()} ${found.figure}` : `; it counts when the figure reaches ${found.figure}`;
}

/**
 * What shows a criterion and how to record it, by what the criterion is about: a habit kept
 * (ticks in a calendar), an amount of money (the payment), another person's answer, a
 * confirmation, a time or another figure (read off what measures it), a written thing (saved or
 * photographed), a made or fixed thing (a photo), else a line on what shows it.
 */
const SHOWN_BY: Array<[RegExp, (criterion: string) => string]> = [
  [
    /(?<!for\s)\b(?:a|per|each|every)\s+(?:day|week|morning|evening|night)\b|\bdaily\b|\bin\s+a\s+row\b|\btimes\s+a\s+(?:day|week)\b/i,
    () => 'Tick off each day you do it in a calendar or on a chart on the wall; the row of ticks is the evidence, and a missed day is noted rather than hidden.',
  ],
  [
    /[€$£]|\b(?:euros?|eur|dollars?|usd|pounds?|gbp|price|cost|costs|paid|sold|budget|refund)\b/i,
    (c) => `Keep what shows the amount: the payment on your bank statement, the receipt or the message agreeing the price${figureHeld(c).replace('the figure', 'the amount')}.`,
  ],
  [
    /^\p{Lu}\p{Ll}+\s+(?:read|saw|liked|approved|agreed|replied|said|signed|checked|tried|tasted|heard)\b|\b(?:feedback|approved|replied|signed\s+off|(?:checked|read|reviewed|approved)\s+by)\b/u,
    () => 'Ask them and keep their answer: the message, or a line on what they said and when.',
  ],
  [
    /\b(?:booked|confirmed|sent|submitted|registered|reserved|ordered|enrolled|accepted|delivered|received)\b/i,
    () => 'Keep the confirmation (the email, the text or the reference number) and add it as evidence.',
  ],
  [
    /\d|\b(?:noted|recorded|logged|measured|weight|heart\s+rate|pace|distance|score)\b/i,
    (c) => `Read the figure off what measures it (a watch, a timer, a scale or a count) and write it down with the date${figureHeld(c)}.`,
  ],
  [
    /\b(?:written|list|plan|planned|notes?|drafted|document|letter|page|pages|summary|outline|spreadsheet|schedule)\b/i,
    () => 'Save it where you can open it again, or take a photo of the page, and add the link or the photo as evidence.',
  ],
  [
    /\b(?:clean|tidy|built|painted|fixed|repaired|holds?|works?|working|level|square|installed|planted|watered|assembled|hung|mounted|sown|filled|lined|cleared|sorted|packed|dropped|donated|ready|laid\s+out)\b/i,
    () => 'When it is done, look it over and take a photo of the result; a photo shows it better than a note.',
  ],
];

/** A success criterion's step: what to check to know it is true and how to record that as evidence. */
export function criterionDescription(criterion: string): string {
  const shown = SHOWN_BY.find(([about]) => about.test(criterion));
  return shown ? shown[1](criterion) : 'When it is true, write one line on what shows it: what you did, when, and anything you can point to (a photo, a message, a number).';
}
