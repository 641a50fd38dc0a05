import { randomUUID } from 'node:crypto';
import { OfflinePlanner } from '../../planner/offlinePlanner';
import { planStepsForNewTodo } from '../../planner/todos/planStepsForNewTodo';
import { givenTodoCreated } from '../support/givenTodoCreated';
import { reactorSpec } from '../support/reactorSpec';

const userId = randomUUID();
const todoId = randomUUID();
const created = givenTodoCreated(todoId, userId, '2026-01-10T09:00:00.000Z');

describe('plan steps for a new todo (no database)', () => {
  const spec = reactorSpec(planStepsForNewTodo, { planner: new OfflinePlanner() });

  it('given a todo created without steps, when it is handled (twice), then its plan is appended once', async () => {
    await spec
      .given([created])
      .when()
      .thenAppended((appended) => {
        // The plan, and in the same append the planner call that wrote it.
        expect(appended.map((e) => [e.streamId, e.type])).toEqual([
          [`todo-${todoId}`, 'StepsPlanned'],
          [`todo-${todoId}`, 'PlannerCallRecorded'],
        ]);
        expect((appended[0].data as { steps: unknown[] }).steps.length).toBeGreaterThan(0);
        expect(appended[0].metadata.userId).toBe(userId);
        expect(appended[1].data).toMatchObject({ capability: 'todoSteps', model: 'offline', userId, output: { steps: expect.any(Array) } });
      });
  });

  it('given a todo deleted before its plan, when its creation is handled, then nothing is appended', async () => {
    await spec
      .given([created, { streamId: `todo-${todoId}`, type: 'TodoDeleted', userId, data: { todoId, deletedAt: '2026-01-10T09:01:00.000Z' } }])
      .when()
      .then([]);
  });
});
