import { entityTitle, formatDate, matchNamedEntity, type NameMatch } from './analysis';
import type { ContextTodo, DirectorContext } from './context';
import { bold, table, text } from './markdown';
import { hiddenNote, todoHeaders, todoRow } from './offlineAnswers';

/**
 * "Should I do the tax return or the hotel first?": which of two todos to do first, with the
 * reasons the plan gives, or which of the two names it could not read.
 */

/** The two names a question puts in order, as written; `before`: asked as "X before Y?". */
export type ComparedNames = { first: string; second: string; before: boolean };

/** "Should I work on", "Do I start with": the words before the first name, not part of it. */
const LEAD = String.raw`^\s*(?:(?:should|shall|must|can|could|would|do)\s+(?:i|we)\s+)?(?:(?:work\s+on|do|start(?:\s+with)?|begin(?:\s+with)?|tackle|focus\s+on|finish|handle|prioriti[sz]e|pick|go\s+with)\s+)?`;
const END = String.raw`[\s?.!]*$`;
const ORDER_QUESTIONS: Array<[RegExp, boolean]> = [
  // "Which first: X or Y?", "What should I do first, X or Y?", "Which is more urgent, X or Y?"
  [new RegExp(String.raw`^\s*(?:which|what)\b[^:,?]*?\b(?:first|more\s+(?:urgent|important|pressing))\b\s*[:,?–—-]*\s*(.+?)\s*,?\s+or\s+(.+?)${END}`, 'i'), false],
  // "Should I work on X or Y first?", "X or Y first?"
  [new RegExp(String.raw`${LEAD}(.+?)\s*,?\s+or\s+(.+?)\s+first${END}`, 'i'), false],
  // "Should I do X first or Y?"
  [new RegExp(String.raw`${LEAD}(.+?)\s+first\s*,?\s+or\s+(.+?)${END}`, 'i'), false],
  // "X before Y?", "Should I do X before Y?" (not "What should I do before Y?")
  [new RegExp(String.raw`${LEAD}(?!(?:what|which|when|how|why|who|where)\b)(.+?)\s+before\s+(.+?)${END}`, 'i'), true],
  // "hotel or shoes?": two short names alone, only when both are todos (never "should I drop X or Y?").
  [new RegExp(String.raw`^\s*(?!(?:should|shall|must|can|could|would|will|do|does|did|is|are|what|which|when|how|why|who|where|i|we)\b)((?:[^\s,?]+\s+){0,3}[^\s,?]+)\s*,?\s+or\s+((?:[^\s,?]+\s+){0,3}[^\s,?]+)${END}`, 'i'), true],
];

export function comparedNames(message: string): ComparedNames | null {
  for (const [pattern, before] of ORDER_QUESTIONS) {
    const asked = pattern.exec(message);
    if (asked) return { first: asked[1].trim(), second: asked[2].trim(), before };
  }
  return null;
}

type Side = { asked: string; match: NameMatch };
/** The two names of an order question, each with what it reads as in the plan. */
export type OrderQuestion = { names: ComparedNames; sides: [Side, Side] };
const HEADING = '### Which first';
const todoOf = (side: Side): ContextTodo | null => (side.match.entity?.kind === 'todo' ? side.match.entity.todo : null);

/**
 * The question, when it is one to answer by putting two todos in order: "X or Y first?" when
 * either name reads as something of the plan, "X before Y?" only when both are todos ("Should I
 * book the hotel before the race?" is about the race, not a todo to order). Null otherwise.
 */
export function orderQuestion(ctx: DirectorContext, names: ComparedNames): OrderQuestion | null {
  const side = (asked: string): Side => ({ asked, match: matchNamedEntity(ctx, asked) });
  const sides: [Side, Side] = [side(names.first), side(names.second)];
  const isOrder = names.before ? sides.every((s) => todoOf(s) !== null) : sides.some((s) => s.match.entity !== null || s.match.near.length > 0);
  return isOrder ? { names, sides } : null;
}

/**
 * One reason the plan gives to do a todo before another: `why` said of the one to do first,
 * `rule` why it outweighs the reasons for the other.
 */
type Reason = { winner: ContextTodo; why: string; rule: string };
type Criterion = (a: ContextTodo, b: ContextTodo) => Reason | null;

const dayOf = (t: ContextTodo) => (t.dueDate === null ? null : formatDate(t.dueDate));
const steps = (t: ContextTodo) => `${t.completedSteps} of ${t.totalSteps} steps done`;
/** The one of two that a test picks, or null when it picks neither. */
const pick = (a: ContextTodo, b: ContextTodo, aFirst: boolean, bFirst: boolean) => (aFirst === bFirst ? null : aFirst ? { winner: a, loser: b } : { winner: b, loser: a });
const priorityRank = { high: 0, medium: 1, low: 2 } as const;

/**
 * In the order they weigh, the order the focus list puts todos in (analysis.ts `focusItems`), so
 * "which first" never contradicts "what should I focus on": a todo another waits for, then the
 * overdue one, then the one due within 48 hours, then work under way, then priority, then the
 * earlier (or more overdue) due date, then steps done.
 */
