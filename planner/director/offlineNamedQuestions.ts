import type { ResponseStyle } from '../../domain/director/settings';
import type { HealthStatus } from '../../domain/missions/health';
import { formatDate, healthLabel, missionsNeedingAttention, missionsOfOdyssey, outlookLabel, outlookText, overdueWords, type NamedEntity } from './analysis';
import type { ContextMission, ContextOdyssey, ContextTodo, DirectorContext } from './context';
import { bold, text } from './markdown';
import { backOnTrack, entityAnswer, hiddenNote, riskReasonsOf, todoAnswer } from './offlineAnswers';
import { forecastTable, fromToday, todayOf } from './offlinePlanQuestions';

/**
 * A question about one thing it names that asks something in particular: how urgent a todo is,
 * when it is due, why a mission is critical, how long an odyssey will take. The answer is about
 * that one thing, not the whole plan.
 */

/** What a question asks about the one thing it names. */
export type NamedAspect = 'focus' | 'due' | 'risk' | 'forecast';
export const isNamedAspect = (kind: string | null): kind is NamedAspect => kind === 'focus' || kind === 'due' || kind === 'risk' || kind === 'forecast';

const join = (...parts: string[]) => parts.filter((p) => p.trim() !== '').join('\n\n');

/** How urgent a todo is, in one sentence: overdue, due within 48 hours, or when it is due; with its priority. */
export function todoUrgency(ctx: DirectorContext, t: ContextTodo): string {
  const name = bold(t.title);
  const priority = `${t.priority} priority`;
  if (t.status === 'completed') return `${name} is completed${t.completedAt ? ` (on ${formatDate(t.completedAt)})` : ''}: nothing about it is urgent.`;
  if (t.overdue) return `${name} ${t.daysOverdue >= 2 ? 'is' : 'was'} ${overdueWords(t.daysOverdue)} (due ${formatDate(t.dueDate)}), ${priority}: it is urgent.`;
  if (t.dueDate === null) return `${name} has no due date, ${priority}.`;
  const when = `${fromToday(todayOf(ctx), formatDate(t.dueDate))} (${formatDate(t.dueDate)})`;
  return t.dueSoon
    ? `${name} is due soon: ${when}, within 48 hours, ${priority}.`
    : `${name} is due ${when}, ${priority}: it is neither overdue nor due within 48 hours.`;
}

/**
 * What makes an open todo at risk beyond its own due date, as one sentence: a todo it waits for
 * that is overdue (it cannot start before that is done) and its mission's health when that is
 * not healthy (the badge its mission shows). Empty when neither.
 */
function todoRiskBeyondDue(ctx: DirectorContext, t: ContextTodo): string {
  if (t.status === 'completed') return '';
  const late = (ctx.todos ?? []).filter((o) => o.overdue && t.waitingFor.includes(o.title));
  const waits = late.map((o) => `${bold(o.title)}, which it waits for, ${o.daysOverdue >= 2 ? 'is' : 'was'} ${overdueWords(o.daysOverdue)}`);
  const mission = (ctx.missions ?? []).find((m) => m.id === t.missionId && m.health !== 'healthy');
  const health = mission ? [`its mission ${bold(mission.title)} is ${bold(healthLabel[mission.health])}`] : [];
  const reasons = [...waits, ...health];
  // After "it is neither overdue nor due within 48 hours" these say otherwise; after "it is urgent" they add to it.
  return reasons.length === 0 ? '' : `${t.overdue || t.dueSoon ? 'Also' : 'But'} ${reasons.join(', and ')}.`;
}

/** The health a question takes for granted ("Why is the bakery critical?"), if it names one. */
function claimedHealth(message: string): HealthStatus | null {
  if (/\bcritical\b/i.test(message)) return 'critical';
  if (/\bat[-\s]risk\b|\brisky\b|\bin\s+trouble\b/i.test(message)) return 'at_risk';
  return null;
}

