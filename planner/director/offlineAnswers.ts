import type { ContextSettingKey, ResponseStyle } from '../../domain/director/settings';
import { CRITICAL_OVERDUE_COUNT } from '../../domain/missions/health';
import { dueEndMs } from '../../domain/todos/overdue';
import {
  allStepsDone,
  capitalise,
  dueSoonTodos,
  entityTitle,
  focusItems,
  formatDate,
  healthLabel,
  missionsNeedingAttention,
  missionsInPlanOrder,
  missionsOfOdyssey,
  NO_TODOS_YET,
  openTodosOf,
  outlookLabel,
  outlookText,
  outlookWords,
  overdueTodos,
  overdueWords,
  progressSummary,
  statusLabel,
  todosOfMission,
  type NamedEntity,
} from './analysis';
import type { ContextMission, ContextOdyssey, ContextTodo, DirectorContext } from './context';
import { bold, table, text } from './markdown';

/**
 * The offline Director's answers, as markdown built from the user's real data. Each is
 * also what the `analyze_data` tool returns to a model.
 */

/** How many rows a list shows, by the user's response style. */
export const rowsFor: Record<ResponseStyle, number> = { concise: 3, balanced: 5, detailed: 10 };

const kindLabel: Record<ContextSettingKey, string> = {
  include_odysseys: 'odysseys',
  include_missions: 'missions',
  include_todos: 'todos',
  include_steps: 'steps',
};

/** Says which needed kinds of data the user's context settings hide. Empty when none. */
export function hiddenNote(ctx: DirectorContext, needs: ContextSettingKey[]): string {
  const hidden = needs.filter((key) => !ctx.included[key]).map((key) => kindLabel[key]);
  if (hidden.length === 0) return '';
  return `_Your context settings hide your ${hidden.join(' and ')} from me, so this answer leaves them out. You can include them in Settings → Context & Memory._`;
}

const join = (...parts: string[]) => parts.filter((p) => p.trim() !== '').join('\n\n');
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A todo as one row of a table under `todoHeaders`. */
export const todoRow = (t: ContextTodo, ctx: DirectorContext) => {
  const due = t.overdue ? `${formatDate(t.dueDate)} (${overdueWords(t.daysOverdue)})` : formatDate(t.dueDate);
  const row: Array<string | number> = [t.title, statusLabel(t.status), capitalise(t.priority), due];
  if (ctx.included.include_steps) row.push(`${t.completedSteps}/${t.totalSteps}`);
  return row;
};
export const todoHeaders = (ctx: DirectorContext) => ['Todo', 'Status', 'Priority', 'Due', ...(ctx.included.include_steps ? ['Steps'] : [])];

/** Tomorrow as people type it in a chat too: "tmrw", "tmr", "tomorow". */
export const TOMORROW = /\b(?:tomorrow|tmrw|tmr|tmrow|tomorow|tommorow|tommorrow|2moro)\b/i;

/** The time a question about what to focus on asks about: today unless it names another. */
export type FocusPeriod = 'today' | 'tonight' | 'tomorrow' | 'this weekend' | 'this week' | 'next week' | 'this month' | 'next month';

/** Longer spans after the ones they contain: "next week" before "week", "this weekend" before "week". */
const FOCUS_PERIODS: Array<[FocusPeriod, RegExp]> = [
  ['tonight', /\b(?:tonight|this evening)\b/i],
  ['tomorrow', TOMORROW],
  ['this weekend', /\b(?:weekend|saturday|sunday)\b/i],
  ['next week', /\bnext\s+week\b/i],
  ['this week', /\b(?:week|weekly|7 days|seven days)\b/i],
  ['next month', /\bnext\s+month\b/i],
  ['this month', /\b(?:month|monthly|30 days)\b/i],
];

/** "What should I focus on this week?" asks about this week; a question naming no time asks about today. */
export function focusPeriod(message: string): FocusPeriod {
  return FOCUS_PERIODS.find(([, pattern]) => pattern.test(message))?.[0] ?? 'today';
}

