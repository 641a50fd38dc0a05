import type { QaPair } from '../../domain/planning';
import type { OdysseyContext } from '../../commands/ports/planner';
import type { PlanConstraints } from '../offline/constraints';

/** Changes whenever a prompt's wording changes: audit records name it. */
export const PROMPT_VERSION = 'prompts-2026-11-29-mission-todos-hear-odyssey-answers';

/** The opening of every planning prompt. */
export const PLANNER_ROLE =
  'You are the planning assistant of Odyssey Planner, an app where people break goals down: Odyssey (long-term goal) > Mission (milestone) > Todo (concrete task) > Step (one sitting of work). ' +
  'Write in the language of the user, plainly and concretely. Never invent facts about the user.';

/** Wizard answers bind the plan: the prompt says so and lists what a rule can check. */
export const ANSWERS_ARE_CONSTRAINTS =
  'The user answered planning questions. Treat every answer as a constraint, not a suggestion: respect each deadline, budget, ' +
  'time limit, starting level and number of items the user states, and mention the relevant constraint in the item it affects.';

export function formatQaPairs(pairs: QaPair[]): string {
  const answered = pairs.filter((p) => p.answer.trim() !== '');
  if (answered.length === 0) return '(no answers given)';
  return answered.map((p, i) => `${i + 1}. Q: ${p.question.trim()}\n   A: ${p.answer.trim()}`).join('\n');
}

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** `today`: the day the plan is made (YYYY-MM-DD): no due date goes before it. */
export function formatConstraints(c: PlanConstraints, itemName: string, today: string | null = null): string {
  const lines: string[] = [];
  const first = c.notBefore ?? (today !== null && c.deadlineDate !== null && today <= c.deadlineDate ? today : null);
  if (c.deadline) lines.push(`- Deadline: ${c.deadline}${c.deadlineDate ? ` = ${c.deadlineDate}${c.deadlineIsEvent ? ', the day of the event' : ''}` : ''} (the plan must mention it and fit before it)`);
  if (c.deadlineDate) lines.push(`- Give each of the ${itemName} a due_date (YYYY-MM-DD) on or before ${c.deadlineDate}, in the order they are done${first ? `, none before ${first}` : ''}`);
  else if (c.notBefore) lines.push(`- Nothing starts before ${c.notBefore}`);
  for (const e of c.exclusions) lines.push(`- Ruled out: ${e.term} (do not use: ${e.avoid.map((a) => a.replace(/\*$/, '')).join(', ')})`);
  if (c.maxSpend !== null) lines.push(`- Spend at most ${c.maxSpend} in the user's currency`);
  if (c.hoursPerWeek !== null) lines.push(`- At most ${c.hoursPerWeek} hours a week`);
  if (c.weekendsOnly) lines.push('- Work only at weekends (Saturday, Sunday)');
  if (c.weekdaysOnly) lines.push('- Work only on weekdays (Monday to Friday)');
  if (c.busyDays.length > 0) {
    // The deadline's own day is fixed (the event, the exam), even on a busy weekday.
    const deadlineBusy = c.deadlineDate !== null && c.busyDays.includes(new Date(`${c.deadlineDate}T00:00:00Z`).getUTCDay());
    lines.push(`- Busy on: ${c.busyDays.map((d) => WEEKDAY_NAMES[d]).join(', ')} (no due dates on those days${deadlineBusy ? `, except the deadline ${c.deadlineDate} itself` : ''})`);
  }
  if (c.timeBudget) lines.push(`- Time available: ${c.timeBudget}`);
  if (c.budget) lines.push(`- Budget: ${c.budget}`);
  for (const l of c.costLimits) lines.push(`- Limit on one cost (not the budget): ${l.note}`);
  if (c.level) lines.push(`- Starting level: ${c.level}`);
  if (c.itemCount) lines.push(`- Exactly ${c.itemCount} ${itemName} (the user asked for this number)`);
  return lines.length > 0 ? lines.join('\n') : '- none detected beyond the answers above';
}

/**
 * The odyssey a mission is part of, as lines after the mission's description (empty without one):
 * the model plans the mission's todos, or asks its questions (`task`), for that larger goal.
 */
export function formatOdyssey(odyssey: { title: string; description: string } | null | undefined, task = 'Plan the todos of this mission only, as a step towards that goal.'): string {
  if (!odyssey) return '';
  const description = odyssey.description.trim() ? `\nOdyssey description: ${odyssey.description.trim()}` : '';
  return `\n\nThis mission is one part of the odyssey (the larger goal): ${odyssey.title}${description}\n${task}`;
}

/**
 * The odyssey a mission's todos are planned for, with what its questions were answered: the todos
 * start from the role, the gap or the weekly time stated there instead of planning to find them out.
 */
export function formatOdysseyForTodos(odyssey: OdysseyContext | null | undefined): string {
  const lines = formatOdyssey(odyssey);
  const answers = (odyssey?.answers ?? []).filter((p) => p.answer.trim() !== '');
  if (answers.length === 0) return lines;
  return (
    `${lines}\n\nThe user answered the odyssey's questions:\n${formatQaPairs(answers)}\n` +
    'Plan with those answers too: start from what they already state (the role or result aimed for, the skill they lack, the time per week) ' +
    'and name it in the todos it shapes; do not plan work to find out what they already said.'
  );
}
