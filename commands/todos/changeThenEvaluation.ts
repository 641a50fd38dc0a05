import type { AppendPrecondition } from '../eventStore';
import { readModelsHold } from '../handleCommand';
import type { Planner } from '../ports/planner';
import type { UseCaseDeps, UserActor } from '../useCase';
import { evaluateIfRequested, type EvaluationOutcome } from './evaluateTodoCompletion';
import type { EvaluationBudget } from './evaluationBudget';
import { handleTodoCommand, type TodoCommandOn } from './handleTodoCommand';

/**
 * Runs a change to a todo (a step's completion, an edit) and, when it asked for one, the todo's
 * evaluation, so the answer carries it; the answer waits for the read models once, at the end.
 * `undoRevision` ends the change with its evaluation when the evaluation's events follow the
 * change's own with nothing in between (an undo names the whole change); a change that landed
 * while the evaluation was made leaves it at the change's own, which the undo then refuses as no
 * longer the todo's last change. Null when the change changed nothing.
 */
export async function changeThenEvaluation(
  deps: UseCaseDeps & { planner: Planner; evaluationBudget: EvaluationBudget },
  actor: UserActor,
  command: TodoCommandOn,
  precondition?: AppendPrecondition,
) {
  const changed = await handleTodoCommand({ ...deps, readModelsReach: undefined }, actor, command, precondition);
  let undoRevision = changed.events.length > 0 ? changed.revision : null;
  const run = async (next: TodoCommandOn) => {
    const result = await handleTodoCommand(deps, actor, next);
    if (undoRevision !== null && result.revision !== null && result.revision - BigInt(result.events.length) === undoRevision) undoRevision = result.revision;
    return result;
  };
  const outcome: EvaluationOutcome = await evaluateIfRequested({ planner: deps.planner, now: deps.now, run, budget: deps.evaluationBudget }, actor.userId, changed);
  await readModelsHold(deps, changed);
  return { changed, outcome, undoRevision };
}