/** "I only have 2 hours", "I have 30 minutes": the hours the person says they have, or null. */
export function hoursAvailable(message: string): number | null {
  if (/\b(?:half\s+an\s+hour)\b/i.test(message)) return 0.5;
  if (/\b(?:an|one)\s+hour\b/i.test(message)) return 1;
  const hours = /\b(\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h)\b/i.exec(message);
  if (hours) return Number(hours[1]);
  const minutes = /\b(\d+)\s*(?:minutes?|mins?)\b/i.exec(message);
  return minutes ? Number(minutes[1]) / 60 : null;
}

/** The days after today a period ends on, for the periods longer than today (this weekend: to Sunday). */
function periodLastDay(period: FocusPeriod, today: string): number | null {
  const weekday = new Date(`${today}T00:00:00.000Z`).getUTCDay();
  const ends: Partial<Record<FocusPeriod, number>> = { tomorrow: 1, 'this weekend': (7 - weekday) % 7, 'this week': 6, 'next week': 13, 'this month': 29, 'next month': 59 };
  return ends[period] ?? null;
}

/**
 * What to work on in the time the question names. A short stretch (a few hours, tonight) gets
 * fewer todos, led by the next step of the first, since a step fits it and a whole todo rarely
 * does; a longer period gets the todos due (or overdue) by its end, since those are what it
 * must hold; today, or a period with nothing due, gets the plan's focus order.
 */
