import { compareRisk } from '../../domain/missions/riskVerdict';
import { dueSoonTodos, formatDate, focusItems, healthLabel, openTodosOf, outlookLabel, outlookText, outlookWords, overdueTodos, overdueWords, statusLabel } from './analysis';
import type { ContextMission, ContextOdyssey, DirectorContext } from './context';

/** Bounds on what goes into one prompt, so a large account still fits a model's window. */
export const promptLimits = { odysseys: 30, missions: 60, openTodos: 80, completedTodos: 20, steps: 150 } as const;

const quote = (text: string) => JSON.stringify(text.replace(/\s+/g, ' ').trim());
const short = (text: string | null, max = 160) => {
  if (!text) return '';
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

const statusRank: Record<string, number> = { active: 0, paused: 1, completed: 2, archived: 3 };
const byStatus = (a: { status: string }, b: { status: string }) => (statusRank[a.status] ?? 4) - (statusRank[b.status] ?? 4);

/** Missions as a cut list keeps them: those needing attention first (as the dashboard orders them), then active, paused, completed. */
const missionOrder = (a: ContextMission, b: ContextMission) =>
  Number(a.attention === null) - Number(b.attention === null) ||
  (a.attention !== null ? compareRisk({ attention: a.attention, overdue: a.overdueTodos, title: a.title }, { attention: b.attention, overdue: b.overdueTodos, title: b.title }) : 0) ||
  byStatus(a, b) ||
  a.title.localeCompare(b.title) ||
  a.id.localeCompare(b.id);
/** Odysseys still being worked on before finished ones. */
const odysseyOrder = (a: ContextOdyssey, b: ContextOdyssey) => byStatus(a, b) || a.title.localeCompare(b.title) || a.id.localeCompare(b.id);

/**
 * The user's data as prompt text. Only what the context holds is written: a kind of data the
 * user's toggles hide is named as hidden and nothing of it appears.
 */
export function renderDirectorContext(ctx: DirectorContext): string {
  const lines: string[] = [`Current time: ${ctx.now} (dates below are YYYY-MM-DD).`];
  // Due dates are calendar days; the user's "today" is their own day, which UTC's may not be.
  if (ctx.local) lines.push(`The user’s local time: ${ctx.local.date} ${ctx.local.time} (${ctx.local.timeZone}): their “today” is ${ctx.local.date}.`);
  const hidden: string[] = [];
  let cut = false;
  const more = (shown: number, total: number, what: string) => {
    if (total <= shown) return [];
    cut = true;
    return [`- (${total - shown} more ${what} not listed)`];
  };

  if (ctx.odysseys) {
    lines.push('', `## Odysseys (${ctx.odysseys.length})`);
    if (ctx.odysseys.length === 0) lines.push('- none');
    for (const o of [...ctx.odysseys].sort(odysseyOrder).slice(0, promptLimits.odysseys)) {
      const health = o.health ? `, health ${healthLabel[o.health]}, forecast ${outlookWords(o.outlook, o.totalTodos)}` : '';
      lines.push(
        `- ${quote(o.title)} (id ${o.id}): ${statusLabel(o.status)}${health}, ${o.completedMissions} of ${o.totalMissions} missions completed (${o.progress}%)${o.description ? `. ${short(o.description)}` : ''}`,
      );
    }
    lines.push(...more(promptLimits.odysseys, ctx.odysseys.length, 'odysseys'));
  } else hidden.push('odysseys');

  if (ctx.missions) {
    lines.push('', `## Missions (${ctx.missions.length})`);
    if (ctx.missions.length === 0) lines.push('- none');
    for (const m of [...ctx.missions].sort(missionOrder).slice(0, promptLimits.missions)) {
      const parent = m.odysseyTitle ? ` in odyssey ${quote(m.odysseyTitle)}` : '';
      lines.push(
        `- ${quote(m.title)} (id ${m.id})${parent}: ${statusLabel(m.status)}, health ${healthLabel[m.health]}, forecast ${outlookText(m)}${m.attention ? ', needs attention' : ''}, ${m.completedTodos} of ${m.totalTodos} todos completed (${m.progress}%), ${m.overdueTodos} overdue${m.description ? `. ${short(m.description)}` : ''}`,
      );
    }
    lines.push(...more(promptLimits.missions, ctx.missions.length, 'missions'));
  } else hidden.push('missions');

  if (ctx.todos) {
    const open = openTodosOf(ctx);
    const ranked = focusItems(ctx, promptLimits.openTodos);
    const completed = ctx.todos.filter((t) => t.status === 'completed');
    // Whole-plan counts: the list below may be cut.
    lines.push('', `## Open todos (${open.length}), most urgent first: ${overdueTodos(ctx).length} overdue, ${dueSoonTodos(ctx).length} due within 48 hours`);
    if (open.length === 0) lines.push('- none');
    for (const { todo: t } of ranked) {
      const flags = [t.overdue ? `OVERDUE (${overdueWords(t.daysOverdue)})` : t.dueSoon ? 'DUE WITHIN 48 HOURS' : null].filter(Boolean);
      const mission = t.missionTitle ? `, mission ${quote(t.missionTitle)}` : '';
      const next = t.nextStep ? `, next step ${quote(t.nextStep)}` : '';
      const waits = t.waitingFor.length > 0 ? `, BLOCKED: waits for ${t.waitingFor.map((w) => quote(w)).join(', ')}` : '';
      lines.push(
        `- ${quote(t.title)}: ${statusLabel(t.status)}, ${t.priority} priority, due ${formatDate(t.dueDate)}${flags.length ? ` (${flags.join(', ')})` : ''}${mission}, steps ${t.completedSteps}/${t.totalSteps}${next}${waits}${t.description ? `. ${short(t.description, 120)}` : ''}`,
      );
    }
    lines.push(...more(ranked.length, open.length, 'open todos'));
    lines.push('', `## Completed todos (${completed.length})`);
    for (const t of completed.slice(0, promptLimits.completedTodos)) lines.push(`- ${quote(t.title)}`);
    lines.push(...more(Math.min(completed.length, promptLimits.completedTodos), completed.length, 'completed todos'));
  } else hidden.push('todos');

  if (ctx.steps) {
    // The steps of the most urgent todos first, so a cut list keeps those.
    const openTodoRank = ctx.todos ? new Map(focusItems(ctx, Number.POSITIVE_INFINITY).map(({ todo }, i) => [todo.id, i])) : null;
    const relevant = openTodoRank
      ? ctx.steps.filter((s) => openTodoRank.has(s.todoId)).sort((a, b) => openTodoRank.get(a.todoId)! - openTodoRank.get(b.todoId)! || a.position - b.position)
      : ctx.steps;
    lines.push('', `## Steps${openTodoRank ? ' of open todos' : ''} (${relevant.length})`);
    if (relevant.length === 0) lines.push('- none');
    for (const s of relevant.slice(0, promptLimits.steps)) {
      const owner = s.todoTitle ? `${quote(s.todoTitle)} ` : '';
      lines.push(`- ${owner}step ${s.position}: ${quote(s.title)} (${statusLabel(s.status)})`);
    }
    lines.push(...more(promptLimits.steps, relevant.length, 'steps'));
  } else hidden.push('steps');

  if (cut) {
    lines.push(
      '',
      'Some lists above are cut to fit, so you see only part of the plan: the counts in the headings are for the whole plan. When an answer needs items that are not listed, say that you see only part of the plan.',
    );
  }
  if (hidden.length > 0) {
    lines.push('', `The user's context settings hide their ${hidden.join(', ')} from you: you know nothing about them; say so if asked.`);
  }
  return lines.join('\n');
}
