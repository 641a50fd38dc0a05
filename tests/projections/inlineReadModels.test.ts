import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { PostgresEventStore } from '../../commands/postgres/postgresEventStore';
import { InlineProjectionError, type RecordedEvent } from '../../commands/eventStore';
import { inlineWrites } from '../../projections/inlineProjection';
import { databaseForSuite, pipelinedPool, plainPool } from '../support/databaseForSuite';
import { startTestApp, type TestApp, type TestUser } from '../support/testApp';
import { testAppForSuite } from '../support/testAppForSuite';
import { eventually } from '../support/eventually';
import { newEvent } from '../commands/eventStoreContract';
import { handleCommand } from '../../commands/handleCommand';
import { todoDecider, todoStreamId } from '../../domain/todos/todoDecider';
import { allEventSchemas } from '../../domain/allEventSchemas';
import { decodedLog, INLINE_APPENDS_LOCK, positionOf, type ReadLog } from '../../projections/applyBatch';
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
  const database = databaseForSuite({ pool: pipelinedPool(4), store: { connections: 4 } });
  beforeAll(async () => {
    await database.db.schema.createTable('inline_rows', (table) => table.text('event_id').primary());
  });

  it('fails the append: no event in the log and no row of it', async () => {
    database.store.applyInline(inlineWrites(database.db, undefined, async (trx, events: RecordedEvent[]) => {
      await trx('inline_rows').insert(events.map((e) => ({ event_id: e.id })));
      if (events.some((e) => e.type === 'Refused')) throw new Error('this read model cannot apply Refused');
    }));
    const streamId = `inline-${randomUUID()}`;
    await expect(database.store.appendToStream(streamId, [newEvent('Accepted'), newEvent('Refused')], { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(InlineProjectionError);
    expect(await database.store.readStream(streamId)).toEqual([]);
    expect(await database.db('inline_rows').count({ n: '*' }).first()).toEqual({ n: '0' });

    // An append the read model takes lands with its rows, at the positions the log gives them.
    const { position } = await database.store.appendToStream(streamId, [newEvent('Accepted')], { expectedRevision: 'no_stream' });
    const [stored] = await database.store.readStream(streamId);
    expect(stored.position).toBe(position);
    expect(await database.db('inline_rows').pluck('event_id')).toEqual([stored.id]);
  });

  it('refuses a wrong expected revision as before, and appends of two processes to one stream both land with their rows', async () => {
    const apply = async (trx: Knex.Transaction, events: RecordedEvent[]) => {
      await trx('inline_rows').insert(events.map((e) => ({ event_id: e.id })));
    };
    database.store.applyInline(inlineWrites(database.db, undefined, apply));
    const other = await PostgresEventStore.connect(database.url, 4);
    other.applyInline(inlineWrites(database.db, undefined, apply));
    try {
      const streamId = `inline-${randomUUID()}`;
      await database.store.appendToStream(streamId, [newEvent('Accepted')], { expectedRevision: 'no_stream' });
      await expect(database.store.appendToStream(streamId, [newEvent('Accepted')], { expectedRevision: 'no_stream' })).rejects.toMatchObject({ name: 'WrongExpectedRevisionError' });
      // Both processes take the next revision: one of each pair is asked again, and lands.
      await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? database.store : other).appendToStream(streamId, [newEvent('Accepted')], { expectedRevision: 'any' })));
      const events = await database.store.readStream(streamId);
      expect(events).toHaveLength(21);
      expect(await database.db('inline_rows').whereIn('event_id', events.map((e) => e.id)).count({ n: '*' }).first()).toEqual({ n: '21' });
    } finally {
      await other.close();
    }
  });

  it('holds appends back while an inline read model is emptied to be built again, so none is missed or applied twice', async () => {
    database.store.applyInline(inlineWrites(database.db, undefined, async (trx, events: RecordedEvent[]) => {
      await trx('inline_rows').insert(events.map((e) => ({ event_id: e.id })));
    }));
    const streamId = `inline-${randomUUID()}`;
    let landed = false;
    let append: Promise<unknown> = Promise.resolve();
    await database.db.transaction(async (trx) => {
      // What a process building an inline read model again holds while it reads the head and empties the tables.
      await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [INLINE_APPENDS_LOCK]);
      append = database.store.appendToStream(streamId, [newEvent('Accepted')], { expectedRevision: 'no_stream' }).then(() => (landed = true));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(landed).toBe(false);
    });
    await append;
    expect(landed).toBe(true);
    expect(await database.store.readStream(streamId)).toHaveLength(1);
  });
});

