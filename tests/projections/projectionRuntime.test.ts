import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { Client } from 'pg';
import { z } from 'zod';
import { PostgresEventStore } from '../../commands/postgres/postgresEventStore';
import { defineEventSchemas, type EventOf } from '../../domain/eventSchemas';
import { projectorRuntime } from '../support/projectorRuntime';
import { sendInTransaction } from '../../projections/pipelinedTransaction';
import { byEventType, defineProjector, type Projector } from '../../projections/projector';
import { rebuildProjections } from '../../projections/rebuildProjections';
import { databaseForSuite, pipelinedPool } from '../support/databaseForSuite';
import { eventually } from '../support/eventually';

const schemas = defineEventSchemas({
  Counted: { version: 1, schema: z.object({ key: z.string(), by: z.number().int() }) },
  Poison: { version: 1, schema: z.object({ key: z.string() }) },
  Unrelated: { version: 1, schema: z.object({ note: z.string() }) },
});
const silent = { info() {}, warn() {}, error() {} };
const meta = { userId: null, occurredAt: new Date().toISOString(), correlationId: 'test', causationId: null };

type CountingHooks = {
  onApply?: (trx: Knex.Transaction, key: string) => Promise<void>;
};

/** Not idempotent on purpose: applying an event twice would show in the totals. */
function countingProjector(hooks: CountingHooks = {}, version = 1): Projector {
  return defineProjector({
    name: 'counts',
    lifecycle: 'async',
    version,
    tables: ['counts'],
    async setup(db) {
      await db.schema.createTable('counts', (t) => {
        t.text('key').primary();
        t.integer('total').notNullable();
        t.integer('events').notNullable();
      });
    },
    ...byEventType<EventOf<typeof schemas, 'Counted' | 'Poison'>>({
      async Counted(trx, d) {
        await hooks.onApply?.(trx, d.key);
        // Sent without waiting, as the todos read model writes (pipelined on the app's pool).
        await sendInTransaction(
          trx,
          trx.raw(
            'INSERT INTO counts (key, total, events) VALUES (?, ?, 1) ON CONFLICT (key) DO UPDATE SET total = counts.total + EXCLUDED.total, events = counts.events + 1',
            [d.key, d.by],
          ),
        );
      },
      async Poison(_trx, d) {
        throw new Error(`cannot apply poison for ${d.key}`);
      },
    }),
  });
}

// The app's pool: connections in pipeline mode.
const database = databaseForSuite({ pool: pipelinedPool(6), store: {}, each: true });

async function appendCounts(n: number, keys = ['a', 'b', 'c']) {
  let position = 0n;
  for (let i = 0; i < n; i++) {
    const key = keys[i % keys.length];
    const r = await database.store.appendToStream(`count-${key}`, [{ id: randomUUID(), type: 'Counted', data: { key, by: i + 1 }, metadata: meta }], { expectedRevision: 'any' });
    position = r.position;
  }
  return position;
}

const runtime = (projectors: Projector[], extra: { standbyRetryMs?: number } = {}) =>
  projectorRuntime({ db: database.db, url: database.url, store: database.store, schemas, projectors, batchSize: 7, ...extra });

const tableRows = (schema = 'public') => database.db.withSchema(schema).table('counts').orderBy('key').select('key', 'total', 'events');

/** How many events the counts table has applied, all keys together. */
const eventsApplied = async () => (await tableRows()).reduce((s, row) => s + row.events, 0);

/** Two instances of the counting projector, started in turn: the first wins the election, the second stands by (trying again every 100 ms). */
async function activeAndStandby() {
  const a = runtime([countingProjector()]);
  const b = runtime([countingProjector()], { standbyRetryMs: 100 });
  await a.start();
  await b.start();
  return { a, b };
}

async function rebuiltRows() {
  await rebuildProjections({ db: database.db, connectionString: database.url, store: database.store, schemas, projectors: [countingProjector()], logger: silent, schema: 'rebuilt' });
  return tableRows('rebuilt');
}