const CRITERIA: Criterion[] = [
  (a, b) => {
    const p = pick(a, b, b.waitingFor.includes(a.title), a.waitingFor.includes(b.title));
    return p && { winner: p.winner, why: `has to be done first, as ${bold(p.loser.title)} waits for it`, rule: `it cannot start before ${bold(p.winner.title)} is done` };
  },
  (a, b) => {
    const p = pick(a, b, a.overdue, b.overdue);
    return p && { winner: p.winner, why: `is overdue (due ${dayOf(p.winner)}) and ${bold(p.loser.title)} is not`, rule: 'an overdue todo comes first' };
  },
  (a, b) => {
    // One overdue: being overdue already says which is due sooner.
    if (a.overdue || b.overdue) return null;
    const p = pick(a, b, a.dueSoon, b.dueSoon);
    return p && { winner: p.winner, why: `is due sooner (${dayOf(p.winner)}; ${bold(p.loser.title)} ${dayOf(p.loser) ?? 'no due date'})`, rule: 'a todo due within 48 hours comes first' };
  },
  (a, b) => {
    // Overdue or due within 48 hours, a todo comes first whether or not it is started.
    if (a.overdue || b.overdue || a.dueSoon || b.dueSoon) return null;
    const p = pick(a, b, a.status === 'in_progress', b.status === 'in_progress');
    return p && { winner: p.winner, why: `is already in progress (${bold(p.loser.title)} is not started)`, rule: 'finishing work already under way comes first' };
  },
  (a, b) => {
    const p = pick(a, b, priorityRank[a.priority] < priorityRank[b.priority], priorityRank[b.priority] < priorityRank[a.priority]);
    return p && { winner: p.winner, why: `has higher priority (${p.winner.priority}; ${bold(p.loser.title)} ${p.loser.priority})`, rule: 'higher priority comes first' };
  },
  (a, b) => {
    // One overdue or due soon and one not: that already says which is due sooner.
    if (a.overdue !== b.overdue || a.dueSoon !== b.dueSoon) return null;
    const [da, db] = [dayOf(a), dayOf(b)];
    const p = pick(a, b, da !== null && (db === null || da < db), db !== null && (da === null || db < da));
    if (!p) return null;
    const other = dayOf(p.loser) ?? 'no due date';
    return { winner: p.winner, why: `is ${p.winner.overdue ? 'more overdue' : 'due sooner'} (${dayOf(p.winner)}; ${bold(p.loser.title)} ${other})`, rule: 'the earlier due date comes first' };
  },
  (a, b) => {
    const p = pick(a, b, a.completedSteps > b.completedSteps, b.completedSteps > a.completedSteps);
    return p && { winner: p.winner, why: `is further along (${steps(p.winner)}; ${bold(p.loser.title)} ${steps(p.loser)})`, rule: 'finishing work already under way comes first' };
  },
];

const andList = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

/** Which of two open todos first: the weightiest reason decides, the others back it or count against it. */
function orderOf(a: ContextTodo, b: ContextTodo): string {
  const reasons = CRITERIA.map((criterion) => criterion(a, b)).filter((r): r is Reason => r !== null);
  if (reasons.length === 0) {
    const due = dayOf(a) === null ? 'neither has a due date' : `both are due ${dayOf(a)}`;
    return `They are equal on everything I can read: neither waits for the other, ${due}, both have ${a.priority} priority and ${a.completedSteps} steps done. Either is a fair start: pick one and finish it before opening the other.`;
  }
  const [decisive, ...rest] = reasons;
  const winner = decisive.winner;
  const loser = winner === a ? b : a;
  const backing = rest.filter((r) => r.winner === winner).map((r) => r.why);
  const against = rest.filter((r) => r.winner !== winner).map((r) => r.why);
  // A todo that itself waits for a third one cannot start either: that one comes before both.
  const third = winner.waitingFor.filter((title) => title !== loser.title);
  return [
    `Of the two, ${bold(winner.title)} comes first: it ${decisive.why}.${backing.length > 0 ? ` It also ${andList(backing)}.` : ''}`,
    against.length > 0 ? `${bold(loser.title)} ${andList(against)}, but ${decisive.rule}.` : '',
    third.length > 0 ? `${bold(winner.title)} itself waits for ${andList(third.map(bold))}: finish ${third.length === 1 ? 'that' : 'those'} before either.` : '',
  ]
    .filter((line) => line !== '')
    .join(' ');
}

/** What a name that is not one todo reads as, in one sentence. */
function unreadName(side: Side): string {
  const { asked, match } = side;
  if (match.entity) return `"${text(asked)}" is the ${match.entity.kind} ${bold(entityTitle(match.entity))}, not a todo: I put two todos in order.`;
  if (match.several) return `"${text(asked)}" is in more than one title: ${andList(match.near.map(bold))}. Which one do you mean?`;
  if (match.near.length > 0) return `I'm not sure which todo "${text(asked)}" means: the closest is ${bold(match.near[0])}.`;
  return `I can't find a todo called "${text(asked)}".`;
}

export function comparisonAnswer(ctx: DirectorContext, { names, sides }: OrderQuestion): string {
  if (!ctx.todos) return [HEADING, hiddenNote(ctx, ['include_todos'])].join('\n\n');
  const [a, b] = sides.map(todoOf);
  if (a === null || b === null) {
    const lines = sides.map((side) => {
      const todo = todoOf(side);
      return todo ? `"${text(side.asked)}" is ${bold(todo.title)}.` : unreadName(side);
    });
    return [HEADING, ...lines, 'Ask again with both todos named as their titles read.'].join('\n\n');
  }
  if (a.id === b.id) return [HEADING, `"${text(names.first)}" and "${text(names.second)}" both name ${bold(a.title)}: ask again with the other todo's title.`].join('\n\n');
  const heading = `${HEADING}: ${text(a.title)} or ${text(b.title)}`;
  const open = [a, b].filter((t) => t.status !== 'completed');
  const verdict =
    open.length === 0
      ? 'Both are already completed: there is nothing left to put in order.'
      : open.length === 1
        ? `${bold(a === open[0] ? b.title : a.title)} is already completed: ${bold(open[0].title)} is the one left to do.`
        : orderOf(a, b);
  return [heading, table(todoHeaders(ctx), [a, b].map((t) => todoRow(t, ctx))), verdict].join('\n\n');
}
