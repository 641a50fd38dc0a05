import { randomUUID } from 'node:crypto';
import { buildDirectorContext } from '../../planner/director/context';
import { loadDirectorSnapshot } from '../../projections/director/snapshotQuery';
import { testAppForSuite } from '../support/testAppForSuite';

/**
 * Steps given the same `order_index` (POST /api/steps/ takes one) keep the order they were
 * added in, on every screen that lists them: the todo's steps, the mission's graph, the
 * mission as it was and The Director's step numbers tell one order.
 */
let clock = Date.parse('2025-05-05T09:00:00.000Z');
const { t, alice } = testAppForSuite({ now: () => new Date((clock += 1000)) });

// Added first, but its id sorts last; added second with an id that sorts first.
const ADDED_FIRST = 'ffffffff-ffff-4fff-bfff-ffffffffffff';
const ADDED_SECOND = '00000000-0000-4000-8000-000000000001';

it('lists steps that share an order index in the order they were added, on the todo, the graph, the mission as it was and The Director', async () => {
  const missionId = (await t.as(alice).post('/api/missions/', { title: 'Garden' })).json().id as string;
  const todoId = randomUUID();
  const first = randomUUID();
  await t.runTodoCommand(alice, todoId, { type: 'CreateTodo', title: 'Plant the beds', successCriteria: 'Beds planted', missionId, steps: [{ stepId: first, title: 'Dig' }] });
  await t.runTodoCommand(alice, todoId, { type: 'AddStep', stepId: ADDED_FIRST, title: 'Sow', orderIndex: 1 });
  await t.runTodoCommand(alice, todoId, { type: 'AddStep', stepId: ADDED_SECOND, title: 'Water', orderIndex: 1 });
  const added = [first, ADDED_FIRST, ADDED_SECOND];

  const listed = (await t.as(alice).get(`/api/steps/todo/${todoId}`)).json() as Array<{ id: string }>;
  expect(listed.map((s) => s.id)).toEqual(added);

  const graph = (await t.as(alice).get(`/api/missions/${missionId}/graph`)).json();
  expect(graph.todos[0].steps.map((s: { id: string }) => s.id)).toEqual(added);

  const at = new Date(clock + 60_000).toISOString();
  const then = await t.as(alice).get(`/api/missions/${missionId}/as-of?at=${encodeURIComponent(at)}`);
  expect(then.statusCode).toBe(200);
  expect(then.json().mission.todos[0].steps.map((s: { id: string }) => s.id)).toEqual(added);

  const all = { include_odysseys: true, include_missions: true, include_todos: true, include_steps: true };
  const context = buildDirectorContext(await loadDirectorSnapshot(t.services.deps.db, alice.user.id), all, new Date(clock).toISOString());
  expect(context.steps?.filter((s) => s.todoId === todoId).map((s) => [s.position, s.id])).toEqual(added.map((id, i) => [i + 1, id]));
});
