import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import knexFactory from 'knex';
import { Pool } from 'pg';
import { PostgresEventStore } from '../commands/postgres/postgresEventStore';
import { allEventSchemas } from '../domain/allEventSchemas';
import { allProjectors } from '../projections/allProjectors';
import { rebuildProjections } from '../projections/rebuildProjections';
import { ensureProjectionTables } from '../projections/projectionTables';
import { createTestDatabase } from '../tests/support/db';
import { ms, summarise, type BenchResult } from './benchLib';

const silent = { info() {}, warn() {}, error() {} };
const pct = (value: number, ceiling: number) => `${Math.round((100 * value) / ceiling)}%`;

/**
 * What this machine's PostgreSQL commits at most, measured in the same run as the appends: one
 * row per transaction (each waits for its flush to disk, as an append does) into a table with
 * the log's columns and indexes, with none of the append's checks.
 */
async function appendCeilings(url: string, meta: object): Promise<{ single: number; concurrent: number }> {
  const pool = new Pool({ connectionString: url, max: 16 });
  try {
    await pool.query('CREATE TABLE append_ceiling (LIKE events INCLUDING ALL)');
    let position = 0;
    const insert = () =>
      pool.query('INSERT INTO append_ceiling (position, stream_id, revision, event_id, type, data, metadata) VALUES ($1, $2, 0, $3, $4, $5, $6)', [
        ++position, `ceiling-${position}`, randomUUID(), 'BenchAppended', JSON.stringify({ i: position }), JSON.stringify(meta),
      ]);
    const rate = async (writers: number, each: number) => {
      const started = performance.now();
      await Promise.all(Array.from({ length: writers }, async () => {
        for (let i = 0; i < each; i++) await insert();
      }));
      return Math.round(((writers * each) / (performance.now() - started)) * 1000);
    };
    return { single: await rate(1, 3000), concurrent: await rate(16, 300) };
  } finally {
    await pool.query('DROP TABLE IF EXISTS append_ceiling').catch(() => undefined);
    await pool.end();
  }
}

/** Appends on the PostgreSQL store (one writer, then 16), and a replay of 200,000 events into the read models. */
export async function benchCore(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const database = await createTestDatabase('odyssey_bench');
  const store = await PostgresEventStore.connect(database.url, 16);
  const db = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 4 } });
  try {
    const meta = { userId: null, occurredAt: new Date().toISOString(), correlationId: 'bench', causationId: null };
    const ceiling = await appendCeilings(database.url, meta);
    results.push({ name: 'ceiling: one-row INSERT per transaction into a copy of the log table (one writer / 16 writers)', value: `${ceiling.single} / ${ceiling.concurrent} rows/s` });
    const n = 5000;
    const latencies: number[] = [];
    const started = performance.now();
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      await store.appendToStream(`bench-${i}`, [{ id: randomUUID(), type: 'BenchAppended', data: { i }, metadata: meta }], { expectedRevision: 'no_stream' });
      latencies.push(performance.now() - t);
    }
    const wall = performance.now() - started;
    const s = summarise(latencies);
    const perSecond = Math.round((n / wall) * 1000);
    results.push({ name: 'append throughput (single writer, PostgreSQL store)', value: `${perSecond} events/s (${pct(perSecond, ceiling.single)} of the INSERT ceiling)`, target: '>= 2,000/s', met: perSecond >= 2000 });
    results.push({ name: 'append latency p50 / p99', value: `${ms(s.p50)} / ${ms(s.p99)}` });

    // Appends to different streams commit concurrently and share each flush to disk (group commit).
    const writers = 16;
    const perWriter = 500;
    const concurrentStarted = performance.now();
    await Promise.all(
      Array.from({ length: writers }, async (_, w) => {
        for (let i = 0; i < perWriter; i++) {
          await store.appendToStream(`bench-w${w}-${i}`, [{ id: randomUUID(), type: 'BenchAppended', data: { i }, metadata: meta }], { expectedRevision: 'no_stream' });
        }
      }),
    );
    const concurrentRate = Math.round(((writers * perWriter) / (performance.now() - concurrentStarted)) * 1000);
    results.push({ name: `append throughput (${writers} concurrent writers)`, value: `${concurrentRate} events/s (${pct(concurrentRate, ceiling.concurrent)} of the INSERT ceiling)`, target: '>= 5,000/s', met: concurrentRate >= 5000 });

    // 200,000 events of real types, written straight into the log, then replayed.
    const total = 200_000;
    await db.raw(`TRUNCATE events`);
    await db.raw(
      `INSERT INTO events (position, stream_id, revision, event_id, type, data, metadata)
       SELECT u.g, 'user-' || u.id, 0, u.id, 'UserRegistered',
              jsonb_build_object('userId', u.id, 'email', 'user' || u.g || '@example.com', 'passwordHash', '$argon2id$bench', 'role', 'user', 'registeredAt', now()),
              '{"userId": null, "occurredAt": "2026-01-01T00:00:00Z", "correlationId": "bench", "causationId": null, "schemaVersion": 1}'::jsonb
       FROM (SELECT gen_random_uuid() AS id, g FROM generate_series(1, ?) g) u`,
      [total],
    );
    await ensureProjectionTables(db);
    const replay = await rebuildProjections({ db, connectionString: database.url, store, schemas: allEventSchemas, projectors: allProjectors, logger: silent, schema: 'bench_replay' });
    const rate = Math.round((replay.events / replay.ms) * 1000);
    results.push({
      name: `projection replay (${replay.events} events into ${allProjectors.length} read models)`,
      value: `${rate} events/s (${replay.ms} ms)`,
      target: '>= 50,000/s',
      met: rate >= 50_000,
    });
  } finally {
    await db.destroy();
    await store.close();
    await database.drop();
  }
  return results;
}
