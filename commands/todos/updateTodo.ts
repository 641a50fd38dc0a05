import type { TodoCommand } from '../../domain/todos/todoCommands';
import { chosenMission, ownTodo } from '../ownership';
import type { Planner } from '../ports/planner';
import type { UseCaseDepsWith, UserActor } from '../useCase';
import { changeThenEvaluation } from './changeThenEvaluation';
import type { EvaluationOutcome } from './evaluateTodoCompletion';
import type { EvaluationBudget } from './evaluationBudget';

export type TodoChanges = Omit<Extract<TodoCommand, { type: 'UpdateTodo' }>, 'type' | 'todoId' | 'userId' | 'now' | 'evaluationRequestId'>;

/**
 * Edits a todo's fields; a new parent mission must be one of the user's active ones. An edit of
 * what an evaluation judges of a todo whose steps are all done (and which is still open) asks
 * for a new evaluation, run here as completing the last step runs it.
 */
export async function updateTodo(
  deps: UseCaseDepsWith<'findTodo' | 'findOwnMission' | 'liveParentCheck'> & { planner: Planner; evaluationBudget: EvaluationBudget },
  input: { actor: UserActor; todoId: string; changes: TodoChanges },
): Promise<{ todoId: string; undoRevision: bigint | null; outcome: EvaluationOutcome }> {
  const { actor, changes } = input;
  const todo = await ownTodo(deps.queries, actor.userId, input.todoId);
  // Keeping the current mission needs no check (it may have been paused since).
  const missionStillThere = changes.missionId && changes.missionId !== todo.mission_id ? await chosenMission(deps.queries, actor.userId, changes.missionId) : undefined;
  const { outcome, undoRevision } = await changeThenEvaluation(
    deps,
    actor,
    { ...changes, type: 'UpdateTodo', todoId: todo.id, userId: actor.userId, evaluationRequestId: deps.ids(), now: deps.now().toISOString() },
    missionStillThere,
  );
  return { todoId: todo.id, undoRevision, outcome };
}
