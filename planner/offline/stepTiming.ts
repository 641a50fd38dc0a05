import type { StepChatInput } from '../../commands/ports/planner';
import { extractConstraints } from './constraints';
import { dayInWords, daysBetween } from './deadlineDate';
import { splitItems } from './text';

/**
 * "When should I sow them?", "What time should I leave?", "How early should I book?", "When is
 * the best time to call them?": asks when to do the step. "When should I finish?" asks how long
 * it takes, which the duration answer covers; "when do I know it is enough" is not about time.
 */
const TIMING =
  /\bwhen\s+(?:should|shall|must|could|would|do|can|ought)\s+(?:i|we)\b(?!\s+(?:finish|be\s+done|know|stop)\b)|\bwhat\s+time\s+(?:should|shall|must|do|can|is\s+best|would\s+be)\b|\bwhat\s+(?:day|date)\s+(?:should|shall|do|can|is\s+best)\b|\bwhich\s+(?:day|date|week)\s+(?:should|shall|do|can|is\s+best)\b|\bhow\s+(?:early|late|far\s+(?:ahead|in\s+advance)|long\s+before|many\s+(?:days|weeks|months)\s+(?:before|ahead|in\s+advance))\b|\bwhen\s+(?:is|'s|’s|would\s+be)\s+(?:the\s+|a\s+)?(?:best|right|ideal|good)\s+(?:time|day|moment|week)\b|\b(?:best|right|ideal|good)\s+(?:time|day|moment)\s+(?:of\s+(?:the\s+)?(?:day|week)\s+)?to\b|\bby\s+when\b|\bwhen\s+(?:is|'s|’s)\s+(?:it|this|that)\s+due\b|\bwhat(?:'s|’s|\s+is)\s+the\s+deadline\b|\b(?:is|was)\s+(?:it|this|that)\s+due\b|\bdue\s+(?:today|tomorrow)\s*\?/i;

export function asksWhen(message: string): boolean {
  return TIMING.test(message);
}

/** "What time should I leave?", "best time of day to call": a time of day, which a plan of days does not hold. */
const TIME_OF_DAY = /\bwhat\s+time\b|\btime\s+of\s+(?:the\s+)?day\b|\b(?:morning|afternoon|evening|at\s+night|o'?clock)\b|\d\s*(?:am|pm)\b/i;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "2026-12-11" or a stored due timestamp -> "Friday 11 December 2026"; null when it is no date. */
function dayWords(due: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(due.trim());
  if (!m) return null;
  const at = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (Number.isNaN(at.getTime())) return null;
  return `${WEEKDAYS[at.getUTCDay()]} ${dayInWords(m[0])}`;
}

/**
 * What decides the time that the plan does not hold, by what the step is: the weather for work
 * outdoors, opening hours for a call or a visit, the journey for leaving, free dates for a booking.
 */
const UNKNOWNS: ReadonlyArray<{ when: RegExp; what: string; where: string }> = [
  {
    when: /\b(?:sow\w*|plant\w*|seeds?|seedlings?|transplant\w*|garden\w*|mow\w*|prun\w*|harvest\w*|lawn|hedge|weed\w*|compost\w*)\b/i,
    what: 'the weather and the last frost date where you are',
    where: "a local forecast and your area's frost dates tell you those",
  },
  {
    when: /\b(?:run|runs|running|jog\w*|hike|hiking|ride|cycl\w*|bike|walk\w*|swim\w*|outdoors?|outside|fence|roof|gutters?|barbecue|bbq|picnic|camp\w*)\b/i,
    what: 'the weather where you are',
    where: 'a local forecast tells you that',
  },
  {
    when: /\b(?:call\w*|phon\w*|ring|visit\w*|office|shop|store|bank|clinic|surgery|doctor|dentist|council|pharmacy|library|landlord|agent|plumber|electrician|garage|appointment)\b/i,
    what: 'their opening hours or when they answer the phone',
    where: 'their website or a first call tells you that',
  },
  {
    when: /\b(?:leave|leaving|depart\w*|drive|driving|travel\w*|commut\w*|arriv\w*|flights?|trains?|bus|airport|station|journey|trip)\b/i,
    what: 'the traffic, the timetable or how long the journey takes you',
    where: 'a route planner on the day tells you that',
  },
  {
    when: /\b(?:book\w*|reserv\w*|tickets?|slots?|movers|venue|hotel|table)\b/i,
    what: 'how quickly their free dates are taken',
    where: 'their booking page or a call shows what is still free',
  },
];

function unknownsFor(input: StepChatInput): string {
  const text = `${input.message} ${input.step.title} ${input.todo.title}`;
  const found = UNKNOWNS.filter((u) => u.when.test(text)).slice(0, 2);
  if (found.length === 0) return "What I can't know offline is what else is in your week, so pick a day from your own calendar.";
  return `What I can't know offline is ${found.map((u) => u.what).join(', or ')}: ${found.map((u) => u.where).join('; ')}.`;
}

const quote = (text: string) => `"${text}"`;

/** Where the step stands in its todo's plan: the open steps before it and the open ones after it. */
function placeInPlan(input: StepChatInput): { before: string[]; after: string[] } | null {
  const steps = input.steps ?? [];
  const own = input.step.title.trim().toLowerCase();
  const at = steps.findIndex((s) => s.title.trim().toLowerCase() === own);
  if (at < 0) return null;
  const open = (list: typeof steps) => list.filter((s) => s.status !== 'completed').map((s) => s.title);
  return { before: open(steps.slice(0, at)), after: open(steps.slice(at + 1)) };
}

/**
 * The order the plan gives the step, to end the sentence about its day (`afterADay`) or as a
 * sentence of its own; what ends the sentence alone when the order is not known.
 */
function orderClause(input: StepChatInput, afterADay: boolean): string {
  const place = placeInPlan(input);
  if (!place) return afterADay ? '.' : '';
  const [next, ...rest] = place.after;
  const more = rest.length > 0 ? ` (then ${rest.length} more ${rest.length === 1 ? 'step' : 'steps'})` : '';
  const order = next
    ? afterADay
      ? `, and early enough for the next step, ${quote(next)}, which comes after it in the plan${more}.`
      : ` In the plan it comes before ${quote(next)}${more}.`
    : afterADay
      ? '; it is the last open step of the todo.'
      : ' In the plan it is the last open step of the todo.';
  const waitsOn = place.before.length > 0 ? ` It comes after ${quote(place.before[place.before.length - 1])}, which is still open.` : '';
  return `${order}${waitsOn}`;
}

/**
 * The offline answer to "when should I ...?" about a step: the day from what the plan knows (the
 * todo's due date, else the deadline its words name, and the step's place in the plan), and
 * what decides the rest that the plan does not hold (the weather, opening hours), said as such.
 */
/** "What time do they open?", "When does the office close?": their opening hours, not the step's day. */
const OPENING_HOURS = /\b(?:do|does|will|are|is)\s+(?:they|it|the\s+\w+(?:\s+\w+)?)\s+(?:open|close)\b|\bopening\s+(?:hours|times)\b|\bclosing\s+time\b/i;

export function timingAnswer(input: StepChatInput): string {
  if (OPENING_HOURS.test(input.message)) {
    return "I can't know their opening hours offline: their website, their listing on a map or a first call tells you that, and it may differ on weekends and public holidays.";
  }
  const todo = quote(input.todo.title);
  const due = input.todo.due_date ? dayWords(input.todo.due_date) : null;
  // Each text on its own: a deadline is read within one line, never into the next criterion. The title comes with
  // each: a weekly todo's "Shop on Saturday" is the day it is done every week, not its deadline.
  const texts = [input.todo.description ?? '', ...splitItems(input.todo.success_criteria)];
  const deadline = due ? null : texts.map((text) => extractConstraints(text, [], { title: input.todo.title }).deadline).find((d) => d !== null) ?? null;
  const parts: string[] = [];
  // Days since the due day (positive once it has passed); `due` is set only for a due date that reads as a day.
  const late = due && input.todo.due_date && input.today ? daysBetween(input.todo.due_date.slice(0, 10), input.today.slice(0, 10)) : null;
  if (due && late !== null && late > 0) {
    parts.push(`As soon as you can: ${todo} was due ${due}, ${late} ${late === 1 ? 'day' : 'days'} ago. Do it next, or give the todo a new due date you can keep.${orderClause(input, false)}`);
  } else if (due && late === 0) {
    parts.push(`Today: ${todo} is due today${orderClause(input, true)}`);
  } else if (due) {
    parts.push(`Before ${due}, when ${todo} is due${orderClause(input, true)}`);
  } else if (deadline) {
    parts.push(`Before the todo's deadline, ${quote(deadline)}${orderClause(input, true)}`);
  } else {
    parts.push(`${todo} has no due date, so the plan gives ${quote(input.step.title)} no day; set one on the todo and I can answer from it.${orderClause(input, false)}`);
  }
  if (TIME_OF_DAY.test(input.message)) parts.push('The plan holds days, not times of day, so the hour is yours to pick.');
  parts.push(unknownsFor(input));
  return parts.join(' ');
}
