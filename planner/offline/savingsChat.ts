import type { StepChatInput } from '../../commands/ports/planner';
import { isQuestionMessage } from './completion';
import { asksDebtFirst, debtFirstRule, NAMES_DEBT } from './moneyKnowledge';
import { asksSavingsRate, isSavingGoal, reportedMonthly, savingsRateAnswer, savingsReach, type GoalWords } from './savingsRate';
import { splitItems } from './text';

/** The goals a step serves, the odyssey's first (its figures are the goal's), then its mission's and its todo's words. */
function goalsTheStepServes(input: StepChatInput): GoalWords[] {
  return [
    input.odyssey && { where: 'the odyssey', ...input.odyssey },
    input.mission && { where: 'the mission', ...input.mission },
    { where: 'the todo', title: input.todo.title, description: input.todo.description ?? '' },
  ].filter((g): g is GoalWords => !!g);
}

/** The step chat's day; without one, no months can be counted. */
const dayOf = (input: StepChatInput) => (input.today ? new Date(`${input.today}T00:00:00Z`) : null);

/** Where the plan holds paying off debt: the todo, mission or odyssey whose words speak of it. */
function debtInPlan(input: StepChatInput): string {
  const todo = `${input.todo.title} ${input.todo.description ?? ''} ${splitItems(input.todo.success_criteria).join(' ')}`;
  if (NAMES_DEBT.test(todo)) return `This todo, "${input.todo.title}", holds it.`;
  if (input.mission && NAMES_DEBT.test(`${input.mission.title} ${input.mission.description}`))
    return `Your mission "${input.mission.title}" speaks of your debts ("${input.mission.description.split(/(?<=\.)\s/)[0]}"): note each debt's rate there, and after the buffer give the dearest every spare amount.`;
  if (input.odyssey && NAMES_DEBT.test(`${input.odyssey.title} ${input.odyssey.description}`))
    return `Your odyssey "${input.odyssey.title}" names the debt: once the buffer is there, pay the dearest debt first.`;
  return 'Your plan names no debt yet: list it in the budget so the plan can pay it first.';
}

/**
 * The step chat's answer to a money question of a saving goal: the monthly amount, in the
 * person's own figures, or whether to pay a debt first; null for any other question.
 */
export function savingsChatAnswer(input: StepChatInput, message: string): string | null {
  const goals = goalsTheStepServes(input);
  if (asksDebtFirst(message)) return `${debtFirstRule(message)} ${debtInPlan(input)}`;
  const today = dayOf(input);
  if (!today || !isSavingGoal(goals) || !asksSavingsRate(message)) return null;
  return savingsRateAnswer(goals, today, /\bon\s+track\b/i.test(message));
}

/** What a monthly amount the person reports setting ("I set 650 a month by standing order") reaches by the deadline; null otherwise. */
export function savingsChatReport(input: StepChatInput, message: string): string | null {
  const goals = goalsTheStepServes(input);
  const today = dayOf(input);
  const monthly = reportedMonthly(message);
  if (!today || monthly === null || isQuestionMessage(message) || !isSavingGoal(goals)) return null;
  return savingsReach(goals, today, monthly);
}
