import type { ResponseStyle } from '../../domain/director/settings';
import { capitalise, focusItems, formatDate, healthLabel, openTodosOf, outlookText, overdueWords, progressSummary, statusLabel } from './analysis';
import type { ContextMission, ContextTodo, DirectorContext } from './context';
import { localDate } from '../../domain/localClock';
import { bold, table, text } from './markdown';
import { hiddenNote, rowsFor, TOMORROW } from './offlineAnswers';

/**
 * The offline Director's answers to plain questions about the plan itself: what is due when,
 * how many todos there are, what was finished. Each answers the question asked, from the data.
 */

const join = (...parts: string[]) => parts.filter((p) => p.trim() !== '').join('\n\n');
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const dayMs = 24 * 60 * 60 * 1000;

/** The reader's today (YYYY-MM-DD): their zone's date, else UTC's. */
export const todayOf = (ctx: DirectorContext) => ctx.local?.date ?? new Date(Date.parse(ctx.now)).toISOString().slice(0, 10);
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00.000Z`) + days * dayMs).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / dayMs);
/** The day a todo is due, as every screen shows it. */
const dueDayOf = (t: ContextTodo) => (t.dueDate === null ? null : formatDate(t.dueDate));

/** "What is due today?" asks about today; one naming no time ("What is coming up?") asks what is due next. */
export type DuePeriod = DayPeriod | 'this month' | 'next month' | 'next' | NamedMonth;
/** A period of days counted from the reader's today. */
type DayPeriod = 'today' | 'tomorrow' | 'this week' | 'next week' | 'next 30 days';
/** A month by its number (1 for January): "in March" asks about the coming March, this one while it lasts. */
export type NamedMonth = { month: number };

const MONTHS = 'January February March April May June July August September October November December'.split(' ');
/**
 * "in March", "for apr", "due December": a month by its name. "May" and "March", words of their
 * own too, and the short forms are months only after "in", "for", "during" or "through".
 */
const NAMED_MONTH = new RegExp(
  String.raw`\b(?:in|for|during|through)\s+(${MONTHS.join('|')}|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b|\b(${MONTHS.filter((m) => m !== 'May' && m !== 'March').join('|')})\b`,
  'i',
);

/** Longer spans after the ones they contain: "next week" before "week", "next month" before "month". */
const DUE_PERIODS: Array<[DuePeriod, RegExp]> = [
  ['tomorrow', TOMORROW],
  ['next week', /\bnext\s+week\b/i],
  ['this week', /\b(?:week|weekly|weekend|7 days|seven days)\b/i],
  ['next 30 days', /\b(?:30|thirty)\s+days\b/i],
  ['next month', /\bnext\s+month\b/i],
  ['this month', /\b(?:month|monthly)\b/i],
  ['today', /\b(?:today|tonight|this evening)\b/i],
];

/** The period a question about what is due names; a month named by its name comes first ("the first week of April" is in April). */
export function duePeriod(message: string): DuePeriod {
  const named = NAMED_MONTH.exec(message);
  if (named) {
    const start = (named[1] ?? named[2]).slice(0, 3).toLowerCase();
    return { month: MONTHS.findIndex((m) => m.toLowerCase().startsWith(start)) + 1 };
  }
  return DUE_PERIODS.find(([, pattern]) => pattern.test(message))?.[0] ?? 'next';
}

/** The days a period of days covers, counted from the reader's today (both ends included), and how a sentence names it. */
const PERIOD_DAYS: Record<DayPeriod, [number, number, string]> = {
  today: [0, 0, 'today'],
  tomorrow: [1, 1, 'tomorrow'],
  'this week': [0, 6, 'in the next 7 days'],
  'next week': [7, 13, 'next week'],
  'next 30 days': [0, 29, 'in the next 30 days'],
};

const isDayPeriod = (period: DuePeriod): period is DayPeriod => typeof period === 'string' && period in PERIOD_DAYS;

/** The first and last day (YYYY-MM-DD) a period covers in the reader's days, and how a sentence names it. */
function periodSpan(period: Exclude<DuePeriod, 'next'>, today: string): { from: string; to: string; words: string } {
  if (isDayPeriod(period)) {
    const [start, end, words] = PERIOD_DAYS[period];
    return { from: addDays(today, start), to: addDays(today, end), words };
  }
  const [year, month] = today.split('-').map(Number);
  const asked = typeof period === 'object' ? period.month : month + (period === 'next month' ? 1 : 0);
  // A month before this one is next year's: "in January", asked in March, is the coming January.
  const first = new Date(Date.UTC(asked < month ? year + 1 : year, asked - 1, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  const name = `${MONTHS[first.getUTCMonth()]}${first.getUTCFullYear() === year ? '' : ` ${first.getUTCFullYear()}`}`;
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10), words: typeof period === 'object' ? `in ${name}` : period };
}

/** "in 3 days", "tomorrow", "today": how far a day is from the reader's today. */
export function fromToday(today: string, day: string): string {
  const days = daysBetween(today, day);
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  return `in ${days} days`;
}

/** A line about an open todo: its due date, lateness, priority, status, mission (unless the list is grouped by mission) and steps. */
function dueLine(t: ContextTodo, ctx: DirectorContext, withMission = true): string {
  const facts = [
    formatDate(t.dueDate),
    ...(t.overdue ? [overdueWords(t.daysOverdue)] : []),
    `${capitalise(t.priority)} priority`,
    ...(t.status === 'in_progress' ? ['in progress'] : []),
    ...(withMission && ctx.included.include_missions && t.missionTitle ? [`mission ${t.missionTitle}`] : []),
    ...(ctx.included.include_steps && t.totalSteps > 0 ? [`${t.completedSteps}/${t.totalSteps} steps done`] : []),
  ];
  return `- ${bold(t.title)} (${facts.join(', ')})`;
}

/** Soonest due first, todos without a due date last, then by title. */
const bySoonest = (a: ContextTodo, b: ContextTodo) =>
  (a.dueDate === null ? 1 : 0) - (b.dueDate === null ? 1 : 0) || Date.parse(a.dueDate ?? '') - Date.parse(b.dueDate ?? '') || a.title.localeCompare(b.title);

/**
 * What is due in the period asked about, in the reader's days; when nothing is, it says so and
 * names the next todo due after it. Overdue todos are counted, not listed: they have their own question.
 */
export function dueAnswer(ctx: DirectorContext, style: ResponseStyle, period: DuePeriod, asked?: string): string {
  const today = todayOf(ctx);
  const span = period === 'next' ? null : periodSpan(period, today);
  const from = span?.from ?? today;
  const to = span?.to ?? null;
  // `asked`: the heading of a question this list answers ("If you miss a week").
  const heading = asked ?? (span ? `### Due ${span.words} (${from === to ? from : `${from} to ${to}`})` : '### Coming up');
  if (!ctx.todos) return join(heading, hiddenNote(ctx, ['include_todos']));
  const open = openTodosOf(ctx).filter((t) => dueDayOf(t) !== null);
  const overdueBefore = open.filter((t) => t.overdue && (dueDayOf(t) ?? '') < from).length;
  const overdueNote =
    overdueBefore > 0 && span && from <= today ? `Also overdue: ${plural(overdueBefore, 'todo')}. Ask me "what is overdue?" for the list.` : '';
  const inside = open
    .filter((t) => {
      const day = dueDayOf(t) ?? '';
      return day >= from && (to === null || day <= to) && (span !== null || !t.overdue);
    })
    .sort(bySoonest);
  if (span === null) {
    if (inside.length === 0) return join(heading, 'No open todo has a due date ahead.', overdueNote, hiddenNote(ctx, ['include_todos']));
    const shown = inside.slice(0, rowsFor[style]);
    const first = shown[0];
    return join(
      heading,
      `Next due: ${bold(first.title)}, ${fromToday(today, dueDayOf(first) ?? today)} (${formatDate(first.dueDate)}).`,
      shown.map((t) => dueLine(t, ctx)).join('\n'),
      inside.length > shown.length ? `…and ${inside.length - shown.length} more.` : '',
      overdueNote,
    );
  }
  if (inside.length === 0) {
    const next = open.filter((t) => (dueDayOf(t) ?? '') > (to ?? today)).sort(bySoonest)[0];
    const nextLine = next
      ? `The next one due is ${bold(next.title)}, ${fromToday(today, dueDayOf(next) ?? today)} (${formatDate(next.dueDate)}).`
      : 'No open todo is due after it either.';
    return join(heading, `Nothing is due ${span.words}.`, nextLine, overdueNote);
  }
  const shown = inside.slice(0, rowsFor[style] * 2);
  return join(
    heading,
    `${plural(inside.length, 'todo is', 'todos are')} due:`,
    shown.map((t) => dueLine(t, ctx)).join('\n'),
    inside.length > shown.length ? `…and ${inside.length - shown.length} more.` : '',
    overdueNote,
  );
}

