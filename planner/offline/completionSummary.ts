import type { MissionCompletionInput } from '../../commands/ports/planner';

function list(items: string[], max = 5): string {
  const shown = items.slice(0, max).map((t) => `"${t}"`);
  const more = items.length > max ? ` and ${items.length - max} more` : '';
  return shown.join(', ') + more;
}

/**
 * The mission's completion evaluation: what was finished, which todos met
 * their criteria, which were completed despite gaps, and what to carry forward.
 */
export function missionCompletionSummary(input: MissionCompletionInput): string {
  const todos = input.todos;
  const done = todos.filter((t) => t.status === 'completed');
  const overridden = done.filter((t) => t.completion_evaluation?.user_override);
  const verified = done.filter((t) => t.completion_evaluation && !t.completion_evaluation.user_override && !t.completion_evaluation.gaps_found);
  const openGaps = overridden.flatMap((t) => t.completion_evaluation?.gaps ?? []);

  const lines: string[] = [];
  lines.push(
    todos.length === 0
      ? `Mission "${input.mission.title}" is complete.`
      : `Mission "${input.mission.title}" is complete: ${done.length} of ${todos.length} todos are done.`,
  );
  if (verified.length > 0) lines.push(`${verified.length} met all their success criteria: ${list(verified.map((t) => t.title))}.`);
  if (overridden.length > 0) {
    lines.push(`${overridden.length} ${overridden.length === 1 ? 'was' : 'were'} completed by you despite open gaps: ${list(overridden.map((t) => t.title))}.`);
    if (openGaps.length > 0) lines.push(`Worth a second look: ${list(openGaps, 3)}.`);
  }
  const notDone = todos.filter((t) => t.status !== 'completed');
  if (notDone.length > 0) lines.push(`Still open: ${list(notDone.map((t) => t.title))}.`);
  lines.push(
    openGaps.length > 0
      ? 'Next: close the gaps above or carry them into the next mission, then decide what this mission unlocks.'
      : 'Next: note what worked well so you can repeat it, then decide what this mission unlocks.',
  );
  return lines.join(' ');
}