it('applies the log to the read model and answers read-your-writes waits', async () => {
  const r = runtime([countingProjector()]);
  await r.start();
  const position = await appendCounts(30);
  expect(await r.waitFor(position, 5000)).toBe(true);
  const rows = await tableRows();
  expect(rows.reduce((s, row) => s + row.events, 0)).toBe(30);
  expect(rows.reduce((s, row) => s + row.total, 0)).toBe((30 * 31) / 2);
  const checkpoint = await database.db('projection_checkpoints').where({ name: 'counts' }).first();
  expect(BigInt(checkpoint.position)).toBe(position);
  await r.stop();
});

it('moves its stored checkpoint past events it does not handle, and announces it to other processes', async () => {
  const r = runtime([countingProjector()]);
  await r.start();
  const counted = await appendCounts(2);
  expect(await r.waitFor(counted, 5000)).toBe(true);
  const listener = new Client({ connectionString: database.url });
  await listener.connect();
  const announced: string[] = [];
  listener.on('notification', (n) => announced.push(JSON.parse(n.payload ?? '{}').position));
  await listener.query('LISTEN odyssey_read_models');
  try {
    let position = 0n;
    for (let i = 0; i < 3; i++) {
      position = (await database.store.appendToStream(`other-${i}`, [{ id: randomUUID(), type: 'Unrelated', data: { note: 'n' }, metadata: meta }], { expectedRevision: 'no_stream' })).position;
    }
    expect(await r.waitFor(position, 5000)).toBe(true);
    const checkpoint = await database.db('projection_checkpoints').where({ name: 'counts' }).first();
    expect(BigInt(checkpoint.position)).toBe(position);
    expect(await eventually(() => announced, (a) => a.includes(position.toString()), { timeoutMs: 5000, intervalMs: 20 })).toContain(position.toString());
    expect(await eventsApplied()).toBe(2);
  } finally {
    await r.stop();
    await listener.end();
  }
});

it('after a connection killed mid-batch and a restart, equals a full rebuild (nothing twice, nothing skipped)', async () => {
  await appendCounts(40);
  let killed = 0;
  // The 10th application kills its own database session: the batch transaction dies
  // half-applied, as in a crash.
  let applied = 0;
  const crashing = countingProjector({
    onApply: async (trx) => {
      applied++;
      if (applied === 10 && killed === 0) {
        killed++;
        await trx.raw('SELECT pg_terminate_backend(pg_backend_pid())');
      }
    },
  });
  const first = runtime([crashing]);
  await first.start();
  const head = await database.store.headPosition();
  expect(await first.waitFor(head!, 10_000)).toBe(true);
  await first.stop();
  expect(killed).toBe(1);
  // Restart from the stored checkpoint and append more.
  const second = runtime([countingProjector()]);
  await second.start();
  const position = await appendCounts(15, ['c', 'd']);
  expect(await second.waitFor(position, 5000)).toBe(true);
  await second.stop();
  expect(await tableRows()).toEqual(await rebuiltRows());
  expect(await eventsApplied()).toBe(55);
});

it('dead-letters an event a projector cannot apply and carries on', async () => {
  const r = runtime([countingProjector()]);
  await r.start();
  await appendCounts(3);
  await database.store.appendToStream('count-x', [{ id: randomUUID(), type: 'Poison', data: { key: 'x' }, metadata: meta }], { expectedRevision: 'any' });
  const position = await appendCounts(3);
  expect(await r.waitFor(position, 5000)).toBe(true);
  await r.stop();
  const dead = await database.db('projection_dead_letters').select('projector', 'event_type', 'error');
  expect(dead).toEqual([{ projector: 'counts', event_type: 'Poison', error: 'cannot apply poison for x' }]);
  expect(await eventsApplied()).toBe(6);
});

it('elects one active instance per projector; a standby takes over when it stops', async () => {
  const { a, b } = await activeAndStandby();
  expect(a.holdsAll).toBe(true);
  expect(b.holdsAll).toBe(false);
  await appendCounts(5);
  await a.stop();
  const position = await appendCounts(5);
  expect(await b.waitFor(position, 5000)).toBe(true);
  expect(b.holdsAll).toBe(true);
  await b.stop();
  expect(await eventsApplied()).toBe(10);
});

