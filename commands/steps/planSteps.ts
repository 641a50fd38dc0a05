import type { Planner } from '../ports/planner';
import { plannerTask } from '../ports/planner';
import { readModelsHold } from '../handleCommand';
import type { ExclusiveByKey } from '../ports/exclusiveByKey';
import { ownTodo } from '../ownership';
import { handleTodoCommand } from '../todos/handleTodoCommand';
import type { UseCaseDepsWith, UserActor } from '../useCase';
import { needsFirstPlan, planFirstStepsOnce, todoPlanState } from './firstStepPlan';
import { planStepsWith, type PlanRequest } from './planStepsWith';

/**
 * A todo's first plan. Planning is idempotent: a todo that has steps keeps them (regenerate
 * replaces them). A plan already being asked for (the reactor planning a new todo) is joined,
 * not asked for again; the request's own fields then give way to that plan.
 */
export async function planSteps(
  deps: UseCaseDepsWith<'findTodo'> & { planner: Planner; exclusive: ExclusiveByKey },
  input: { actor: UserActor; todoId: string; request: PlanRequest },
): Promise<{ todoId: string }> {
  const { actor } = input;
  const todo = await ownTodo(deps.queries, actor.userId, input.todoId);
  if (todo.total_steps === 0) {
    const written = await plannerTask('plan the steps', () =>
      planFirstStepsOnce(todo.id, deps.exclusive, async () => {
        // The read model may lag behind a plan the log already holds.
        const now = await todoPlanState(deps.store, todo.id);
        if (!needsFirstPlan(now.state)) return { position: null, decidedAt: now.at };
        const plan = await planStepsWith(deps, actor.userId, todo, input.request);
        return handleTodoCommand(deps, actor, { type: 'PlanSteps', todoId: todo.id, userId: actor.userId, ...plan, now: deps.now().toISOString() });
      }),
    );
    // The answer lists the steps: the read models must hold the plan, whoever wrote it.
    if (written) await readModelsHold(deps, written);
  }
  return { todoId: todo.id };
}
