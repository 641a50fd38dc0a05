import type { Planner } from '../ports/planner';
import { ownTodo } from '../ownership';
import { handleTodoCommand } from '../todos/handleTodoCommand';
import type { UseCaseDepsWith, UserActor } from '../useCase';
import { planStepsWith, type PlanRequest } from './planStepsWith';

/** Re-plans a todo: the old steps (with their evidence, findings and chat) leave the read models. */
export async function regenerateSteps(
  deps: UseCaseDepsWith<'findTodo'> & { planner: Planner },
  input: { actor: UserActor; todoId: string; request: PlanRequest },
): Promise<{ todoId: string; revision: bigint | null }> {
  const { actor } = input;
  const todo = await ownTodo(deps.queries, actor.userId, input.todoId);
  const plan = await planStepsWith(deps, actor.userId, todo, input.request);
  const replanned = await handleTodoCommand(deps, actor, { type: 'RegenerateSteps', todoId: todo.id, userId: actor.userId, ...plan, now: deps.now().toISOString() });
  // The revision right after the re-plan: what an undo of it names.
  return { todoId: todo.id, revision: replanned.revision };
}
