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