/** "How many todos do I have?": the counts, by status, of what the user lets the Director see. */
export function countAnswer(ctx: DirectorContext): string {
  const s = progressSummary(ctx);
  const lines: string[] = [];
  if (s.todos) {
    const open = s.todos.pending + s.todos.inProgress;
    const risk = [s.todos.overdue > 0 ? `${s.todos.overdue} overdue` : '', s.todos.dueSoon > 0 ? `${s.todos.dueSoon} due within 48 hours` : ''].filter(Boolean);
    lines.push(
      `You have ${plural(s.todos.total, 'todo')}: ${open} open (${s.todos.pending} pending, ${s.todos.inProgress} in progress) and ${s.todos.completed} completed.${risk.length > 0 ? ` Of the open ones, ${risk.join(' and ')}.` : ''}`,
    );
  }
  const counts: string[] = [];
  if (s.missions) counts.push(`- Missions: ${s.missions.total} (${s.missions.active} active, ${s.missions.paused} paused, ${s.missions.completed} completed)`);
  if (s.odysseys) counts.push(`- Odysseys: ${s.odysseys.total} (${s.odysseys.active} active, ${s.odysseys.completed} completed)`);
  if (s.steps) counts.push(`- Steps: ${s.steps.completed} of ${s.steps.total} completed`);
  if (counts.length > 0) lines.push(counts.join('\n'));
  return join('### Your plan in numbers', lines.join('\n\n') || 'Every kind of data is hidden by your context settings.', hiddenNote(ctx, ['include_odysseys', 'include_missions', 'include_todos', 'include_steps']));
}