describe('an append with a precondition', () => {
  const database = databaseForSuite({ pools: { pipelined: pipelinedPool(4), 'one statement at a time': plainPool(4) }, store: { connections: 4 } });
  beforeAll(async () => {
    await database.pools.pipelined.schema.createTable('inline_rows', (table) => table.text('event_id').primary());
    await database.pools.pipelined.schema.createTable('parents', (table) => table.text('id').primary());
  });

  it.each(['pipelined', 'one statement at a time'] as const)('on a %s connection, fails only the append whose row is missing, with its error and nothing of it written', async (mode) => {
    const db = database.pools[mode];
    database.store.applyInline(inlineWrites(db, undefined, async (trx, events: RecordedEvent[]) => {
      await trx('inline_rows').insert(events.map((e) => ({ event_id: e.id })));
    }));
    const present = `present-${randomUUID()}`;
    await db('parents').insert({ id: present });
    const parent = (id: string) => ({ name: 'test_parent_row', text: 'SELECT 1 FROM parents WHERE id = $1', values: [id], error: new Error(`No parent ${id}`) });
    const streams = Array.from({ length: 12 }, (_, i) => `linked-${i}-${randomUUID()}`);
    // Made at once: the first two go alone, the others in one combined call.
    const outcomes = await Promise.allSettled(
      streams.map((s, i) =>
        database.store.appendToStream(s, [newEvent('Linked', { i })], { expectedRevision: 'no_stream', precondition: i === 6 ? parent('missing') : i % 2 === 0 ? parent(present) : undefined }),
      ),
    );
    expect(outcomes.map((o) => (o.status === 'rejected' ? (o.reason as Error).message : o.status))).toEqual(streams.map((_, i) => (i === 6 ? 'No parent missing' : 'fulfilled')));
    for (const [i, s] of streams.entries()) {
      const events = await database.store.readStream(s);
      expect(events).toHaveLength(i === 6 ? 0 : 1);
      expect(await db('inline_rows').whereIn('event_id', events.map((e) => e.id)).pluck('event_id')).toEqual(events.map((e) => e.id));
    }
  });
});

