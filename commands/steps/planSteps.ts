import type { Planner } from '../ports/planner';
import { ownTodo } from '../ownership';
import { handleTodoCommand } from '../todos/handleTodoCommand';
import type { UseCaseDepsWith, UserActor } from '../useCase';
import { planStepsWith, type PlanRequest } from './planStepsWith';

/** A todo's first plan. Planning is idempotent: a todo that has steps keeps them (regenerate replaces them). */
export async function planSteps(
  deps: UseCaseDepsWith<'findTodo'> & { planner: Planner },
  input: { actor: UserActor; todoId: string; request: PlanRequest },
): Promise<{ todoId: string }> {
  const { actor } = input;
  const todo = await ownTodo(deps.queries, actor.userId, input.todoId);
  if (todo.total_steps === 0) {
    const plan = await planStepsWith(deps, actor.userId, todo, input.request);
    await handleTodoCommand(deps, actor, { type: 'PlanSteps', todoId: todo.id, userId: actor.userId, ...plan, now: deps.now().toISOString() });
  }
  return { todoId: todo.id };
}