it('after its lock session is cut, one instance runs the projector again and nothing is applied twice', async () => {
  const { a, b } = await activeAndStandby();
  expect(await a.waitFor(await appendCounts(5), 5000)).toBe(true);
  // What a database restart does to the session holding the election locks.
  const admin = new Client({ connectionString: database.url });
  await admin.connect();
  try {
    await admin.query("SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())");
  } finally {
    await admin.end();
  }
  const position = await appendCounts(10);
  // Long enough for the standby to try (every 100 ms) and the cut instance to take its locks again.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const active = [a.holdsAll, b.holdsAll];
  expect(active.filter(Boolean)).toHaveLength(1);
  expect(await (active[0] ? a : b).waitFor(position, 10_000)).toBe(true);
  await a.stop();
  await b.stop();
  expect(await eventsApplied()).toBe(15);
  expect(await tableRows()).toEqual(await rebuiltRows());
});

it('rebuilds a read model from the log when its version changes', async () => {
  const v1 = runtime([countingProjector()]);
  await v1.start();
  const position = await appendCounts(9);
  await v1.waitFor(position, 5000);
  await v1.stop();
  await database.db('counts').update({ total: 0 }); // a wrong row a new version would not keep
  const v2 = runtime([countingProjector({}, 2)]);
  await v2.start();
  expect(await v2.waitFor(position, 5000)).toBe(true);
  await v2.stop();
  expect((await tableRows()).reduce((s, row) => s + row.total, 0)).toBe(45);
});

it('replays into another schema up to an instant without touching the live read models', async () => {
  const live = runtime([countingProjector()]);
  await live.start();
  await appendCounts(6);
  await new Promise((r) => setTimeout(r, 20));
  const instant = new Date();
  await new Promise((r) => setTimeout(r, 20));
  const position = await appendCounts(6);
  await live.waitFor(position, 5000);
  const liveBefore = await tableRows();
  const result = await rebuildProjections({ db: database.db, connectionString: database.url, store: database.store, schemas, projectors: [countingProjector()], logger: silent, schema: 'as_of', until: instant });
  expect(result.events).toBe(6);
  expect((await tableRows('as_of')).reduce((s, row) => s + row.total, 0)).toBe(21);
  expect(await tableRows()).toEqual(liveBefore);
  await live.stop();
});

it('a rebuild that fails part-way ends only once none of its pages is still being written', async () => {
  await appendCounts(12);
  // A read model whose pages take a while, and a log whose reading fails after two pages of it.
  const slow = defineProjector({
    name: 'slow',
    lifecycle: 'async',
    version: 1,
    tables: ['slow_seen'],
    async setup(trx) {
      await trx.schema.createTable('slow_seen', (t) => t.text('key'));
    },
    ...byEventType<EventOf<typeof schemas, 'Counted'>>({
      async Counted(trx, d) {
        await trx.raw('SELECT pg_sleep(0.1)');
        await trx('slow_seen').insert({ key: d.key });
      },
    }),
  });
  let pagesRead = 0;
  const failing = Object.assign(Object.create(database.store) as PostgresEventStore, {
    readAll: async (options: { after: bigint | null; limit: number }) => {
      if (++pagesRead > 2) throw new Error('the connection to the log was lost');
      return database.store.readAll(options);
    },
  });
  const rebuild = rebuildProjections({
    db: database.db, connectionString: database.url, store: failing, schemas, projectors: [countingProjector(), slow], logger: silent,
    schema: 'failing', batchSize: 3,
  });
  await expect(rebuild).rejects.toThrow(/the connection to the log was lost/);
  // Nothing of it runs any more: no statement is active, and what it wrote stays as it is.
  const active = await database.db.raw("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()");
  expect(active.rows[0].n).toBe(0);
  const seen = async () => Number((await database.db.withSchema('failing').table('slow_seen').count({ n: '*' }).first())!.n);
  const before = await seen();
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(await seen()).toBe(before);
});

it('refuses to rebuild the live read models while a projector runs', async () => {
  const r = runtime([countingProjector()]);
  await r.start();
  await expect(rebuildProjections({ db: database.db, connectionString: database.url, store: database.store, schemas, projectors: [countingProjector()], logger: silent })).rejects.toThrow(/running in another process/);
  await r.stop();
});
