import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { createKnex } from '../../api/services';
import { PostgresEventStore } from '../../commands/postgres/postgresEventStore';
import { InlineProjectionError, type RecordedEvent } from '../../commands/eventStore';
import { INLINE_APPENDS_LOCK, inlineWrites } from '../../projections/inlineProjection';
import { createTestDatabase } from '../support/db';
import { startTestApp, type TestApp, type TestUser } from '../support/testApp';
import { newEvent } from '../commands/eventStoreContract';

describe('inline read models: written in the append transaction', () => {
  let t: TestApp;
  let alice: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    alice = await t.registerUser();
    await t.quiet();
    // No projector runs from here on: only the appends themselves write read models.
    await t.services.processors?.stop();
  });
  afterAll(async () => {
    await t.close();
  });

  it('completing a step answers the completed step, and the todo shows it at once, with no projector running', async () => {
    const todo = (await t.as(alice).post('/api/todos/', { title: 'Run a 10k', success_criteria: 'Finish a 10k race under 60 minutes' })).json();
    expect(todo).toMatchObject({ title: 'Run a 10k' });
    const step = (await t.as(alice).post('/api/steps/', { todo_id: todo.id, title: 'Run 5k three times' })).json();
    expect(step).toMatchObject({ todo_id: todo.id, status: 'pending' });

    const started = performance.now();
    const completed = await t.as(alice).put(`/api/steps/${step.id}/complete`);
    // A wait for a projector would last the read-your-writes time-out (3 s) and still answer.
    expect(performance.now() - started).toBeLessThan(1500);
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ id: step.id, status: 'completed', todo_status: 'in_progress' });

    const shown = (await t.as(alice).get(`/api/todos/${todo.id}`)).json();
    expect(shown).toMatchObject({ id: todo.id, status: 'in_progress', completed_steps: 1 });
    const steps = (await t.as(alice).get(`/api/steps/todo/${todo.id}`)).json();
    expect(steps).toEqual([expect.objectContaining({ id: step.id, status: 'completed' })]);
  });
});

describe('an inline read model that fails', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Knex;
  let store: PostgresEventStore;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = createKnex(database.url, 4);
    store = await PostgresEventStore.connect(database.url, 4);
    await db.schema.createTable('inline_rows', (table) => table.text('event_id').primary());
  });
  afterAll(async () => {
    await store.close();
    await db.destroy();
    await database.drop();
  });

  it('fails the append: no event in the log and no row of it', async () => {
    store.applyInline(inlineWrites(db, async (trx, events: RecordedEvent[]) => {
      await trx('inline_rows').insert(events.map((e) => ({ event_id: e.id })));
      if (events.some((e) => e.type === 'Refused')) throw new Error('this read model cannot apply Refused');
    }));
    const streamId = `inline-${randomUUID()}`;
    await expect(store.appendToStream(streamId, [newEvent('Accepted'), newEvent('Refused')], { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(InlineProjectionError);
    expect(await store.readStream(streamId)).toEqual([]);
    expect(await db('inline_rows').count({ n: '*' }).first()).toEqual({ n: '0' });

    // An append the read model takes lands with its rows, at the positions the log gives them.
    const { position } = await store.appendToStream(streamId, [newEvent('Accepted')], { expectedRevision: 'no_stream' });
    const [stored] = await store.readStream(streamId);
    expect(stored.position).toBe(position);
    expect(await db('inline_rows').pluck('event_id')).toEqual([stored.id]);
  });

  it('refuses a wrong expected revision as before, and appends of two processes to one stream both land with their rows', async () => {
    const apply = async (trx: Knex.Transaction, events: RecordedEvent[]) => {
      await trx('inline_rows').insert(events.map((e) => ({ event_id: e.id })));
    };
    store.applyInline(inlineWrites(db, apply));
    const other = await PostgresEventStore.connect(database.url, 4);
    other.applyInline(inlineWrites(db, apply));
    try {
      const streamId = `inline-${randomUUID()}`;
      await store.appendToStream(streamId, [newEvent('Accepted')], { expectedRevision: 'no_stream' });
      await expect(store.appendToStream(streamId, [newEvent('Accepted')], { expectedRevision: 'no_stream' })).rejects.toMatchObject({ name: 'WrongExpectedRevisionError' });
      // Both processes take the next revision: one of each pair is asked again, and lands.
      await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? store : other).appendToStream(streamId, [newEvent('Accepted')], { expectedRevision: 'any' })));
      const events = await store.readStream(streamId);
      expect(events).toHaveLength(21);
      expect(await db('inline_rows').whereIn('event_id', events.map((e) => e.id)).count({ n: '*' }).first()).toEqual({ n: '21' });
    } finally {
      await other.close();
    }
  });

  it('holds appends back while an inline read model is emptied to be built again, so none is missed or applied twice', async () => {
    store.applyInline(inlineWrites(db, async (trx, events: RecordedEvent[]) => {
      await trx('inline_rows').insert(events.map((e) => ({ event_id: e.id })));
    }));
    const streamId = `inline-${randomUUID()}`;
    let landed = false;
    let append: Promise<unknown> = Promise.resolve();
    await db.transaction(async (trx) => {
      // What a process building an inline read model again holds while it reads the head and empties the tables.
      await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [INLINE_APPENDS_LOCK]);
      append = store.appendToStream(streamId, [newEvent('Accepted')], { expectedRevision: 'no_stream' }).then(() => (landed = true));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(landed).toBe(false);
    });
    await append;
    expect(landed).toBe(true);
    expect(await store.readStream(streamId)).toHaveLength(1);
  });
});
