import type { StepChatResult } from '../../domain/planning';
import type { StepChatInput } from '../../commands/ports/planner';
import { detectsCompletion, isQuestionMessage } from './completion';
import { extractFindings } from './findings';
import { detectKind, templateKind } from './goalKinds';
import { answerStepQuestion, firstInstruction, relatedCriterion } from './stepAnswer';

function nextAction(input: StepChatInput, completed: boolean): string {
  if (completed) {
    return input.evidence.length === 0
      ? `Add evidence for "${input.step.title}" (a link, a number or a short note), then open the next pending step of "${input.todo.title}".`
      : `Open the next pending step of "${input.todo.title}".`;
  }
  const instruction = firstInstruction(input.step.description);
  if (instruction) return `${instruction}.`;
  const criterion = relatedCriterion(input);
  if (criterion) return `Work towards the success criterion "${criterion}" and note what you find.`;
  return `Spend 25 focused minutes on "${input.step.title}", then tell me what you got done.`;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The offline step assistant: reply, findings, completion and a next action. */
export function stepChat(input: StepChatInput): StepChatResult {
  const message = input.message.trim();
  const completed = input.step.status !== 'completed' && detectsCompletion(message, input.step.title);
  const findings = extractFindings(message, input.findings, input.step.title);
  const next = nextAction(input, completed);
  const parts: string[] = [];
  // An answered question ends with the answer, not with the step's own instruction again.
  let answered = false;

  if (input.history.length === 0) parts.push(`Let's work on "${input.step.title}".`);

  if (completed) {
    parts.push(`Great work: I've marked "${input.step.title}" as complete.`);
  } else if (input.step.status === 'completed') {
    parts.push(`"${input.step.title}" is already complete; anything you add here is kept with it.`);
  } else if (isQuestionMessage(message)) {
    answered = true;
    // The family comes from the work, never from the question ("example" is not about exams).
    // A todo's title rarely names its goal's field ("Measure your starting baseline"): when the
    // title leaves the family open, the description counts as much as the title.
    const rest = `${input.step.title} ${input.todo.success_criteria}`;
    const byTitle = detectKind(input.todo.title, `${input.todo.description ?? ''} ${rest}`);
    const kind = templateKind(input.todo.title) ?? (byTitle.id !== 'general' ? byTitle : detectKind(`${input.todo.title} ${input.todo.description ?? ''}`, rest));
    parts.push(answerStepQuestion({ ...input, message }, kind));
  } else {
    parts.push('Thanks for the update.');
  }

  if (findings.length > 0) {
    const types = [...new Set(findings.map((f) => f.finding_type))].join(', ');
    parts.push(`I saved ${plural(findings.length, 'finding', 'findings')} (${types}) from your message: ${findings.map((f) => `"${f.title}"`).join(', ')}.`);
  }
  if (!completed && input.step.status !== 'completed') {
    parts.push(`When the step is finished, tell me (for example "done") and I'll mark it complete.`);
  }
  if (!answered) parts.push(`Next: ${next}`);

  return { response: parts.join(' '), extracted_findings: findings, step_completed: completed, next_action: next };
}