/** "What did I finish this week?": the todos completed in the last `days` days (all of them for null), latest first. */
export function doneAnswer(ctx: DirectorContext, style: ResponseStyle, days: number | null): string {
  const nowMs = Date.parse(ctx.now);
  return completedAnswer(ctx, style, {
    heading: days === null ? '### Completed so far' : `### Completed in the last ${days} days`,
    none: days === null ? 'No todo is completed yet.' : `No todo was completed in the last ${days} days.`,
    within: (at) => days === null || (at !== null && Date.parse(at) <= nowMs && nowMs - Date.parse(at) <= days * dayMs),
  });
}

/** A day a question about what was finished names: today or yesterday, in the reader's calendar. */
export type DoneDay = 'today' | 'yesterday';
export const doneDay = (message: string): DoneDay | null => (/\byesterday\b/i.test(message) ? 'yesterday' : /\btoday\b/i.test(message) ? 'today' : null);

/** "What did I finish yesterday?": the todos completed on that day of the reader's calendar (their zone's, else UTC's). */
export function doneOnDayAnswer(ctx: DirectorContext, style: ResponseStyle, day: DoneDay): string {
  const date = day === 'today' ? todayOf(ctx) : addDays(todayOf(ctx), -1);
  return completedAnswer(ctx, style, {
    heading: `### Completed ${day} (${date})`,
    none: `No todo was completed ${day}.`,
    within: (at) => at !== null && localDate(at, ctx.local?.timeZone) === date,
  });
}

/** The completed todos whose completion time is `within` the span asked about, latest first; with none, the last one completed. */
function completedAnswer(ctx: DirectorContext, style: ResponseStyle, span: { heading: string; none: string; within: (completedAt: string | null) => boolean }): string {
  if (!ctx.todos) return join(span.heading, hiddenNote(ctx, ['include_todos']));
  const completed = ctx.todos.filter((t) => t.status === 'completed');
  const latestFirst = (a: ContextTodo, b: ContextTodo) => Date.parse(b.completedAt ?? '') - Date.parse(a.completedAt ?? '') || a.title.localeCompare(b.title);
  const inSpan = completed.filter((t) => span.within(t.completedAt)).sort(latestFirst);
  if (inSpan.length === 0) {
    const last = completed.filter((t) => t.completedAt !== null).sort(latestFirst)[0];
    return join(span.heading, span.none, last ? `The last one completed was ${bold(last.title)}, on ${formatDate(last.completedAt)}.` : '');
  }
  const shown = inSpan.slice(0, rowsFor[style] * 2);
  const line = (t: ContextTodo) =>
    `- ${bold(t.title)}${t.completedAt ? ` (${formatDate(t.completedAt)}${ctx.included.include_missions && t.missionTitle ? `, mission ${t.missionTitle}` : ''})` : ''}`;
  const open = openTodosOf(ctx).length;
  return join(
    span.heading,
    `You completed ${plural(inSpan.length, 'todo')}:`,
    shown.map(line).join('\n'),
    inSpan.length > shown.length ? `…and ${inSpan.length - shown.length} more.` : '',
    `${plural(open, 'todo')} ${open === 1 ? 'is' : 'are'} still open.`,
  );
}

