import type { ContextMission, ContextOdyssey, DirectorContext } from './context';
import { asksDebtFirst, debtFirstRule, NAMES_DEBT } from '../offline/moneyKnowledge';
import { asksSavingsRate, isSavingGoal, savingsRateAnswer, type GoalWords } from '../offline/savingsRate';
import { keywords, overlap } from '../offline/text';
import { bold, text } from './markdown';

/** A plan the question may be about: an odyssey with its missions, or a mission on its own. */
type MoneyPlan = { title: string; goals: GoalWords[]; missions: ContextMission[] };

/** The plans a money question may be about: odysseys first (their figures are the goal's), then missions on their own. */
function moneyPlans(ctx: DirectorContext): MoneyPlan[] {
  const missions = ctx.missions ?? [];
  const ofOdyssey = (o: ContextOdyssey): MoneyPlan => {
    const own = missions.filter((m) => m.odysseyId === o.id);
    return {
      title: o.title,
      goals: [{ where: 'the odyssey', title: o.title, description: o.description ?? '' }, ...own.map((m) => ({ where: `the mission "${m.title}"`, title: m.title, description: m.description ?? '' }))],
      missions: own,
    };
  };
  const alone = missions.filter((m) => m.odysseyId === null).map((m): MoneyPlan => ({ title: m.title, goals: [{ where: 'the mission', title: m.title, description: m.description ?? '' }], missions: [m] }));
  return [...(ctx.odysseys ?? []).map(ofOdyssey), ...alone];
}

/** The plan the question names most words of, else the first. */
function planAsked(plans: MoneyPlan[], message: string): MoneyPlan | null {
  const asked = keywords(message);
  return [...plans].sort((a, b) => overlap(keywords(b.title), asked) - overlap(keywords(a.title), asked))[0] ?? null;
}

/** Where the plan pays off debt: its missions and todos that speak of it, by name. */
function debtInPlan(ctx: DirectorContext, plan: MoneyPlan | null): string {
  const missions = plan ? plan.missions.filter((m) => NAMES_DEBT.test(`${m.title} ${m.description ?? ''}`)) : [];
  const ids = new Set((plan?.missions ?? ctx.missions ?? []).map((m) => m.id));
  const todos = (ctx.todos ?? []).filter((t) => t.missionId !== null && ids.has(t.missionId) && NAMES_DEBT.test(t.title));
  if (missions.length === 0 && todos.length === 0) return 'Your plan has no mission or todo about the debt yet: add one, or list the debt in your budget so the plan can pay it first.';
  const lines = [
    ...missions.map((m) => `- Mission ${bold(m.title)}${m.description ? `: ${text(m.description.split(/(?<=\.)\s/)[0])}` : ''}`),
    ...todos.map((t) => `- Todo ${bold(t.title)}${t.missionTitle ? ` (mission ${bold(t.missionTitle)})` : ''}`),
  ];
  return `What your plan says:\n${lines.join('\n')}`;
}

/**
 * The Director's answer to a money question about a saving or debt plan: the monthly amount in
 * the person's own figures ("How much do I need to save each month?", "Am I on track to save
 * 10,000?"), or whether to pay a debt first; null when the question is neither, or no plan is
 * about money.
 */
export function savingsQuestionAnswer(ctx: DirectorContext, message: string): string | null {
  const plans = moneyPlans(ctx);
  if (asksDebtFirst(message)) {
    const plan = planAsked(plans.filter((p) => isSavingGoal(p.goals) || p.goals.some((g) => NAMES_DEBT.test(`${g.title} ${g.description}`))), message);
    return `### Debt or saving first\n\n${debtFirstRule(message)}\n\n${debtInPlan(ctx, plan)}`;
  }
  if (!asksSavingsRate(message)) return null;
  const plan = planAsked(plans.filter((p) => isSavingGoal(p.goals)), message);
  if (!plan) return null;
  const today = new Date(`${ctx.local?.date ?? ctx.now.slice(0, 10)}T00:00:00Z`);
  return `### Saving: ${text(plan.title)}\n\n${savingsRateAnswer(plan.goals, today, /\bon\s+(?:track|course)\b/i.test(message))}`;
}
