import type { OdysseyContext } from '../../commands/ports/planner';
import { extractConstraints, type PlanConstraints } from './constraints';
import type { KindContext } from './goalKind';

/**
 * A mission's plan with what its odyssey's questions were answered: the answers join the
 * mission's own (the role aimed for, the skills lacked), and a weekly time the mission was not
 * given is the odyssey's. The mission's own deadline and budget stay its own: the odyssey's are
 * for the whole goal.
 */
export function withOdysseyAnswers(plan: { c: PlanConstraints; ctx: KindContext }, odyssey: OdysseyContext | null | undefined, now?: Date): { c: PlanConstraints; ctx: KindContext } {
  const heard = (odyssey?.answers ?? []).filter((p) => p.answer.trim() !== '');
  if (!odyssey || heard.length === 0) return plan;
  const timeBudget = plan.c.timeBudget ?? extractConstraints('', heard, { now, title: odyssey.title }).timeBudget;
  const c = { ...plan.c, timeBudget };
  const answers = [plan.ctx.answers, ...heard.map((p) => p.answer.trim())].filter((a) => a !== '').join('\n');
  return { c, ctx: { ...plan.ctx, answers, c: { ...plan.ctx.c, timeBudget } } };
}