/**
 * "What is in progress?", "What am I working on?": the todos whose status is in progress (the
 * status a todo takes with its first completed step or chat, and the one the counts use), soonest due first.
 */
export function inProgressAnswer(ctx: DirectorContext, style: ResponseStyle): string {
  const heading = '### In progress';
  if (!ctx.todos) return join(heading, hiddenNote(ctx, ['include_todos']));
  const started = ctx.todos.filter((t) => t.status === 'in_progress').sort(bySoonest);
  if (started.length === 0) {
    const first = focusItems(ctx, 1)[0]?.todo;
    return join(heading, 'No todo is in progress.', first ? `The first one to start: ${bold(first.title)}.` : 'You have no open todo.');
  }
  const line = (t: ContextTodo) => {
    const facts = [
      ...(ctx.included.include_steps ? [t.totalSteps > 0 ? `${t.completedSteps}/${t.totalSteps} steps done` : 'no steps yet'] : []),
      ...(ctx.included.include_missions ? [t.missionTitle ? `mission ${t.missionTitle}` : 'no mission'] : []),
      ...(t.overdue ? [overdueWords(t.daysOverdue)] : t.dueDate !== null ? [`due ${formatDate(t.dueDate)}`] : []),
    ];
    return `- ${bold(t.title)} (${facts.join(', ')})${t.nextStep ? `: next step ${bold(t.nextStep)}` : ''}`;
  };
  const shown = started.slice(0, rowsFor[style] * 2);
  return join(
    heading,
    `${plural(started.length, 'todo is', 'todos are')} in progress:`,
    shown.map(line).join('\n'),
    started.length > shown.length ? `…and ${started.length - shown.length} more.` : '',
    hiddenNote(ctx, ['include_missions', 'include_steps']),
  );
}

/**
 * "List my todos": the open todos, grouped by mission (missions by title, then the todos with
 * none), soonest due first in each group. The list stops after a number of rows set by the style.
 */
export function todoListAnswer(ctx: DirectorContext, style: ResponseStyle): string {
  const heading = '### Your open todos';
  if (!ctx.todos) return join(heading, hiddenNote(ctx, ['include_todos']));
  const open = openTodosOf(ctx);
  const completed = ctx.todos.length - open.length;
  if (open.length === 0) {
    return join(heading, completed > 0 ? `You have no open todo: all ${plural(completed, 'todo')} are completed.` : 'You have no todos yet.');
  }
  const groups = new Map<string, ContextTodo[]>();
  const standalone: ContextTodo[] = [];
  for (const t of open) {
    if (t.missionTitle === null) standalone.push(t);
    else groups.set(t.missionTitle, [...(groups.get(t.missionTitle) ?? []), t]);
  }
  const ordered: Array<[string | null, ContextTodo[]]> = [
    ...[...groups.entries()].sort(([a], [b]) => a.localeCompare(b)),
    ...(standalone.length > 0 ? [[ctx.included.include_missions ? 'No mission' : null, standalone] as [string | null, ContextTodo[]]] : []),
  ];
  let room = rowsFor[style] * 2;
  const sections: string[] = [];
  for (const [title, todos] of ordered) {
    if (room <= 0) break;
    const shown = [...todos].sort(bySoonest).slice(0, room);
    room -= shown.length;
    sections.push(join(title === null ? '' : `#### ${text(title)}`, shown.map((t) => dueLine(t, ctx, false)).join('\n')));
  }
  const listed = rowsFor[style] * 2 - room;
  return join(
    heading,
    `You have ${plural(open.length, 'open todo')}${completed > 0 ? ` (${completed} completed ${completed === 1 ? 'is' : 'are'} not listed)` : ''}.`,
    ...sections,
    open.length > listed ? `…and ${open.length - listed} more.` : '',
    hiddenNote(ctx, ['include_missions']),
  );
}

