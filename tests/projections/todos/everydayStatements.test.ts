import { randomUUID } from 'node:crypto';
import { decodeEvent } from '../../../commands/eventCodec';
import { handleCommand } from '../../../commands/handleCommand';
import { allEventSchemas } from '../../../domain/allEventSchemas';
import type { TodoCommand } from '../../../domain/todos/todoCommands';
import { todoDecider, todoStreamId } from '../../../domain/todos/todoDecider';
import { todosProjector, writeEverydayTodoEvents } from '../../../projections/todos/todosProjector';
import { databaseForSuite, plainPool } from '../../support/databaseForSuite';

// One connection: the statements prepared by one write are those the next one finds.
const database = databaseForSuite({ pool: plainPool(1), store: {} });

beforeAll(async () => {
  await todosProjector.setup(database.db);
});

const userId = randomUUID();
const at = '2025-03-10T12:00:00.000Z';
const run = (todoId: string, command: Record<string, unknown>) =>
  handleCommand({ store: database.store, now: () => new Date(at) }, { streamId: todoStreamId(todoId), decider: todoDecider, command: { userId, now: at, todoId, ...command } as TodoCommand, actor: { userId, correlationId: 'test' } });

it("writes a completion's step and todo with statements prepared once per connection, and the rows as before", async () => {
  const todoId = randomUUID();
  const stepIds = [randomUUID(), randomUUID()];
  await run(todoId, { type: 'CreateTodo', title: 'Run a 10k', successCriteria: 'Finish under 60 minutes', steps: stepIds.map((stepId, i) => ({ stepId, title: `Step ${i + 1}` })) });
  const created = (await database.store.readAll({ after: null, limit: 100 })).map((e) => decodeEvent(allEventSchemas, e));
  await database.db.transaction((trx) => writeEverydayTodoEvents(trx, created));
  for (const stepId of stepIds) {
    const before = await database.store.headPosition();
    await run(todoId, { type: 'CompleteStep', stepId, evaluationRequestId: randomUUID() });
    const completion = (await database.store.readAll({ after: before, limit: 100 })).map((e) => decodeEvent(allEventSchemas, e));
    await database.db.transaction((trx) => writeEverydayTodoEvents(trx, completion));
  }

  const { rows: prepared } = await database.db.raw<{ rows: { statement: string }[] }>("SELECT statement FROM pg_prepared_statements WHERE name LIKE 'odyssey_%'");
  expect(prepared.filter((p) => p.statement.trimStart().startsWith('WITH v(id, todo_id, at)'))).toHaveLength(1);
  expect(prepared.filter((p) => p.statement.trimStart().startsWith('WITH v(id, status, completed_at'))).toHaveLength(1);
  expect(await database.db('steps').where({ todo_id: todoId }).orderBy('order_index').pluck('status')).toEqual(['completed', 'completed']);
  expect(await database.db('todos').where({ id: todoId }).first('status', 'total_steps', 'completed_steps', 'pending_evaluation_request_id')).toMatchObject({
    status: 'in_progress',
    total_steps: 2,
    completed_steps: 2,
    pending_evaluation_request_id: expect.any(String),
  });
});