/** Its health as it is, correcting the question when it says otherwise. */
function healthLine(title: string, health: HealthStatus, claimed: HealthStatus | null): string {
  const actual = bold(healthLabel[health]);
  if (claimed === null || claimed === health) return `${bold(title)} is ${actual}.`;
  const said = healthLabel[claimed].toLowerCase();
  return health === 'critical' ? `${bold(title)} is more than ${said}: its health is ${actual}.` : `${bold(title)} is not ${said}: its health is ${actual}.`;
}

const NOTHING_AT_RISK = 'Nothing puts it at risk: no todo is overdue or due within 48 hours with no step done, and the forecast is not behind.';

function missionHealthAnswer(ctx: DirectorContext, m: ContextMission, claimed: HealthStatus | null): string {
  const reasons = riskReasonsOf(ctx, m);
  const why = reasons.length > 0 ? `Why: ${reasons.join('; ')}.` : ctx.todos ? NOTHING_AT_RISK : '';
  return join(`### Mission: ${text(m.title)}`, healthLine(m.title, m.health, claimed), why, m.health === 'healthy' ? '' : backOnTrack(ctx, m), hiddenNote(ctx, ['include_todos']));
}

function odysseyHealthAnswer(ctx: DirectorContext, o: ContextOdyssey, claimed: HealthStatus | null): string {
  const heading = `### Odyssey: ${text(o.title)}`;
  if (o.health === null || !ctx.missions) return join(heading, hiddenNote(ctx, ['include_missions']));
  const attention = missionsNeedingAttention({ ...ctx, missions: missionsOfOdyssey(ctx, o.id) });
  const lines = attention.map((m) => `- ${bold(m.title)} (${healthLabel[m.health]}): ${riskReasonsOf(ctx, m).join('; ') || outlookText(m)}.`);
  const late = o.outlook === 'at_risk' || o.outlook === 'will_miss' ? `Its forecast: ${outlookLabel[o.outlook]}.` : '';
  const why = lines.length > 0 ? `Its missions needing attention:\n${lines.join('\n')}` : late ? '' : 'None of its missions needs attention.';
  return join(heading, healthLine(o.title, o.health, claimed), why, late, attention[0] ? backOnTrack(ctx, attention[0]) : '', hiddenNote(ctx, ['include_todos']));
}

const NO_PACE = 'A forecast needs a recent pace: it appears once todos are being completed.';

function missionForecastAnswer(m: ContextMission): string {
  const paced = m.outlook !== 'no_pace';
  return join(`### Forecast: ${text(m.title)}`, `${bold(m.title)}: ${outlookText(m)}, ${m.completedTodos} of ${m.totalTodos} todos done.`, paced ? '' : NO_PACE);
}

/** An odyssey takes as long as its slowest mission: each open mission's forecast, and the latest of them. */
function odysseyForecastAnswer(ctx: DirectorContext, o: ContextOdyssey, style: ResponseStyle): string {
  const heading = `### Forecast: ${text(o.title)}`;
  if (!ctx.missions) return join(heading, hiddenNote(ctx, ['include_missions']));
  const open = missionsOfOdyssey(ctx, o.id).filter((m) => m.status !== 'completed').sort((a, b) => a.title.localeCompare(b.title));
  if (open.length === 0) return join(heading, o.totalMissions === 0 ? 'It has no missions yet, so there is nothing to forecast.' : 'Every one of its missions is completed.');
  const paced = open.filter((m) => m.outlook !== 'no_pace' && m.outlook !== 'no_due_dates');
  const latest = (dateOf: (m: ContextMission) => string | null) =>
    paced.filter((m) => dateOf(m) !== null).sort((a, b) => (dateOf(b) ?? '').localeCompare(dateOf(a) ?? '') || a.title.localeCompare(b.title))[0];
  const late = latest((m) => m.forecastDate);
  const due = latest((m) => m.latestDueDate);
  const verdict =
    paced.length === 0
      ? 'None of its missions has a recent pace yet, so the odyssey has no forecast: it appears once their todos are being completed.'
      : late
        ? `The odyssey's forecast is the latest of them: ${bold(late.forecastDate ?? '')}, from ${bold(late.title)}, which ${outlookLabel[late.outlook]}.`
        : due
          ? `Its missions with a pace are on track: the odyssey should be done by the latest of their due dates, ${bold(due.latestDueDate ?? '')} (${bold(due.title)}).`
          : `Its missions with a pace are ${outlookLabel[paced[0].outlook]}.`;
  const unpaced = open.length - paced.length;
  const partial = paced.length > 0 && unpaced > 0 ? `${unpaced} of its missions ${unpaced === 1 ? 'has' : 'have'} no forecast yet, so the odyssey may take longer.` : '';
  return join(heading, forecastTable(open, style), verdict, partial);
}

