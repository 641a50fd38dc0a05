import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '../../../commands/eventStore';
import { applyAll } from '../../../projections/applyBatch';
import { findWaitChain } from '../../../projections/todos/dependencyQueries';
import { todoDependenciesProjector } from '../../../projections/todos/todoDependencies';
import { todosProjector } from '../../../projections/todos/todosProjector';
import { databaseForSuite, plainPool } from '../../support/databaseForSuite';
import { restoreWindowStart } from '../../../domain/restoreWindow';

/**
 * The links read model: rows kept while a todo sits in Recently deleted, removed with the
 * user; and the loop check's one query over every link of the user, timed over a long chain.
 */
const database = databaseForSuite({ pool: plainPool(2) });
let position = 0n;
const at = '2026-03-01T10:00:00.000Z';
/** What a restore can still bring back at `at`: deletions since 30 days before it. */
const restorableSince = restoreWindowStart(at);

function recorded(type: string, data: Record<string, unknown>, userId: string | null): RecordedEvent {
  position += 1n;
  const streamId = 'todoId' in data ? `todo-${String(data.todoId)}` : `user-${String(data.userId)}`;
  return { id: randomUUID(), streamId, revision: 0n, position, type, data, metadata: { userId, occurredAt: at, correlationId: randomUUID(), causationId: null }, recordedAt: at };
}
const created = (todoId: string, userId: string, title: string) =>
  recorded('TodoCreated', { todoId, userId, title, description: null, successCriteria: 'Done', priority: 'medium', dueDate: null, missionId: null, copiedFromTodoId: null, createdAt: at }, userId);
const waits = (todoId: string, dependsOn: string, userId: string | null) => recorded('TodoDependencyAdded', { todoId, dependsOn, addedAt: at }, userId);

async function apply(events: RecordedEvent[]) {
  await database.db.transaction(async (trx) => {
    await applyAll(trx, todosProjector, events);
    await applyAll(trx, todoDependenciesProjector, events);
  });
}

beforeAll(async () => {
  await todosProjector.setup(database.db);
  await todoDependenciesProjector.setup(database.db);
});

it('keeps the links of a deleted todo, finds a loop through it, and forgets the user\'s links with the user', async () => {
  const userId = randomUUID();
  const [venue, date, invitations] = [randomUUID(), randomUUID(), randomUUID()];
  await apply([created(venue, userId, 'Book the venue'), created(date, userId, 'Pick a date'), created(invitations, userId, 'Send the invitations')]);
  // A link made without an actor is owned by the todo's owner.
  await apply([waits(venue, date, userId), waits(date, invitations, null)]);
  expect(await database.db('todo_dependencies').orderBy('todo_id').select('todo_id', 'depends_on', 'user_id')).toEqual(
    expect.arrayContaining([
      { todo_id: venue, depends_on: date, user_id: userId },
      { todo_id: date, depends_on: invitations, user_id: userId },
    ]),
  );
  await apply([recorded('TodoDeleted', { todoId: date, deletedAt: at }, userId)]);
  expect(await database.db('todo_dependencies').where({ user_id: userId }).count({ n: '*' }).first()).toEqual({ n: '2' });

  // "Send the invitations" waiting for "Book the venue" would close the loop, through the deleted todo.
  expect(await findWaitChain(database.db, userId, venue, invitations, restorableSince)).toEqual([
    { id: venue, title: 'Book the venue', deleted: false },
    { id: date, title: 'Pick a date', deleted: true },
    { id: invitations, title: 'Send the invitations', deleted: false },
  ]);
  expect(await findWaitChain(database.db, userId, invitations, venue, restorableSince)).toBeNull();
  // Deleted longer ago than a restore reaches, it can never come back: no loop through it.
  expect(await findWaitChain(database.db, userId, venue, invitations, restoreWindowStart('2026-04-01T10:00:00.000Z'))).toBeNull();
  // Another user's links are never walked.
  expect(await findWaitChain(database.db, randomUUID(), venue, invitations, restorableSince)).toBeNull();

  await apply([recorded('TodoDependencyRemoved', { todoId: venue, dependsOn: date, removedAt: at }, userId)]);
  expect(await findWaitChain(database.db, userId, venue, invitations, restorableSince)).toBeNull();
  await apply([recorded('UserDeleted', { userId, deletedBy: userId, deletedAt: at }, userId)]);
  expect(await database.db('todo_dependencies').where({ user_id: userId }).select('todo_id')).toEqual([]);
});

it('checks a chain of 200 todos, and a dense web of links, in one quick query', async () => {
  const userId = randomUUID();
  const ids = Array.from({ length: 200 }, () => randomUUID());
  await apply(ids.map((id, i) => created(id, userId, `Todo ${i + 1}`)));
  await apply(ids.slice(1).map((id, i) => waits(id, ids[i], userId)));
  // Each todo also waits for up to 20 earlier ones: many paths, each todo still visited once.
  await apply(ids.flatMap((id, i) => ids.slice(Math.max(0, i - 21), Math.max(0, i - 1)).map((earlier) => waits(id, earlier, userId))));
  await findWaitChain(database.db, userId, ids[199], ids[0], restorableSince);
  const started = process.hrtime.bigint();
  const chain = await findWaitChain(database.db, userId, ids[199], ids[0], restorableSince);
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  console.log(`loop check over ${await database.db('todo_dependencies').where({ user_id: userId }).count({ n: '*' }).first().then((r) => r?.n)} links of 200 todos: ${ms.toFixed(1)} ms`);
  expect(chain?.[0]).toMatchObject({ id: ids[199], title: 'Todo 200' });
  expect(chain?.at(-1)).toMatchObject({ id: ids[0], title: 'Todo 1' });
  // Each todo of the chain waits for the next.
  const links = new Set((await database.db('todo_dependencies').where({ user_id: userId }).select('todo_id', 'depends_on')).map((r) => `${r.todo_id}>${r.depends_on}`));
  expect(chain?.slice(1).every((link, i) => links.has(`${chain[i].id}>${link.id}`))).toBe(true);
  expect(await findWaitChain(database.db, userId, ids[0], ids[199], restorableSince)).toBeNull();
});