/**
 * "What is blocked?", "What is waiting on something else?": the open todos that wait for another
 * open todo, soonest due first, and the todos to start with to unblock them: where their chains of waits
 * begin, with the todos that wait for nothing (those holding up most first).
 */
export function blockedAnswer(ctx: DirectorContext, style: ResponseStyle): string {
  const heading = '### Waiting for other todos';
  if (!ctx.todos) return join(heading, hiddenNote(ctx, ['include_todos']));
  const waiting = openTodosOf(ctx)
    .filter((t) => t.waitingFor.length > 0)
    .sort(bySoonest);
  if (waiting.length === 0) return join(heading, 'No open todo waits for another one.');
  const titles = (list: string[]) => list.map((title) => bold(title)).join(' and ');
  const shown = waiting.slice(0, rowsFor[style] * 2);
  const line = (t: ContextTodo) =>
    `- ${bold(t.title)} waits for ${titles(t.waitingFor)}${t.dueDate !== null ? ` (due ${formatDate(t.dueDate)}${t.overdue ? `, ${overdueWords(t.daysOverdue)}` : ''})` : ''}`;
  const list = join(
    heading,
    `${plural(waiting.length, 'open todo waits', 'open todos wait')} for another one to be done first:`,
    shown.map(line).join('\n'),
    waiting.length > shown.length ? `…and ${waiting.length - shown.length} more.` : '',
  );
  const holding = new Map<string, number>();
  for (const t of waiting) for (const title of startsOfChain(ctx, t)) holding.set(title, (holding.get(title) ?? 0) + 1);
  const first = [...holding.entries()].sort(([a, m], [b, n]) => n - m || a.localeCompare(b)).map(([title]) => title);
  if (first.length === 0) return join(list, 'They wait for one another in a circle: remove one of those waits to start.');
  return join(list, `To unblock ${waiting.length === 1 ? 'it' : 'them'}, start with ${titles(first)}: ${first.length === 1 ? 'it waits' : 'they wait'} for nothing.`);
}

/**
 * The open todos that must be done before a todo: those it waits for, those they wait for, and
 * so on (titles, nearest first).
 */
function waitedForBefore(ctx: DirectorContext, todo: ContextTodo): string[] {
  const byTitle = new Map(openTodosOf(ctx).map((t) => [t.title, t]));
  const seen = new Set<string>([todo.title]);
  const before: string[] = [];
  const walk = (title: string) => {
    if (seen.has(title)) return;
    seen.add(title);
    before.push(title);
    (byTitle.get(title)?.waitingFor ?? []).forEach(walk);
  };
  todo.waitingFor.forEach(walk);
  return before;
}

/**
 * The open todos a waiting todo's chain of waits starts from: the first of those before it that
 * wait for nothing (the ones that can be done now).
 */
function startsOfChain(ctx: DirectorContext, todo: ContextTodo): string[] {
  const byTitle = new Map(openTodosOf(ctx).map((t) => [t.title, t]));
  return waitedForBefore(ctx, todo).filter((title) => (byTitle.get(title)?.waitingFor ?? []).length === 0);
}

/** "What can I do that isn't blocked?", "What is ready to start?": the todos that wait for nothing (not the blocked ones). */
export const readyQuestion =
  /\b(?:not|isn'?t|aren'?t)\s+blocked\b|\bunblocked\b|\bready\s+to\s+(?:start|go|work\s+on)\b|\b(?:doesn'?t|don'?t|does\s+not|do\s+not)\s+(?:wait|depend)\b|\bcan\s+(?:i\s+)?start\s+(?:right\s+)?now\b/i;

