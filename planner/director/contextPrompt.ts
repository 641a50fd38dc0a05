import { formatDate, focusItems, healthLabel, openTodosOf, outlookLabel, outlookText, statusLabel } from './analysis';
import type { DirectorContext } from './context';

/** Bounds on what goes into one prompt, so a large account still fits a model's window. */
export const promptLimits = { odysseys: 30, missions: 60, openTodos: 80, completedTodos: 20, steps: 150 } as const;

const quote = (text: string) => JSON.stringify(text.replace(/\s+/g, ' ').trim());
const short = (text: string | null, max = 160) => {
  if (!text) return '';
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};
const more = (shown: number, total: number, what: string) => (total > shown ? [`- (${total - shown} more ${what} not listed)`] : []);

/**
 * The user's data as prompt text. Only what the context holds is written: a kind of data the
 * user's toggles hide is named as hidden and nothing of it appears.
 */
export function renderDirectorContext(ctx: DirectorContext): string {
  const lines: string[] = [`Current time: ${ctx.now} (dates below are YYYY-MM-DD).`];
  const hidden: string[] = [];

  if (ctx.odysseys) {
    lines.push('', `## Odysseys (${ctx.odysseys.length})`);
    if (ctx.odysseys.length === 0) lines.push('- none');
    for (const o of ctx.odysseys.slice(0, promptLimits.odysseys)) {
      const health = o.health ? `, health ${healthLabel[o.health]}, forecast ${outlookLabel[o.outlook]}` : '';
      lines.push(
        `- ${quote(o.title)} (id ${o.id}): ${statusLabel(o.status)}${health}, ${o.completedMissions} of ${o.totalMissions} missions completed (${o.progress}%)${o.description ? `. ${short(o.description)}` : ''}`,
      );
    }
    lines.push(...more(promptLimits.odysseys, ctx.odysseys.length, 'odysseys'));
  } else hidden.push('odysseys');

  if (ctx.missions) {
    lines.push('', `## Missions (${ctx.missions.length})`);
    if (ctx.missions.length === 0) lines.push('- none');
    for (const m of ctx.missions.slice(0, promptLimits.missions)) {
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
    lines.push('', `## Open todos (${open.length}), most urgent first`);
    if (open.length === 0) lines.push('- none');
    for (const { todo: t } of ranked) {
      const flags = [t.overdue ? `OVERDUE by ${t.daysOverdue} day(s)` : t.dueSoon ? 'DUE WITHIN 48 HOURS' : null].filter(Boolean);
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
    const openTodoIds = ctx.todos ? new Set(openTodosOf(ctx).map((t) => t.id)) : null;
    const relevant = openTodoIds ? ctx.steps.filter((s) => openTodoIds.has(s.todoId)) : ctx.steps;
    lines.push('', `## Steps${openTodoIds ? ' of open todos' : ''} (${relevant.length})`);
    if (relevant.length === 0) lines.push('- none');
    for (const s of relevant.slice(0, promptLimits.steps)) {
      const owner = s.todoTitle ? `${quote(s.todoTitle)} ` : '';
      lines.push(`- ${owner}step ${s.order}: ${quote(s.title)} (${statusLabel(s.status)})`);
    }
    lines.push(...more(promptLimits.steps, relevant.length, 'steps'));
  } else hidden.push('steps');

  if (hidden.length > 0) {
    lines.push('', `The user's context settings hide their ${hidden.join(', ')} from you: you know nothing about them; say so if asked.`);
  }
  return lines.join('\n');
}