/**
 * When a mission or odyssey is due: it has no due date of its own, so the dates of its open todos
 * say, the last and the first (and whether that one is overdue). Empty when its todos are hidden.
 */
function dueDatesLine(ctx: DirectorContext, todos: ContextTodo[]): string {
  if (!ctx.todos) return '';
  const open = todos.filter((t) => t.status !== 'completed');
  const dated = open.filter((t) => t.dueDate !== null).sort((a, b) => formatDate(a.dueDate).localeCompare(formatDate(b.dueDate)));
  if (dated.length === 0) return open.length === 0 ? 'Every one of its todos is completed.' : 'None of its open todos has a due date.';
  const when = (t: ContextTodo) =>
    t.overdue ? `${overdueWords(t.daysOverdue)} (${t.daysOverdue >= 2 ? 'due ' : ''}${formatDate(t.dueDate)})` : `due ${fromToday(todayOf(ctx), formatDate(t.dueDate))} (${formatDate(t.dueDate)})`;
  const [first] = dated;
  const last = dated[dated.length - 1];
  if (dated.length === 1) return `Its only open todo with a due date is ${bold(first.title)}, ${when(first)}.`;
  return `The last of its open todos is due ${formatDate(last.dueDate)} (${bold(last.title)}). The first is ${bold(first.title)}, ${when(first)}.`;
}

/** The answer about one mission or odyssey with, after its heading, when its todos are due. */
function withDueDates(answer: string, line: string): string {
  const [heading, ...rest] = answer.split('\n\n');
  return join(heading, line, ...rest);
}

/** The answer about the one thing a question names, to what it asks of it. */
export function namedAnswer(ctx: DirectorContext, entity: NamedEntity, aspect: NamedAspect, style: ResponseStyle, message: string): string {
  switch (entity.kind) {
    case 'todo': {
      const beyond = aspect === 'risk' ? todoRiskBeyondDue(ctx, entity.todo) : '';
      return todoAnswer(ctx, entity.todo, [todoUrgency(ctx, entity.todo), beyond].filter((s) => s !== '').join(' '));
    }
    case 'mission':
      if (aspect === 'risk') return missionHealthAnswer(ctx, entity.mission, claimedHealth(message));
      if (aspect === 'due') return withDueDates(entityAnswer(ctx, entity, style), dueDatesLine(ctx, (ctx.todos ?? []).filter((t) => t.missionId === entity.mission.id)));
      return aspect === 'forecast' ? missionForecastAnswer(entity.mission) : entityAnswer(ctx, entity, style);
    case 'odyssey':
      if (aspect === 'risk') return odysseyHealthAnswer(ctx, entity.odyssey, claimedHealth(message));
      if (aspect === 'due') {
        const missions = new Set(missionsOfOdyssey(ctx, entity.odyssey.id).map((m) => m.id));
        return withDueDates(entityAnswer(ctx, entity, style), dueDatesLine(ctx, (ctx.todos ?? []).filter((t) => t.missionId !== null && missions.has(t.missionId))));
      }
      return aspect === 'forecast' ? odysseyForecastAnswer(ctx, entity.odyssey, style) : entityAnswer(ctx, entity, style);
  }
}