/** The open todos that wait for no other, most pressing first (the focus order), and how many wait. */
export function readyAnswer(ctx: DirectorContext, style: ResponseStyle): string {
  const heading = '### Ready to start';
  if (!ctx.todos) return join(heading, hiddenNote(ctx, ['include_todos']));
  const open = openTodosOf(ctx);
  const ready = focusItems(ctx, open.length)
    .map((f) => f.todo)
    .filter((t) => t.waitingFor.length === 0);
  const waiting = open.length - ready.length;
  const shown = ready.slice(0, rowsFor[style] * 2);
  return join(
    heading,
    ready.length === 0
      ? open.length === 0
        ? 'You have no open todo.'
        : 'Every open todo waits for another one.'
      : `${plural(ready.length, 'open todo waits', 'open todos wait')} for nothing and can start now:`,
    shown.map((t) => dueLine(t, ctx)).join('\n'),
    ready.length > shown.length ? `…and ${ready.length - shown.length} more.` : '',
    waiting > 0 ? `${waiting} more ${waiting === 1 ? 'waits for another todo' : 'wait for other todos'}: ask me "what is blocked?" for ${waiting === 1 ? 'it' : 'them'}.` : '',
  );
}

export type PriorityAsked = 'high' | 'medium' | 'low';
/** "What are my high priority todos?", "show me the low-priority tasks": the priority a question names. */
export const priorityQuestion = /\b(high|medium|low)[-\s]priority\b/i;

/** The open todos of one priority, soonest due first. */
export function priorityAnswer(ctx: DirectorContext, style: ResponseStyle, priority: PriorityAsked): string {
  const heading = `### ${capitalise(priority)} priority todos`;
  if (!ctx.todos) return join(heading, hiddenNote(ctx, ['include_todos']));
  const open = openTodosOf(ctx);
  const asked = open.filter((t) => t.priority === priority).sort(bySoonest);
  if (asked.length === 0) return join(heading, `No open todo has ${priority} priority${open.length > 0 ? ` (you have ${plural(open.length, 'open todo')})` : ''}.`);
  const shown = asked.slice(0, rowsFor[style] * 2);
  return join(
    heading,
    `${plural(asked.length, 'open todo has', 'open todos have')} ${priority} priority:`,
    shown.map((t) => dueLine(t, ctx)).join('\n'),
    asked.length > shown.length ? `…and ${asked.length - shown.length} more.` : '',
  );
}

