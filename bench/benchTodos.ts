import { randomUUID } from 'node:crypto';
import { handleCommand } from '../commands/handleCommand';
import { missionDecider, missionStreamId } from '../domain/missions/missionDecider';
import { todoDecider, todoStreamId } from '../domain/todos/todoDecider';
import type { TodoCommand } from '../domain/todos/todoCommands';
import type { TestApp } from '../tests/support/testApp';
import { listenLocally } from '../tests/support/listenLocally';

/** The bench's todo number `index`: a plan of the given steps, every third todo overdue. */
export function benchTodoCreation(todoId: string, userId: string, index: number, stepIds: string[], missionId: string | null = null): TodoCommand {
  return {
    type: 'CreateTodo',
    todoId,
    userId,
    title: `Bench todo ${index}`,
    successCriteria: 'Every step done; results written down',
    dueDate: index % 3 === 0 ? '2001-01-01' : null,
    missionId,
    steps: stepIds.map((stepId, s) => ({ stepId, title: `Step ${s + 1} of todo ${index}`, description: 'Do the work and note the result.' })),
    now: new Date().toISOString(),
  };
}

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
    const steps = Array.from({ length: options.stepsPerTodo }, () => randomUUID());
    steps.forEach((stepId, s) => stepIds[s].push(stepId));
    const missionId = missionIds.length > 0 ? missionIds[i % missionIds.length] : null;
    const result = await handleCommand(t.services.deps, {
      streamId: todoStreamId(todoId),
      decider: todoDecider,
      command: benchTodoCreation(todoId, userId, i, steps, missionId),
      actor,
    });
    todoIds.push(todoId);
    position = result.position ?? position;
  }
  if (!(await t.services.deps.projections!.waitFor(position, 300_000))) throw new Error('read models did not catch up');
  return { todoIds, stepIds, missionIds };
}

/**
 * The app listening on a free port, an admin (the first user) and one owner of the bench's
 * todos, quiet; `completions` are the paths that complete every step once, step 1 of every
 * todo first (so concurrent connections complete steps of different todos).
 */
export async function listeningWithBenchTodos(t: TestApp, options: { todos: number; stepsPerTodo: number; missions?: number }) {
  const base = await listenLocally(t.app);
  await t.registerUser(); // the admin
  const owner = await t.registerUser();
  const { todoIds, stepIds } = await createBenchTodos(t, owner.user.id, options);
  await t.quiet();
  return { base, owner, todoIds, completions: stepIds.flat().map((stepId) => `/api/steps/${stepId}/complete`) };
}