describe('an inline read model built again while appends go on', () => {
  const { t, alice } = testAppForSuite();
  const readLog: ReadLog = (after, limit) => decodedLog(t.services.rawStore, allEventSchemas)(after, limit);
  const checkpointOf = (name: string) => t.services.deps.db('projection_checkpoints').where({ name }).first('position', 'building');

  /** A todo with these steps, once every processor is quiet; the processor runtime is then stopped (only appends write read models). */
  let stopped = false;
  async function todoWithSteps(title: string, stepTitles: string[]): Promise<{ todoId: string; stepIds: string[] }> {
    const todo = (await t.as(alice).post('/api/todos/', { title, success_criteria: `${title}, done` })).json();
    const stepIds: string[] = [];
    for (const stepTitle of stepTitles) stepIds.push((await t.as(alice).post('/api/steps/', { todo_id: todo.id, title: stepTitle })).json().id);
    if (!stopped) {
      await t.quiet();
      await t.services.processors?.stop();
      stopped = true;
    }
    return { todoId: todo.id, stepIds };
  }
  const statusesOf = async (todoId: string, stepIds: string[]) => {
    const shown = new Map(((await t.as(alice).get(`/api/steps/todo/${todoId}`)).json() as { id: string; status: string }[]).map((s) => [s.id, s.status]));
    return stepIds.map((id) => shown.get(id));
  };

  it('leaves the appends made during the build to the build, and writes inline again once the build has caught up', async () => {
    const { todoId, stepIds } = await todoWithSteps('Run a 10k', ['Run 5k three times', 'Run 8k once', 'Run 10k once']);
    const { db } = t.services.deps;
    // A new version of the todos read model's code: this process builds it again from the log,
    // in pages of 5 events, so the build is not near the log's end when it starts.
    await db('projection_checkpoints').where({ name: todosProjector.name }).update({ version: todosProjector.version - 1 });
    const group = projectorGroup({ name: 'rebuilding', db, projectors: [todosProjector], logger: silent, appliedAtAppend: new Set([todosProjector.name]), readLog, batchSize: 5 });
    let cursor = await group.start();
    expect(await checkpointOf(todosProjector.name)).toMatchObject({ building: true });
    // Meanwhile requests answer 503 instead of reading the half-built tables ("Step not found").
    const during = await eventually(() => t.as(alice).get(`/api/steps/todo/${todoId}`), (answer) => answer.statusCode === 503);
    expect(during.statusCode).toBe(503);
    expect(during.json()).toEqual({ detail: 'The service is updating its read models. Try again in a few seconds.' });
    expect(during.headers['retry-after']).toBe('5');
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).json()).toMatchObject({ status: 'not_ready', checks: { schema: 'building' } });

    // Appended while the read model is being built: the append leaves it to the build, which applies it in the log's order.
    await completeStep(t, alice, todoId, stepIds[0]);
    const signal = new AbortController().signal;
    for (let page = await readLog(cursor, 5); page.length > 0; page = await readLog(cursor, 5)) {
      await group.handle(page, signal);
      cursor = positionOf(page[page.length - 1]);
    }
    // The log is read to its end: the runtime now calls the group's idle work, which ends the
    // build if the last page was a full one.
    await group.idle?.(signal);
    expect(await checkpointOf(todosProjector.name)).toMatchObject({ building: false });
    // Appended once the build has caught up: written inline again, with no processor running.
    const completed = await t.as(alice).put(`/api/steps/${stepIds[1]}/complete`);
    expect(completed.json()).toMatchObject({ id: stepIds[1], status: 'completed' });
    expect(await statusesOf(todoId, stepIds)).toEqual(['completed', 'completed', 'pending']);
    const before = (await t.as(alice).get(`/api/todos/${todoId}`)).json();
    expect(before.completed_steps).toBe(2);
    // Later appends go on writing it inline.
    await t.as(alice).put(`/api/steps/${stepIds[2]}/complete`);
    expect((await t.as(alice).get(`/api/todos/${todoId}`)).json()).toMatchObject({ completed_steps: 3, total_steps: before.total_steps });
  });

  it('applies the completions made during a live rebuild, and appends write it again once it is done', async () => {
    const { todoId, stepIds } = await todoWithSteps('Bake sourdough', ['Feed the starter', 'Mix and fold', 'Shape and proof', 'Bake']);
    // Two steps are completed while the rebuild applies its pages (each page waits for one).
    let completed = 0;
    const rebuilding: Projector = {
      ...todosProjector,
      async apply(trx, events) {
        if (completed < 2) await completeStep(t, alice, todoId, stepIds[completed++]);
        await todosProjector.apply(trx, events);
      },
    };
    await rebuildProjections({ db: t.services.deps.db, connectionString: t.databaseUrl, store: t.services.rawStore, schemas: allEventSchemas, projectors: [rebuilding], logger: silent, batchSize: 5 });
    expect(completed).toBe(2);
    expect((await t.as(alice).put(`/api/steps/${stepIds[2]}/complete`)).json()).toMatchObject({ id: stepIds[2], status: 'completed' });
    expect(await statusesOf(todoId, stepIds)).toEqual(['completed', 'completed', 'completed', 'pending']);
    expect(await checkpointOf(todosProjector.name)).toMatchObject({ building: false });
  });

  it('refuses the appends of a process whose read model code is another version: 503, nothing appended', async () => {
    const { stepIds } = await todoWithSteps('Learn to juggle', ['Two balls, one hand']);
    const { db } = t.services.deps;
    // A newer process has made the todos read model ready at its next version.
    await db('projection_checkpoints').where({ name: todosProjector.name }).update({ version: todosProjector.version + 1 });
    try {
      const head = await t.services.rawStore.headPosition();
      expect((await t.as(alice).put(`/api/steps/${stepIds[0]}/complete`)).statusCode).toBe(503);
      expect(await t.services.rawStore.headPosition()).toBe(head);
    } finally {
      await db('projection_checkpoints').where({ name: todosProjector.name }).update({ version: todosProjector.version });
    }
    expect((await t.as(alice).put(`/api/steps/${stepIds[0]}/complete`)).json()).toMatchObject({ id: stepIds[0], status: 'completed' });
  });

  it('a projector group with older code writes nothing of its pages and leaves the checkpoint where the newer code put it', async () => {
    await todoWithSteps('Paint the fence', []);
    const { db } = t.services.deps;
    const older = projectorGroup({ name: 'older', db, projectors: [historyLinksProjector], logger: silent, readLog });
    const cursor = await older.start();
    await t.as(alice).post('/api/todos/', { title: 'Oil the gate', success_criteria: 'It opens without a sound' });
    // A newer process has made the read model ready at its next version.
    await db('projection_checkpoints').where({ name: historyLinksProjector.name }).update({ version: historyLinksProjector.version + 1 });
    try {
      const stored = await checkpointOf(historyLinksProjector.name);
      await expect(older.handle(await readLog(cursor, 100), new AbortController().signal)).rejects.toThrow(/another version than this process's code/);
      expect(await checkpointOf(historyLinksProjector.name)).toEqual(stored);
    } finally {
      await db('projection_checkpoints').where({ name: historyLinksProjector.name }).update({ version: historyLinksProjector.version });
    }
  });
});
