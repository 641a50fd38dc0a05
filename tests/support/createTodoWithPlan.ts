import { randomUUID } from 'node:crypto';
import type { TestApp, TestUser } from './testApp';

/**
 * Creates a todo with a plan of `stepCount` steps ("<title> step 1", ...) on the write side, so
 * the planner has nothing to plan in the background. `todo` holds the CreateTodo fields
 * (missionId, dueDate, priority...). Answers the todo's id and its step ids in plan order.
 */
export async function createTodoWithPlan(
  t: Pick<TestApp, 'runTodoCommand'>,
  user: TestUser,
  todo: { title: string; successCriteria: string } & Record<string, unknown>,
  stepCount = 2,
): Promise<{ todoId: string; steps: string[] }> {
  const todoId = randomUUID();
  const steps = Array.from({ length: stepCount }, () => randomUUID());
  await t.runTodoCommand(user, todoId, {
    type: 'CreateTodo',
    ...todo,
    steps: steps.map((stepId, i) => ({ stepId, title: `${todo.title} step ${i + 1}` })),
  });
  return { todoId, steps };
}

/**
 * A todo created as `createTodoWithPlan` does whose every step the user then completes over the
 * API, and whose evaluation finds gaps: it stays in progress. Answers its ids and that evaluation.
 */
export async function todoEvaluatedWithGaps(
  t: Pick<TestApp, 'runTodoCommand' | 'as'>,
  user: TestUser,
  todo: { title: string; successCriteria: string } & Record<string, unknown>,
): Promise<{ todoId: string; steps: string[]; evaluation: { evaluated_at: string; gaps: string[] } }> {
  const { todoId, steps } = await createTodoWithPlan(t, user, todo, 2);
  for (const id of steps) expect((await t.as(user).put(`/api/steps/${id}/complete`)).statusCode).toBe(200);
  const open = (await t.as(user).get(`/api/todos/${todoId}`)).json();
  expect(open).toMatchObject({ status: 'in_progress', completion_evaluation: { gaps_found: true } });
  return { todoId, steps, evaluation: open.completion_evaluation };
}
