import type { StepChatInput } from '../../commands/ports/planner';
import type { StepQuestionKind } from './stepQuestion';
import { splitItems } from './text';

/** The step every offline plan starts with: ordering the todo's work, not doing it. */
export const KICKOFF_STEP_TITLE = 'Plan the approach';
/** The step every offline plan ends with: checking the criteria, not doing the work. */
export const FINAL_CHECK_STEP_TITLE = 'Check the result against the success criteria';

const quoted = (items: string[]) => items.map((c) => `"${c}"`).join(', ');

function kickoffAnswer(question: StepQuestionKind, todo: string, criteria: string[]): string | null {
  switch (question) {
    case 'how':
      return `List what has to happen for "${todo}"${criteria.length > 0 ? ` (${quoted(criteria)})` : ''}, put the parts in the order they can be done (what others wait on, or what takes longest, first), and note next to each what you need: information, tools or people.`;
    case 'duration':
      return `Planning the approach to "${todo}" takes one sitting of 20 to 40 minutes: long enough to put the parts in order and list what you need, not to do them. If it runs longer, start the first part and plan the rest as you go.`;
    case 'first':
      return criteria.length > 0
        ? `Start by writing down, for each criterion (${quoted(criteria)}), the first thing that has to happen; the one that takes longest or needs someone else goes first.`
        : `Start by writing down the parts of "${todo}" and the first thing each needs.`;
    case 'stuck':
      return 'If the order will not come clear, start the part you already know how to do; the rest of the plan is easier once it gives a first result.';
    case 'examples':
      return `For example: "1. ${criteria[0] ?? 'first part'}: need ...; 2. ${criteria[1] ?? 'next part'}: ask ...", one line per part, with what it needs and by when.`;
    case 'enough':
      return `It is enough when every part of "${todo}" has its place in the order and you know what the first one needs.`;
  }
}

function finalCheckAnswer(question: StepQuestionKind, criteria: string[]): string | null {
  const n = Math.max(1, criteria.length);
  switch (question) {
    case 'how':
      return `Take each criterion in turn${criteria.length > 0 ? ` (${quoted(criteria)})` : ''} and find what shows it: a link, a number, a document or a short note. Add it as evidence; a criterion with nothing to show is still open.`;
    case 'duration':
      return `About 5 minutes a criterion: ${n} ${n === 1 ? 'criterion' : 'criteria'}, so around ${5 * n} minutes, more where the evidence still has to be found.`;
    case 'first':
      return criteria.length > 0 ? `Start with the criterion you are least sure of; of ${quoted(criteria)}, which one could you not show today?` : 'Start by writing down what the todo had to achieve.';
    case 'stuck':
      return 'If a criterion cannot be shown, either do the part that is missing, or complete the todo knowing that gap is open; the evaluation will name it.';
    case 'examples':
      return criteria.length > 0 ? `For example: "${criteria[0]}: shown by ..." with the link, number or note that shows it.` : null;
    case 'enough':
      return `It is enough when every criterion${criteria.length > 0 ? ` (${quoted(criteria)})` : ''} has evidence; the evaluation reads it when the last step is completed.`;
  }
}

/**
 * The answer about one of the plan's own framing steps (the kickoff and the final check), or
 * null for any other step. These steps are about ordering or checking the todo's work, so the
 * family's knowledge of doing the work ("Logging takes two minutes") never answers them.
 */
export function framingStepAnswer(question: StepQuestionKind, input: StepChatInput): string | null {
  const title = input.step.title.trim().toLowerCase();
  const criteria = splitItems(input.todo.success_criteria);
  if (title === KICKOFF_STEP_TITLE.toLowerCase()) return kickoffAnswer(question, input.todo.title, criteria);
  if (title === FINAL_CHECK_STEP_TITLE.toLowerCase()) return finalCheckAnswer(question, criteria);
  return null;
}

export function isFramingStep(title: string): boolean {
  const t = title.trim().toLowerCase();
  return t === KICKOFF_STEP_TITLE.toLowerCase() || t === FINAL_CHECK_STEP_TITLE.toLowerCase();
}