export function focusAnswer(ctx: DirectorContext, style: ResponseStyle, period: FocusPeriod = 'today', hours: number | null = null): string {
  const heading = hours !== null ? `### Focus for the next ${hours < 1 ? `${Math.round(hours * 60)} minutes` : plural(hours, 'hour')}` : `### Focus for ${period}`;
  if (!ctx.todos) return join(heading, hiddenNote(ctx, ['include_todos']), attentionList(ctx, style));
  const today = ctx.local?.date ?? ctx.now.slice(0, 10);
  const lastDay = hours === null ? periodLastDay(period, today) : null;
  const until = lastDay === null ? null : new Date(Date.parse(`${today}T00:00:00.000Z`) + lastDay * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const short = hours !== null || period === 'tonight';
  const room = hours !== null && hours <= 1 ? 1 : short ? Math.min(3, rowsFor[style]) : rowsFor[style];
  const ordered = focusItems(ctx, openTodosOf(ctx).length);
  const dueInPeriod = until === null ? [] : ordered.filter(({ todo }) => todo.dueDate !== null && formatDate(todo.dueDate) <= until);
  const items = (dueInPeriod.length > 0 ? dueInPeriod : ordered).slice(0, room);
  const periodNote =
    until === null
      ? ''
      : dueInPeriod.length > 0
        ? `${plural(dueInPeriod.length, 'todo is', 'todos are')} due or overdue by ${until}; ${dueInPeriod.length > items.length ? `these ${items.length} come first` : 'here they are, most pressing first'}.`
        : `Nothing is due by ${until}: these come first in your plan.`;
  if (items.length === 0) {
    const done = ctx.todos.length > 0;
    return join(
      heading,
      done
        ? `Every one of your ${plural(ctx.todos.length, 'todo')} is completed. 🎉 A good moment to plan the next mission or review what worked.`
        : 'You have no todos yet. Create one for the next concrete action towards your goal, or plan a mission with the wizard and let it suggest todos.',
    );
  }
  const showNext = ctx.included.include_steps;
  const rows = items.map(({ todo, reason }, i) => [
    i + 1,
    todo.title,
    reason,
    ...(ctx.included.include_missions ? [todo.missionTitle ?? 'Standalone'] : []),
    ...(showNext ? [todo.nextStep ?? (allStepsDone(todo) ? 'Add evidence or mark it complete' : '(no open step)')] : []),
  ]);
  const headers = ['#', 'Todo', 'Why now', ...(ctx.included.include_missions ? ['Mission'] : []), ...(showNext ? ['Next step'] : [])];
  const top = items[0].todo;
  const opener = `Start with ${bold(top.title)}${top.nextStep ? `: the next step is ${bold(top.nextStep)}` : ''}.`;
  const open = openTodosOf(ctx).length;
  const tail =
    open > items.length && dueInPeriod.length === 0 ? `You have ${plural(open, 'open todo')} in all; ${items.length === 1 ? 'this one comes' : `these ${items.length} come`} first.` : '';
  const fits = short && top.nextStep ? 'In a short stretch of time a step fits better than a whole todo.' : '';
  const detail = style === 'detailed' ? attentionList(ctx, style) : '';
  return join(heading, opener, fits, periodNote, table(headers, rows), tail, detail, hiddenNote(ctx, ['include_missions', 'include_steps']));
}

function attentionList(ctx: DirectorContext, style: ResponseStyle): string {
  if (!ctx.missions) return '';
  const missions = missionsNeedingAttention(ctx).slice(0, rowsFor[style]);
  if (missions.length === 0) return 'All your active missions are healthy.';
  return join(
    '#### Missions needing attention',
    missions
      .map((m) => `- ${bold(m.title)}: ${healthLabel[m.health]}, ${outlookText(m)}, ${m.overdueTodos} overdue, ${m.completedTodos}/${m.totalTodos} todos done (${m.progress}%)`)
      .join('\n'),
  );
}

/** Why the most-at-risk mission leads: its overdue todos (with the rule, when they make it critical), its forecast, or both. */
function mostAtRiskReason(m: ContextMission): string {
  const overdue =
    m.overdueTodos === 0 ? null : m.health === 'critical' ? criticalRule(m.overdueTodos, m.totalTodos - m.completedTodos) : plural(m.overdueTodos, 'overdue todo');
  const late = m.outlook === 'will_miss' || m.outlook === 'at_risk' ? outlookText(m) : null;
  return [overdue, late].filter((x) => x !== null).join('; ') || 'a todo is due within 48 hours with no step done';
}

/** What puts one mission at risk, in words naming its todos: overdue ones, ones due soon with no step done, its forecast. */
function missionRiskReasons(ctx: DirectorContext, m: ContextMission): string {
  const reasons = riskReasonsOf(ctx, m);
  return reasons.length > 0 ? reasons.join('; ') : mostAtRiskReason(m);
}

/** The reasons a mission's todos and forecast give for risk, each naming what it is about; empty when none does (or todos are hidden). */
export function riskReasonsOf(ctx: DirectorContext, m: ContextMission): string[] {
  if (!ctx.todos) return [];
  const open = todosOfMission(ctx, m.id).filter((t) => t.status !== 'completed');
  const overdue = open
    .filter((t) => t.overdue)
    .sort((a, b) => b.daysOverdue - a.daysOverdue || a.title.localeCompare(b.title))
    .map((t) => `${bold(t.title)} ${t.daysOverdue >= 2 ? 'is' : 'was'} ${overdueWords(t.daysOverdue)}`);
  const soon = open.filter((t) => t.dueSoon && t.completedSteps === 0).map((t) => `${bold(t.title)} is due ${formatDate(t.dueDate)} with no step done`);
  const late = m.outlook === 'will_miss' || m.outlook === 'at_risk' ? [`the forecast says it ${outlookText(m)}`] : [];
  return [...overdue, ...(m.health === 'critical' ? [`so ${criticalRule(m.overdueTodos, open.length)}`] : []), ...soon, ...late];
}

/**
 * Why overdue todos make a mission critical rather than at risk (domain/missions/health.ts): one
 * overdue todo of two is critical, one of five at risk, and a reader comparing them asks why.
 */
function criticalRule(overdue: number, open: number): string {
  const rule = overdue >= CRITICAL_OVERDUE_COUNT ? `${CRITICAL_OVERDUE_COUNT} or more` : 'half or more';
  return `${overdue} of its ${plural(open, 'open todo')} ${overdue === 1 ? 'is' : 'are'} overdue: ${rule} make a mission critical`;
}

/** The todo to start with to bring a mission back on track (the first in the focus order), as a sentence; empty with none open or todos hidden. */
export function backOnTrack(ctx: DirectorContext, m: ContextMission): string {
  const first = ctx.todos ? focusItems({ ...ctx, todos: todosOfMission(ctx, m.id) }, 1)[0]?.todo : undefined;
  return first ? `To bring ${bold(m.title)} back on track, start with ${bold(first.title)}${first.nextStep ? ` (next step: ${text(first.nextStep)})` : ''}, or give it a due date you can keep.` : '';
}

/** "Which mission is at risk and why?": the missions, most at risk first, each with its own reasons. */
export function missionRiskAnswer(ctx: DirectorContext, style: ResponseStyle): string {
  const heading = '### Missions at risk';
  if (!ctx.missions) return join(heading, hiddenNote(ctx, ['include_missions']));
  const atRisk = missionsNeedingAttention(ctx);
  if (atRisk.length === 0) return join(heading, 'No active mission is at risk. ✅', hiddenNote(ctx, ['include_todos']));
  const shown = atRisk.slice(0, rowsFor[style]);
  const lines = shown.map((m) => `- ${bold(m.title)} (${healthLabel[m.health]}): ${missionRiskReasons(ctx, m)}.`).join('\n');
  const start = backOnTrack(ctx, shown[0]);
  const more = atRisk.length > shown.length ? `…and ${atRisk.length - shown.length} more.` : '';
  return join(heading, lines, more, start, hiddenNote(ctx, ['include_todos']));
}

export function riskAnswer(ctx: DirectorContext, style: ResponseStyle): string {
  const parts: string[] = ['### Overdue and at risk'];
  if (ctx.todos) {
    const overdue = overdueTodos(ctx);
    const soon = dueSoonTodos(ctx);
    if (overdue.length === 0) parts.push('Nothing is overdue. ✅');
    else {
      parts.push(`${plural(overdue.length, 'todo is', 'todos are')} overdue:`);
      parts.push(table(todoHeaders(ctx), overdue.slice(0, rowsFor[style]).map((t) => todoRow(t, ctx))));
      if (overdue.length > rowsFor[style]) parts.push(`…and ${overdue.length - rowsFor[style]} more.`);
    }
    if (soon.length > 0) {
      parts.push(`Due within 48 hours: ${soon.slice(0, rowsFor[style]).map((t) => `${bold(t.title)} (${formatDate(t.dueDate)})`).join(', ')}.`);
    }
    if (overdue.length > 0) {
      const first = overdue[0];
      parts.push(
        `Suggestion: finish or re-date ${bold(first.title)} first${first.nextStep ? ` (next step: ${text(first.nextStep)})` : ''}; a realistic new due date is better than a stale one.`,
      );
    }
  }
  if (ctx.missions) {
    const atRisk = missionsNeedingAttention(ctx);
    if (atRisk.length === 0) parts.push('No active mission is at risk.');
    else {
      const most = atRisk[0];
      parts.push(`Most at risk: ${bold(most.title)} (${healthLabel[most.health]}: ${mostAtRiskReason(most)}).`);
      parts.push(
        table(
          ['Mission', 'Health', 'Forecast', 'Overdue todos', 'Progress'],
          atRisk.slice(0, rowsFor[style]).map((m) => [m.title, healthLabel[m.health], outlookText(m), m.overdueTodos, `${m.progress}%`]),
        ),
      );
    }
  }
  parts.push(hiddenNote(ctx, ['include_todos', 'include_missions']));
  return join(...parts);
}

export function summaryAnswer(ctx: DirectorContext, style: ResponseStyle): string {
  const s = progressSummary(ctx);
  const lines: string[] = [];
  if (s.odysseys) lines.push(`- Odysseys: ${s.odysseys.total} (${s.odysseys.active} active, ${s.odysseys.completed} completed)`);
  if (s.missions) {
    lines.push(
      `- Missions: ${s.missions.total} (${s.missions.active} active, ${s.missions.paused} paused, ${s.missions.completed} completed); health: ${s.missions.healthy} healthy, ${s.missions.atRisk} at risk, ${s.missions.critical} critical`,
    );
  }
  if (s.todos) {
    lines.push(
      `- Todos: ${s.todos.completed} of ${s.todos.total} completed (${s.todos.completionRate}%), ${s.todos.inProgress} in progress, ${s.todos.pending} pending, ${s.todos.overdue} overdue`,
    );
  }
  if (s.steps) lines.push(`- Steps: ${s.steps.completed} of ${s.steps.total} completed`);
  const parts = ['### Progress summary', lines.length ? lines.join('\n') : 'Every kind of data is hidden by your context settings.'];
  if (ctx.missions && ctx.missions.length > 0) {
    const active = ctx.missions.filter((m) => m.status !== 'completed');
    const shown = (style === 'concise' ? active : ctx.missions).slice(0, rowsFor[style] * 2);
    if (shown.length > 0) {
      parts.push(
        table(
          ['Mission', 'Status', 'Health', 'Progress', 'Todos done'],
          shown.map((m) => [m.title, statusLabel(m.status), healthLabel[m.health], `${m.progress}%`, `${m.completedTodos}/${m.totalTodos}`]),
        ),
      );
    }
  }
  if (s.todos && s.todos.total > 0) {
    parts.push(
      s.todos.overdue > 0
        ? `Main risk: ${plural(s.todos.overdue, 'overdue todo')}. Ask me "what is overdue?" for the list.`
        : 'Nothing is overdue: keep the pace.',
    );
  }
  parts.push(hiddenNote(ctx, ['include_odysseys', 'include_missions', 'include_todos', 'include_steps']));
  return join(...parts);
}

/** The span a question about progress names: "this week" looks at 7 days, "this month" at 30; none for an overall summary. */
export function recentDays(message: string): number | null {
  if (/\b(?:week|weekly|7 days|seven days)\b/i.test(message)) return 7;
  if (/\b(?:month|monthly|30 days)\b/i.test(message)) return 30;
  return null;
}

/** What was completed in the last `days` days and what is due in the next `days` days. */
export function recentAnswer(ctx: DirectorContext, days: number, style: ResponseStyle): string {
  if (!ctx.todos) return '';
  const nowMs = Date.parse(ctx.now);
  const span = days * 24 * 60 * 60 * 1000;
  const done = ctx.todos
    .filter((t) => t.completedAt !== null && nowMs - Date.parse(t.completedAt) <= span && Date.parse(t.completedAt) <= nowMs)
    .sort((a, b) => Date.parse(b.completedAt ?? '') - Date.parse(a.completedAt ?? ''));
  const due = openTodosOf(ctx)
    // Its due day ends within the span in the user's zone, as overdue and due soon are judged.
    .filter((t) => t.dueDate !== null && !t.overdue && dueEndMs(t.dueDate, ctx.local?.timeZone) - nowMs <= span)
    .sort((a, b) => Date.parse(a.dueDate ?? '') - Date.parse(b.dueDate ?? '') || a.title.localeCompare(b.title));
  const names = (list: ContextTodo[], withDate: boolean) =>
    list
      .slice(0, rowsFor[style])
      .map((t) => `${bold(t.title)}${withDate ? ` (${formatDate(t.dueDate)})` : ''}`)
      .join(', ') + (list.length > rowsFor[style] ? ` and ${list.length - rowsFor[style]} more` : '');
  return join(
    `### The last ${days} days`,
    done.length > 0
      ? `In the last ${days} days you completed ${plural(done.length, 'todo')}: ${names(done, false)}.`
      : `No todo was completed in the last ${days} days.`,
    due.length > 0 ? `Due in the next ${days} days: ${names(due, true)}.` : `Nothing is due in the next ${days} days.`,
  );
}

function missionAnswer(ctx: DirectorContext, m: ContextMission, style: ResponseStyle): string {
  const parts = [
    `### Mission: ${text(m.title)}`,
    `${statusLabel(m.status)} · health ${bold(healthLabel[m.health])} · ${outlookText(m)} · ${m.completedTodos} of ${m.totalTodos} todos completed (${m.progress}%) · ${plural(m.overdueTodos, 'overdue todo')}${m.odysseyTitle ? ` · part of ${bold(m.odysseyTitle)}` : ''}`,
  ];
  if (ctx.todos) {
    const todos = todosOfMission(ctx, m.id);
    const open = todos.filter((t) => t.status !== 'completed');
    const ordered = focusItems({ ...ctx, todos }, todos.length).map((f) => f.todo);
    const listed = [...ordered, ...todos.filter((t) => t.status === 'completed')].slice(0, rowsFor[style] * 2);
    if (todos.length === 0) parts.push('It has no todos yet: plan some with the mission wizard or add the first one by hand.');
    else parts.push(table(todoHeaders(ctx), listed.map((t) => todoRow(t, ctx))));
    if (open.length > 0) {
      // Unblocked todos come first: when the first one still waits, every open todo here does, and the answer says for what.
      const next = ordered[0];
      const waits = next.waitingFor.length > 0 ? `, once ${next.waitingFor.map((title) => bold(title)).join(' and ')} ${next.waitingFor.length === 1 ? 'is' : 'are'} done` : '';
      parts.push(`Next: ${bold(next.title)}${waits}${next.nextStep ? `, starting with ${bold(next.nextStep)}` : ''}.`);
    } else if (todos.length > 0) parts.push('Every todo is completed.');
  }
  parts.push(hiddenNote(ctx, ['include_todos']));
  return join(...parts);
}

function odysseyAnswer(ctx: DirectorContext, o: ContextOdyssey, style: ResponseStyle): string {
  const health = o.health ? ` · health ${bold(healthLabel[o.health])} · ${outlookWords(o.outlook, o.totalTodos)}` : '';
  const parts = [
    `### Odyssey: ${text(o.title)}`,
    `${statusLabel(o.status)}${health} · ${o.completedMissions} of ${o.totalMissions} missions completed (${o.progress}%)`,
  ];
  if (ctx.missions) {
    const missions = missionsInPlanOrder(ctx, o.id).slice(0, rowsFor[style] * 2);
    parts.push(
      missions.length === 0
        ? 'It has no missions yet: the odyssey wizard can suggest some.'
        : table(
            ['Mission', 'Status', 'Health', 'Progress'],
            // A mission with no todos has no health or progress to show: it has no todos yet.
            missions.map((m) => [m.title, statusLabel(m.status), ...(m.totalTodos === 0 ? [capitalise(NO_TODOS_YET), '–'] : [healthLabel[m.health], `${m.progress}% (${m.completedTodos}/${m.totalTodos})`])]),
          ),
    );
    const worst = missionsNeedingAttention({ ...ctx, missions: missionsOfOdyssey(ctx, o.id) })[0];
    if (worst) parts.push(`Needs attention: ${bold(worst.title)} (${healthLabel[worst.health]}: ${mostAtRiskReason(worst)}).`);
  }
  parts.push(hiddenNote(ctx, ['include_missions']));
  return join(...parts);
}

/** One todo: where it stands, its steps, what it waits for and what waits for it. `lead` answers what the question asked about it first. */
export function todoAnswer(ctx: DirectorContext, t: ContextTodo, lead = ''): string {
  const parts = [
    `### Todo: ${text(t.title)}`,
    lead,
    `${statusLabel(t.status)} · ${capitalise(t.priority)} priority · due ${formatDate(t.dueDate)}${t.overdue ? ` (${bold(overdueWords(t.daysOverdue))})` : ''}${t.missionTitle ? ` · mission ${bold(t.missionTitle)}` : ''}`,
  ];
  if (ctx.steps) {
    const steps = ctx.steps.filter((s) => s.todoId === t.id);
    parts.push(
      steps.length === 0
        ? 'It has no steps yet.'
        : steps.map((s) => `${s.position}. ${s.status === 'completed' ? '~~' + text(s.title) + '~~ ✅' : text(s.title)}`).join('\n'),
    );
  } else parts.push(`${t.completedSteps} of ${t.totalSteps} steps completed.`);
  // An open todo that waits for another says so: that, not its own next step, is why it cannot start.
  if (t.status !== 'completed' && t.waitingFor.length > 0) {
    parts.push(`It waits for ${t.waitingFor.map((title) => bold(title)).join(' and ')}: it can start once ${t.waitingFor.length === 1 ? 'that is' : 'those are'} done.`);
  }
  const waitingForIt = t.status === 'completed' ? [] : openTodosOf(ctx).filter((o) => o.waitingFor.includes(t.title));
  if (waitingForIt.length > 0) parts.push(`Waiting for it: ${waitingForIt.map((o) => bold(o.title)).join(', ')}.`);
  if (t.status !== 'completed' && t.nextStep) parts.push(t.waitingFor.length > 0 ? `Its next step then: ${bold(t.nextStep)}.` : `Next: ${bold(t.nextStep)}.`);
  return join(...parts);
}

export function entityAnswer(ctx: DirectorContext, entity: NamedEntity, style: ResponseStyle): string {
  switch (entity.kind) {
    case 'mission':
      return missionAnswer(ctx, entity.mission, style);
    case 'odyssey':
      return odysseyAnswer(ctx, entity.odyssey, style);
    case 'todo':
      return todoAnswer(ctx, entity.todo);
  }
}

/** The questions answered from the data alone, by the offline Director and by the analysis tool a model calls. */
export type DataQuestion = 'focus' | 'risk' | 'summary';

const DATA_ANSWERS: Record<DataQuestion, (ctx: DirectorContext, style: ResponseStyle, period: FocusPeriod, hours: number | null) => string> = {
  focus: focusAnswer,
  risk: riskAnswer,
  summary: summaryAnswer,
};

/**
 * The answer to a question about the data: what to focus on, what is overdue or at risk, the
 * progress so far. `period` is the time a focus question asks about, `hours` the time the person says they have.
 */
export function dataAnswer(ctx: DirectorContext, question: DataQuestion, style: ResponseStyle, period: FocusPeriod = 'today', hours: number | null = null): string {
  return DATA_ANSWERS[question](ctx, style, period, hours);
}

/** Offline there is no model: nothing is changed and nothing open-ended is attempted. */
export function cannotChangeAnswer(ctx: DirectorContext, entity: NamedEntity | null = null): string {
  const where =
    entity === null || entity.kind === 'odyssey'
      ? 'new todos from the Todos page, mission edits from the mission page'
      : `open ${bold(entityTitle(entity))} and use its **Edit / Re-plan / Copy** button`;
  return join(
    "I can't make changes right now: no AI model is configured, so I can only read and analyse your data. Creating todos, editing missions and free-form advice need a model (an administrator sets `OPENAI_API_KEY` or `OPENAI_BASE_URL`).",
    `You can do it yourself in a few clicks: ${where}.`,
    introQuestions(ctx),
  );
}

function introQuestions(ctx: DirectorContext): string {
  // Name one of the user's own missions or odysseys, so the example works as written.
  const example = ctx.missions?.[0]?.title ?? ctx.odysseys?.[0]?.title ?? 'my first mission';
  return [
    'Questions I can answer from your data:',
    '- "What should I focus on today?"',
    '- "What is due this week?"',
    '- "What is overdue or at risk?"',
    `- "How is ${text(example)} doing?"`,
    '- "Give me a summary of my progress"',
  ].join('\n');
}

/** Closes an offline answer read from the data, so it never passes for a model's advice. */
export const OFFLINE_NOTE = '_Answered offline from your data, without an AI model._';

/** The answer with the offline note, unless it already says it was made without a model. */
export function withOfflineNote(answer: string): string {
  return answer.includes('without an AI model') ? answer : join(answer, OFFLINE_NOTE);
}

/** How the introduction starts: a conversation that has it does not get it again. */
export const INTRO_START = "I'm The Director, working offline";

export function thanksAnswer(): string {
  return 'You\'re welcome. Ask me again whenever you want to know what to focus on, what is at risk or how a mission is doing.';
}

/** After the introduction: a greeting or an "ok" gets a short reply, a question it cannot read says so in one line. */
export function notUnderstoodAnswer(ctx: DirectorContext, greeting: boolean): string {
  if (greeting) return 'Here when you need me: ask what to focus on, what is overdue or at risk, or how one of your missions is doing.';
  const example = ctx.missions?.[0]?.title ?? ctx.odysseys?.[0]?.title ?? null;
  return `I can't answer that from your data offline: without an AI model I answer what to focus on, what is due when, what is overdue or at risk, what is in progress, which todos you have, how many there are, what you finished, how your progress is going, and how one named mission, odyssey or todo is doing${example ? ` ("How is ${text(example)} doing?")` : ''}.`;
}

/** A message in another language: the offline Director reads English only. */
export function otherLanguageAnswer(): string {
  return 'Offline I only understand English, so I could not read your question. Ask me in English, for example "What should I focus on today?" or "What is at risk?".';
}

export function introAnswer(ctx: DirectorContext): string {
  const s = progressSummary(ctx);
  const known = [
    s.odysseys && plural(s.odysseys.total, 'odyssey', 'odysseys'),
    s.missions && plural(s.missions.total, 'mission'),
    s.todos && `${plural(s.todos.total, 'todo')} (${s.todos.overdue} overdue)`,
  ].filter(Boolean);
  return join(
    `${INTRO_START}: I read your data and answer from it, without an AI model.${known.length ? ` I can see ${known.join(', ')}.` : ''}`,
    introQuestions(ctx),
    hiddenNote(ctx, ['include_odysseys', 'include_missions', 'include_todos', 'include_steps']),
  );
}

/** The question asked again with a title in it: how the thing is doing, unless a decision was asked. */
export type AskAgain = (title: string) => string;
const askHowItIsDoing: AskAgain = (title) => `How is ${title} doing?`;
export const askDecisionAgain =
  (verb: string): AskAgain =>
  (title) =>
    `Should I ${verb} ${title}?`;

/**
 * The message names something only loosely (or two things equally): say so, with the closest
 * titles, rather than answer about the wrong one. A short name several titles hold (`several`:
 * its words, "run") lists them all and asks which one. The example is the person's own question
 * with a title in it (`askAgain`).
 */
export function unclearNameAnswer(near: string[], asked: string | null, several: string | null = null, askAgain: AskAgain = askHowItIsDoing): string {
  const named = asked ? ` by "${text(asked)}"` : '';
  const example = near[0] ?? null;
  if (several !== null && example !== null) {
    const titles = near.map((title) => bold(title)).join(near.length === 2 ? ' and ' : ', ');
    return `More than one of your titles has "${text(asked ?? several)}" in it: ${titles}. Which one do you mean? Ask again with more of its title, for example "${text(askAgain(example))}".`;
  }
  const ask = example ? ` Ask again with its title as written, for example "${text(askAgain(example))}".` : ' Ask again with its title as written.';
  if (near.length === 0) return `I can't find what you mean${named} among your todos, missions and odysseys.${ask}`;
  const choices = near.map((title) => bold(title)).join(near.length === 2 ? ' or ' : ', ');
  return `I'm not sure which one you mean${named}: the closest ${near.length === 1 ? 'is' : 'are'} ${choices}.${ask}`;
}

/** "Should I drop ...": where the thing stands, and that weighing it up is not done offline. */
export function decisionAnswer(ctx: DirectorContext, entity: NamedEntity, verb: string, style: ResponseStyle): string {
  const status = entity.kind === 'mission' ? entity.mission.status : entity.kind === 'odyssey' ? entity.odyssey.status : entity.todo.status;
  const verdict =
    status === 'completed'
      ? 'It is already completed, so there is nothing left to decide.'
      : `Whether to ${verb} it is your call: offline, without an AI model, I can show where it stands (above), not weigh it up for you.`;
  return join(entityAnswer(ctx, entity, style), verdict);
}
