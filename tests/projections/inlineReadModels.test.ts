import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { createKnex } from '../../api/services';
import { PostgresEventStore } from '../../commands/postgres/postgresEventStore';
import { InlineProjectionError, type RecordedEvent } from '../../commands/eventStore';
import { inlineWrites } from '../../projections/inlineProjection';
import { createTestDatabase } from '../support/db';
import { startTestApp, type TestApp, type TestUser } from '../support/testApp';
import { newEvent } from '../commands/eventStoreContract';
import { handleCommand } from '../../commands/handleCommand';
import { todoDecider, todoStreamId } from '../../domain/todos/todoDecider';
import { allEventSchemas } from '../../domain/allEventSchemas';
import { decodeOrMark, INLINE_APPENDS_LOCK, positionOf } from '../../projections/applyBatch';
import { projectorGroup } from '../../projections/projectorGroup';
import { todosProjector } from '../../projections/todos/todosProjector';
import { historyLinksProjector } from '../../projections/history/historyLinksProjector';
import { rebuildProjections } from '../../projections/rebuildProjections';
import type { Projector } from '../../projections/projector';

const silent = { info() {}, warn() {}, error() {} };

/** A step completed by its command alone (no read model looks the step up, none is waited for). */
async function completeStep(t: TestApp, user: TestUser, todoId: string, stepId: string): Promise<void> {
  await handleCommand(t.services.deps, {
    streamId: todoStreamId(todoId),
    decider: todoDecider,
    command: { type: 'CompleteStep', todoId, stepId, userId: user.user.id, now: new Date().toISOString(), evaluationRequestId: randomUUID() },
    actor: { userId: user.user.id, correlationId: randomUUID() },
  });
}

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
    store.applyInline(inlineWrites(db, undefined, async (trx, events: RecordedEvent[]) => {
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
    store.applyInline(inlineWrites(db, undefined, apply));
    const other = await PostgresEventStore.connect(database.url, 4);
    other.applyInline(inlineWrites(db, undefined, apply));
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
    store.applyInline(inlineWrites(db, undefined, async (trx, events: RecordedEvent[]) => {
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

describe('an inline read model built again while appends go on', () => {
  let t: TestApp;
  let alice: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    alice = await t.registerUser();
  });
  afterAll(async () => {
    await t.close();
  });

  it('leaves the appends made during the build to the build, and writes inline again once the build has caught up', async () => {
    const todo = (await t.as(alice).post('/api/todos/', { title: 'Run a 10k', success_criteria: 'Finish a 10k race under 60 minutes' })).json();
    const steps: { id: string }[] = [];
    for (const title of ['Run 5k three times', 'Run 8k once', 'Run 10k once']) steps.push((await t.as(alice).post('/api/steps/', { todo_id: todo.id, title })).json());
    await t.quiet();
    await t.services.processors?.stop();
    const { db } = t.services.deps;
    const readLog = async (after: bigint | null, limit: number) => (await t.services.rawStore.readAll({ after, limit })).map((e) => decodeOrMark(allEventSchemas, e));

    // A new version of the todos read model's code: this process builds it again from the log.
    await db('projection_checkpoints').where({ name: todosProjector.name }).update({ version: todosProjector.version - 1 });
    // Pages of 5 events: the build is not near the log's end when it starts.
    const group = projectorGroup({ name: 'rebuilding', db, projectors: [todosProjector], logger: silent, appliedAtAppend: new Set([todosProjector.name]), readLog, batchSize: 5 });
    let cursor = await group.start();
    expect(await db('projection_checkpoints').where({ name: todosProjector.name }).first('building')).toEqual({ building: true });

    // Appended while the read model is being built: the append leaves it to the build, which applies it in the log's order.
    await completeStep(t, alice, todo.id, steps[0].id);
    const signal = new AbortController().signal;
    for (let page = await readLog(cursor, 5); page.length > 0; page = await readLog(cursor, 5)) {
      await group.handle(page, signal);
      cursor = positionOf(page[page.length - 1]);
    }
    expect(await db('projection_checkpoints').where({ name: todosProjector.name }).first('building')).toEqual({ building: false });
    // Appended once the build has caught up: written inline again, with no processor running.
    const completed = await t.as(alice).put(`/api/steps/${steps[1].id}/complete`);
    expect(completed.json()).toMatchObject({ id: steps[1].id, status: 'completed' });

    const shown = new Map(((await t.as(alice).get(`/api/steps/todo/${todo.id}`)).json() as { id: string; status: string }[]).map((s) => [s.id, s.status]));
    expect(steps.map((s) => shown.get(s.id))).toEqual(['completed', 'completed', 'pending']);
    const before = (await t.as(alice).get(`/api/todos/${todo.id}`)).json();
    expect(before.completed_steps).toBe(2);
    // Later appends go on writing it inline.
    await t.as(alice).put(`/api/steps/${steps[2].id}/complete`);
    expect((await t.as(alice).get(`/api/todos/${todo.id}`)).json()).toMatchObject({ completed_steps: 3, total_steps: before.total_steps });
  });

  it('refuses the appends of a process whose read model code is another version: 503, nothing appended', async () => {
    const todo = (await t.as(alice).post('/api/todos/', { title: 'Learn to juggle', success_criteria: 'Juggle three balls for a minute' })).json();
    const step = (await t.as(alice).post('/api/steps/', { todo_id: todo.id, title: 'Two balls, one hand' })).json();
    const { db } = t.services.deps;
    // A newer process has made the todos read model ready at its next version.
    await db('projection_checkpoints').where({ name: todosProjector.name }).update({ version: todosProjector.version + 1 });
    try {
      const head = await t.services.rawStore.headPosition();
      const refused = await t.as(alice).put(`/api/steps/${step.id}/complete`);
      expect(refused.statusCode).toBe(503);
      expect(await t.services.rawStore.headPosition()).toBe(head);
    } finally {
      await db('projection_checkpoints').where({ name: todosProjector.name }).update({ version: todosProjector.version });
    }
    expect((await t.as(alice).put(`/api/steps/${step.id}/complete`)).json()).toMatchObject({ id: step.id, status: 'completed' });
  });
});

describe('a process with older code, once a newer one has made a read model ready', () => {
  let t: TestApp;
  let alice: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    alice = await t.registerUser();
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes nothing of its pages and leaves the checkpoint where the newer code put it', async () => {
    await t.as(alice).post('/api/todos/', { title: 'Paint the fence', success_criteria: 'Two coats, no drips' });
    await t.quiet();
    await t.services.processors?.stop();
    const { db } = t.services.deps;
    const readLog = async (after: bigint | null, limit: number) => (await t.services.rawStore.readAll({ after, limit })).map((e) => decodeOrMark(allEventSchemas, e));
    const older = projectorGroup({ name: 'older', db, projectors: [historyLinksProjector], logger: silent, readLog });
    const cursor = await older.start();
    await t.as(alice).post('/api/todos/', { title: 'Oil the gate', success_criteria: 'It opens without a sound' });
    // A newer process has made the read model ready at its next version.
    await db('projection_checkpoints').where({ name: historyLinksProjector.name }).update({ version: historyLinksProjector.version + 1 });
    const stored = await db('projection_checkpoints').where({ name: historyLinksProjector.name }).first('position');

    await expect(older.handle(await readLog(cursor, 100), new AbortController().signal)).rejects.toThrow(/another version than this process's code/);
    expect(await db('projection_checkpoints').where({ name: historyLinksProjector.name }).first('position')).toEqual(stored);
  });
});

describe('a live rebuild of an inline read model while the API serves', () => {
  let t: TestApp;
  let alice: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    alice = await t.registerUser();
  });
  afterAll(async () => {
    await t.close();
  });

  it('applies the completions made during the rebuild, and appends write it again once it is done', async () => {
    const todo = (await t.as(alice).post('/api/todos/', { title: 'Bake sourdough', success_criteria: 'A loaf with an open crumb' })).json();
    const steps: { id: string }[] = [];
    for (const title of ['Feed the starter', 'Mix and fold', 'Shape and proof', 'Bake']) steps.push((await t.as(alice).post('/api/steps/', { todo_id: todo.id, title })).json());
    await t.quiet();
    // The projector role stops (the rebuild takes its locks); the API goes on serving.
    await t.services.processors?.stop();
    const { db } = t.services.deps;
    // Two steps are completed while the rebuild applies its pages (each page waits for one).
    let completed = 0;
    const rebuilding: Projector = {
      ...todosProjector,
      async apply(trx, events) {
        if (completed < 2) await completeStep(t, alice, todo.id, steps[completed++].id);
        await todosProjector.apply(trx, events);
      },
    };
    await rebuildProjections({ db, connectionString: t.databaseUrl, store: t.services.rawStore, schemas: allEventSchemas, projectors: [rebuilding], logger: silent, batchSize: 5 });
    expect(completed).toBe(2);
    const afterwards = await t.as(alice).put(`/api/steps/${steps[2].id}/complete`);
    expect(afterwards.json()).toMatchObject({ id: steps[2].id, status: 'completed' });
    const shown = new Map(((await t.as(alice).get(`/api/steps/todo/${todo.id}`)).json() as { id: string; status: string }[]).map((s) => [s.id, s.status]));
    expect(steps.map((s) => shown.get(s.id))).toEqual(['completed', 'completed', 'completed', 'pending']);
    expect(await db('projection_checkpoints').where({ name: todosProjector.name }).first('building')).toEqual({ building: false });
  });
});