/** "What should I do after buying the shoes?", "What comes after X?": asks what follows a todo it names. */
export const afterQuestion = /\b(?:after|once\s+i(?:'ve|\s+have)?\s+(?:done|finished|completed)|when\s+i(?:'m|\s+am|'ve|\s+have)\s+(?:done|finished))\b/i;

/**
 * What follows a todo: the open todos that wait for it, else the next open todo of its mission
 * (in the focus order), and what of the todo itself is still open.
 */
export function afterAnswer(ctx: DirectorContext, todo: ContextTodo, style: ResponseStyle): string {
  const heading = `### After ${text(todo.title)}`;
  // What the todo waits for comes before it, never after: it is no answer to "what comes after".
  const before = waitedForBefore(ctx, todo);
  const others = openTodosOf(ctx).filter((t) => t.id !== todo.id && !before.includes(t.title));
  const waiting = others.filter((t) => t.waitingFor.includes(todo.title)).sort(bySoonest);
  const left = todo.status === 'completed' ? 0 : todo.totalSteps - todo.completedSteps;
  const firstWaits = todo.waitingFor.length > 0 ? `It waits for ${todo.waitingFor.map((title) => bold(title)).join(' and ')} first.` : '';
  const stillOpen =
    left > 0 && ctx.included.include_steps
      ? `First, ${plural(left, 'step')} of ${bold(todo.title)} ${left === 1 ? 'is' : 'are'} still open${todo.nextStep ? `, starting with ${bold(todo.nextStep)}` : ''}.`
      : '';
  if (waiting.length > 0) {
    const lines = waiting.slice(0, rowsFor[style]).map((t) => `${dueLine(t, ctx).replace(/^- (\*\*.+?\*\*)/, `- $1 waits for it`)}`);
    return join(heading, firstWaits, stillOpen, `Once it is done, ${waiting.length === 1 ? 'this can start' : 'these can start'}:`, lines.join('\n'));
  }
  const sameMission = todo.missionId === null ? [] : others.filter((t) => t.missionId === todo.missionId);
  const next = focusItems({ ...ctx, todos: sameMission }, 1)[0]?.todo;
  if (next && todo.missionTitle) {
    return join(
      heading,
      firstWaits,
      stillOpen,
      `Next in ${bold(todo.missionTitle)}: ${bold(next.title)}${next.nextStep ? ` (next step: ${text(next.nextStep)})` : ''}. No todo waits for ${bold(todo.title)}.`,
    );
  }
  const after = focusItems({ ...ctx, todos: others }, 1)[0]?.todo;
  return join(
    heading,
    firstWaits,
    stillOpen,
    after ? `No todo waits for it${todo.missionTitle ? ` and nothing else is open in ${bold(todo.missionTitle)}` : ''}; what comes first among the rest: ${bold(after.title)}${after.nextStep ? ` (next step: ${text(after.nextStep)})` : ''}.` : 'Nothing else is open after it.',
  );
}

/** "Should I drop anything?", "Can I skip something?": a decision about no one thing in particular. */
export const anythingWord = /^(?:any(?:thing|\s+of\s+(?:them|these|it|my\s+\w+)|\s+\w+)?|something|some(?:\s+of\s+(?:them|these|my\s+\w+)|\s+\w+)?|stuff|things|what)\b/i;

/**
 * The candidates for dropping or putting off: open low-priority todos and overdue ones with no
 * step done. The choice stays the user's: offline nothing is weighed up.
 */
export function candidatesAnswer(ctx: DirectorContext, style: ResponseStyle, verb: string): string {
  const heading = '### What could give';
  if (!ctx.todos) return join(heading, hiddenNote(ctx, ['include_todos']));
  const open = openTodosOf(ctx);
  const low = open.filter((t) => t.priority === 'low').sort(bySoonest);
  const stale = open.filter((t) => t.overdue && t.priority !== 'low' && t.completedSteps === 0).sort(bySoonest);
  const call = `Whether to ${verb} something is your call: offline, without an AI model, I can point at the candidates in your data, not weigh them up for you.`;
  if (low.length === 0 && stale.length === 0) {
    return join(heading, call, `Nothing stands out: ${open.length === 0 ? 'you have no open todo' : 'every open todo has medium or high priority, and none is overdue with no step done'}.`);
  }
  const line = (t: ContextTodo, why: string) => `- ${bold(t.title)} (${why}${t.dueDate !== null ? `, due ${formatDate(t.dueDate)}` : ''}${t.missionTitle && ctx.included.include_missions ? `, mission ${t.missionTitle}` : ''})`;
  const n = rowsFor[style];
  return join(
    heading,
    call,
    low.length > 0 ? `Low priority, so the first to give:\n${low.slice(0, n).map((t) => line(t, 'low priority')).join('\n')}` : '',
    stale.length > 0 ? `Overdue with no step done: keep them with a due date you can meet, or let them go:\n${stale.slice(0, n).map((t) => line(t, overdueWords(t.daysOverdue))).join('\n')}` : '',
  );
}

/** "Give me a pep talk", "I need some motivation": a request for encouragement. */
export const encouragementRequest =
  /\b(?:pep\s+talk|motivat\w*|encourag\w*|cheer\s+me\s+up|inspire\s+me|feeling\s+(?:down|low|unmotivated|demotivated|discouraged)|(?:want|going|about)\s+to\s+give\s+up)\b/i;

/** Encouragement from the data, said to be no model's words: what is done so far, and one small next step. */
export function encouragementAnswer(ctx: DirectorContext): string {
  const s = progressSummary(ctx);
  const done = [
    s.todos && s.todos.total > 0 ? `${s.todos.completed} of ${plural(s.todos.total, 'todo')}` : '',
    s.steps && s.steps.total > 0 ? `${s.steps.completed} of ${plural(s.steps.total, 'step')}` : '',
  ].filter((x) => x !== '');
  const planned = (s.todos?.total ?? 0) > 0;
  const progress = !planned
    ? 'Every plan starts at zero: write down one todo, the next concrete thing towards your goal, and you have started.'
    : s.todos?.completed || s.steps?.completed
      ? `You have completed ${done.join(' and ')} so far: that work stays done.`
      : `Your plan is written down (${plural(s.todos?.total ?? 0, 'todo')} to go): that is the hard part.`;
  const first = focusItems(ctx, 1)[0]?.todo;
  const next = first
    ? `One small thing to do next: ${first.nextStep ? `${bold(first.nextStep)} (for ${bold(first.title)})` : bold(first.title)}. Finishing one step is enough for today.`
    : '';
  return join(`Offline I can't write you a pep talk in my own words${planned ? ', but your data has some good news' : ''}.`, progress, next);
}

/** "What are my missions?", "List my odysseys": the missions or the odysseys, not the todos. */
export const missionListQuestion = /\b(?:list|show|see|display|give\s+me|what\s+are|which\s+are)\s+(?:(?:me|all|of|my|the|active|current)\s+)*missions\b/i;
export const odysseyListQuestion = /\b(?:list|show|see|display|give\s+me|what\s+are|which\s+are)\s+(?:(?:me|all|of|my|the|active|current)\s+)*(?:odysseys|goals)\b/i;

/** The missions, active before paused before completed, each with its health, forecast and progress. */
export function missionListAnswer(ctx: DirectorContext, style: ResponseStyle): string {
  const heading = '### Your missions';
  if (!ctx.missions) return join(heading, hiddenNote(ctx, ['include_missions']));
  if (ctx.missions.length === 0) return join(heading, 'You have no missions yet: the mission wizard plans one, with its todos.');
  const order = { active: 0, paused: 1, completed: 2 } as const;
  const sorted = [...ctx.missions].sort((a, b) => order[a.status] - order[b.status] || a.title.localeCompare(b.title));
  const shown = sorted.slice(0, rowsFor[style] * 2);
  return join(
    heading,
    `You have ${plural(ctx.missions.length, 'mission')}:`,
    table(
      ['Mission', 'Status', 'Health', 'Forecast', 'Todos done', ...(ctx.odysseys ? ['Odyssey'] : [])],
      shown.map((m) => [m.title, statusLabel(m.status), m.status === 'active' ? healthLabel[m.health] : '', outlookText(m), `${m.completedTodos}/${m.totalTodos} (${m.progress}%)`, ...(ctx.odysseys ? [m.odysseyTitle ?? 'none'] : [])]),
    ),
    sorted.length > shown.length ? `…and ${sorted.length - shown.length} more.` : '',
  );
}

/** The odysseys, each with its health and missions completed. */
export function odysseyListAnswer(ctx: DirectorContext, style: ResponseStyle): string {
  const heading = '### Your odysseys';
  if (!ctx.odysseys) return join(heading, hiddenNote(ctx, ['include_odysseys']));
  if (ctx.odysseys.length === 0) return join(heading, 'You have no odysseys yet: the odyssey wizard turns a long-term goal into one.');
  const shown = [...ctx.odysseys].sort((a, b) => a.title.localeCompare(b.title)).slice(0, rowsFor[style] * 2);
  return join(
    heading,
    `You have ${plural(ctx.odysseys.length, 'odyssey')}:`,
    table(
      ['Odyssey', 'Status', 'Health', 'Missions done'],
      shown.map((o) => [o.title, statusLabel(o.status), o.health ? healthLabel[o.health] : '', `${o.completedMissions}/${o.totalMissions} (${o.progress}%)`]),
    ),
    ctx.odysseys.length > shown.length ? `…and ${ctx.odysseys.length - shown.length} more.` : '',
  );
}

/** "How long will it take?", "When will I be done?": a question for the forecast. */
export const forecastQuestion =
  /\bhow\s+long\b|\bhow\s+much\s+(?:more\s+)?time\b|\bwhen\s+will\s+(?:i|it|we)\s+(?:be\s+)?(?:done|finish\w*|complete\w*)\b|\bfinish\s+date\b|\bforecast\b|\beta\b|\bat\s+this\s+(?:pace|rate)\b/i;

/** Missions with their forecasts, as many as the response style shows. */
export const forecastTable = (missions: ContextMission[], style: ResponseStyle) =>
  table(['Mission', 'Forecast', 'Todos done'], missions.slice(0, rowsFor[style] * 2).map((m) => [m.title, outlookText(m), `${m.completedTodos}/${m.totalTodos}`]));

/**
 * The forecast of each active mission from its recent pace against its due dates, as the
 * forecast screen gives it; it says when there is no pace yet to forecast from.
 */
export function forecastAnswer(ctx: DirectorContext, style: ResponseStyle): string {
  const heading = '### Forecast';
  if (!ctx.missions) return join(heading, hiddenNote(ctx, ['include_missions']));
  const active = ctx.missions.filter((m) => m.status === 'active').sort((a, b) => a.title.localeCompare(b.title));
  if (active.length === 0) return join(heading, 'No mission is active, so there is nothing to forecast.');
  const noPace = active.every((m) => m.outlook === 'no_pace');
  return join(
    heading,
    forecastTable(active, style),
    noPace ? 'A forecast needs a recent pace: it appears once todos are being completed, each mission from its own.' : '',
  );
}
