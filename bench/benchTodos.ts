import { randomUUID } from 'node:crypto';
import { handleCommand } from '../commands/handleCommand';
import { missionDecider, missionStreamId } from '../domain/missions/missionDecider';
import { todoDecider, todoStreamId } from '../domain/todos/todoDecider';
import type { TestApp } from '../tests/support/testApp';

/**
 * One user's todos with planned steps, written through the command handler (no planner), in
 * `missions` missions when asked, every third todo overdue; waits for every read model.
 * `stepIds[s][i]` is step s of todo i.
 */
export async function createBenchTodos(t: TestApp, userId: string, options: { todos: number; stepsPerTodo: number; missions?: number }) {
  const actor = { userId, correlationId: 'bench' };
  const missionIds: string[] = [];
  for (let m = 0; m < (options.missions ?? 0); m++) {
    const missionId = randomUUID();
    await handleCommand(t.services.deps, {
      streamId: missionStreamId(missionId),
      decider: missionDecider,
      command: { type: 'CreateMission', missionId, userId, title: `Bench mission ${m}`, description: 'Bench todos', now: new Date().toISOString() },
      actor,
    });
    missionIds.push(missionId);
  }
  const todoIds: string[] = [];
  const stepIds: string[][] = Array.from({ length: options.stepsPerTodo }, () => []);
  let position = 0n;
  for (let i = 0; i < options.todos; i++) {
    const todoId = randomUUID();
    const result = await handleCommand(t.services.deps, {
      streamId: todoStreamId(todoId),
      decider: todoDecider,
      command: {
        type: 'CreateTodo',
        todoId,
        userId,
        title: `Bench todo ${i}`,
        successCriteria: 'Every step done; results written down',
        dueDate: i % 3 === 0 ? '2001-01-01' : null,
        missionId: missionIds.length > 0 ? missionIds[i % missionIds.length] : null,
        steps: Array.from({ length: options.stepsPerTodo }, (_, s) => {
          const stepId = randomUUID();
          stepIds[s].push(stepId);
          return { stepId, title: `Step ${s + 1} of todo ${i}`, description: 'Do the work and note the result.' };
        }),
        now: new Date().toISOString(),
      },
      actor,
    });
    todoIds.push(todoId);
    position = result.position ?? position;
  }
  if (!(await t.services.deps.projections!.waitFor(position, 300_000))) throw new Error('read models did not catch up');
  return { todoIds, stepIds, missionIds };
}
