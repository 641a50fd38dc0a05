import type { StepChatResult } from '../../domain/planning';
import type { StepChatInput } from '../../commands/ports/planner';
import { detectsCompletion, isQuestionMessage } from './completion';
import { extractFindings } from './findings';
import { detectKind } from './goalKinds';
import { NOTE_MARKER } from '../../domain/todos/notes';
import { keywords, overlap, sentences, splitItems, trimPunctuation } from './text';

/** The success criterion this step serves best (most shared keywords), if any. */
function relatedCriterion(input: StepChatInput, extra = ''): string | null {
  const stepWords = keywords(`${input.step.title} ${input.step.description ?? ''} ${extra}`);
  let best: string | null = null;
  let bestScore = 0;
  for (const criterion of splitItems(input.todo.success_criteria)) {
    const score = overlap(keywords(criterion), stepWords);
    if (score > bestScore) {
      best = criterion;
      bestScore = score;
    }
  }
  return bestScore > 0 ? best : null;
}

/** The first instruction in the step's own description, ignoring user notes. */
function firstInstruction(description: string | null): string | null {
  if (!description) return null;
  const own = description.split(NOTE_MARKER)[0];
  const first = sentences(own)[0];
  return first ? trimPunctuation(first) : null;
}

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

  if (input.history.length === 0) parts.push(`Let's work on "${input.step.title}".`);

  if (completed) {
    parts.push(`Great work: I've marked "${input.step.title}" as complete.`);
  } else if (input.step.status === 'completed') {
    parts.push(`"${input.step.title}" is already complete; anything you add here is kept with it.`);
  } else if (isQuestionMessage(message)) {
    const kind = detectKind(input.todo.title, `${input.todo.description ?? ''} ${input.step.title}`);
    const criterion = relatedCriterion(input, message);
    const instruction = firstInstruction(input.step.description);
    if (instruction) parts.push(`For this step, start here: ${instruction}.`);
    if (criterion) parts.push(`It counts towards the success criterion "${criterion}", so aim for a result you can show for it.`);
    parts.push(kind.chatTip);
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
  parts.push(`Next: ${next}`);

  return { response: parts.join(' '), extracted_findings: findings, step_completed: completed, next_action: next };
}
