import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import knexFactory from 'knex';
import { Pool } from 'pg';
import type { EventStore, RecordedEvent } from '../commands/eventStore';
import { exportEventLog, importIntoPostgres, readExportedEvents, readLines } from '../commands/exportImport';
import { PostgresEventStore } from '../commands/postgres/postgresEventStore';
import { PersonalDataKeys } from '../commands/personalData/dataKeys';
import { PersonalDataEventStore } from '../commands/personalData/personalDataEventStore';
import { sealPayload } from '../commands/personalData/sealing';
import { randomBytes } from 'node:crypto';
import { allEventSchemas } from '../domain/allEventSchemas';
import { allProjectors } from '../projections/allProjectors';
import { loadEntityHistory } from '../projections/history/entityHistory';
import { rebuildProjections, REPLAY_PAGE_SIZE } from '../projections/rebuildProjections';
import { decodeOrMark } from '../projections/applyBatch';
import { createTestDatabase } from '../tests/support/db';
import { describeMainThread, machineCpuOf, mainThreadOf, ms, summarise, type BenchResult } from './benchLib';
import { realisticLog } from '../tests/support/realisticLog';
import { withAppSessionSettings } from '../api/sessionSettings';
import { ProcessorRuntime, type Processor } from '../projections/processorRuntime';

const silent = { info() {}, warn() {}, error() {} };
const TOTAL = 200_000;

async function* take(events: Iterable<RecordedEvent>, n: number, keys: PersonalDataKeys): AsyncGenerator<RecordedEvent> {
  let i = 0;
  for (const e of events) {
    if (i++ >= n) return;
    // Stored as the app stores it: personal texts sealed with the owner's data key.
    const owner = e.metadata.userId!;
    yield { ...e, data: sealPayload(e.type, e.data, owner, await keys.keyForWriting(owner)) };
  }
}

const rate = (n: number, msTaken: number) => Math.round((n / msTaken) * 1000);

/** Reads the whole log in the replay's pages, handing each page to `each`; the events read and the time taken. */
async function readWholeLog(reader: Pick<EventStore, 'readAll'>, each: (page: RecordedEvent[]) => void): Promise<{ events: number; ms: number }> {
  const started = performance.now();
  let events = 0;
  for (let after: bigint | null = null; ; ) {
    const page = await reader.readAll({ after, limit: REPLAY_PAGE_SIZE });
    if (page.length === 0) break;
    each(page);
    events += page.length;
    after = page[page.length - 1].position;
  }
  return { events, ms: performance.now() - started };
}

/**
 * Point-in-time replay of 200,000 events into a new schema, the export (NDJSON), the import
 * of that file into an empty database, and the history of one todo.
 */
export async function benchHistory(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const source = await createTestDatabase('odyssey_bench_history');
  const target = await createTestDatabase('odyssey_bench_import');
  const sourcePool = new Pool({ connectionString: source.url, max: 2 });
  const targetPool = new Pool({ connectionString: target.url, max: 2 });
  // The replay's sessions as the app opens them (api/sessionSettings.ts).
  const appUrl = withAppSessionSettings(source.url);
  const db = knexFactory({ client: 'pg', connection: appUrl, pool: { min: 0, max: 4 } });
  const keys = await PersonalDataKeys.open(db, randomBytes(32));
  const store = new PersonalDataEventStore(await PostgresEventStore.connect(appUrl, 4), keys);
  const file = path.join(os.tmpdir(), `odyssey-bench-export-${process.pid}.ndjson`);
  try {
    const loaded = await importIntoPostgres(sourcePool, take(realisticLog(TOTAL), TOTAL, keys), 5000);

    // The machine's part of that ceiling: the log's rows as stored, a page at a time, through
    // the same store and driver, nothing opened or checked.
    const raw = await readWholeLog(store.stored, () => {});
    results.push({ name: `ceiling: the log's rows as stored, read in pages, nothing opened or checked (${raw.events} events)`, value: `${rate(raw.events, raw.ms)} events/s` });

    // The replay's own ceiling on this machine: every event read as a replay reads it (a page
    // at a time, personal data opened, checked against its schema), applied to no read model.
    const read = await readWholeLog(store, (page) => {
      for (const e of page) decodeOrMark(allEventSchemas, e);
    });
    const readRate = rate(read.events, read.ms);
    results.push({ name: `ceiling: the log read, opened and schema-checked, no read model (${read.events} events)`, value: `${readRate} events/s` });

    // Replay into a new schema, as of an instant after the last event (every event applies), in
    // pages of the size every replay and rebuild of the product uses.
    const { result: { result: replayed, ...mainThread }, cpuMs: replayCpuMs, cores } = await machineCpuOf(() =>
      mainThreadOf(() =>
        rebuildProjections({
          db, connectionString: appUrl, store, schemas: allEventSchemas, projectors: allProjectors, logger: silent,
          schema: 'bench_history_replay', until: new Date('2100-01-01T00:00:00Z'),
        }),
      ),
    );
    const deadLetters = Number((await db('bench_history_replay.projection_dead_letters').count({ n: '*' }).first())!.n);
    const replayRate = rate(replayed.events, replayed.ms);
    results.push({
      name: `point-in-time replay into a new schema (${replayed.events} events, ${allProjectors.length} read models, ${deadLetters} dead letters)`,
      value: `${replayRate} events/s (${replayed.ms} ms, ${Math.round((replayRate / readRate) * 100)}% of the read ceiling)`,
      target: '>= 50,000/s',
      met: replayRate >= 50_000 && deadLetters === 0,
    });
    if (replayCpuMs !== null) {
      // The replay's work (this process and PostgreSQL) spread over every core at full use.
      const bound = rate(replayed.events, replayCpuMs / cores);
      results.push({
        name: `the replay's CPU on the whole machine (this process and PostgreSQL, ${cores} cores)`,
        value: `${(replayCpuMs / 1000).toFixed(1)} s, ${Math.round((replayCpuMs / replayed.ms / cores) * 100)}% of the cores over the replay; at full use of every core at most ${bound} events/s`,
      });
    }
    // The replay's pages are read, opened, decoded and turned into statements on this thread.
    results.push({ name: "the replay's main thread (reads, decodes and builds every read model's statements)", value: describeMainThread(mainThread) });

    // Where replay time goes: each read model alone over the first 30,000 events.
    const sample = 30_000;
    const cut = new Date((await db('events').where({ position: sample }).first('recorded_at'))!.recorded_at);
    const perModel: string[] = [];
    for (const projector of allProjectors) {
      const alone = await rebuildProjections({
        db, connectionString: appUrl, store, schemas: allEventSchemas, projectors: [projector], logger: silent,
        schema: `bench_history_${projector.name}`, until: cut,
      });
      perModel.push(`${projector.name} ${rate(alone.events, alone.ms)}/s`);
      await db.raw('DROP SCHEMA ?? CASCADE', [`bench_history_${projector.name}`]);
    }
    results.push({ name: `replay rate of each read model alone (${sample} events)`, value: perModel.join(', ') });

    // Catch-up: a process that starts behind the log (after downtime, or a new process) has
    // every processor follow it from its checkpoint: with ROLE=all, two projector groups (pages
    // of 1,000) and five reactors (pages of 200). Here they handle nothing, so what is measured
    // is reading, opening and checking the log: once for all of them (one runtime, its shared
    // reader) against once each (a runtime each).
    const followers = [1000, 1000, 200, 200, 200, 200, 200];
    const shared = await catchUp(appUrl, store, [followers], loaded.events);
    const apart = await catchUp(appUrl, store, followers.map((size) => [size]), loaded.events);
    results.push({
      name: `catch-up: ${followers.length} processors follow the log from its start (${loaded.events} events), handling nothing`,
      value: `one shared read ${(shared / 1000).toFixed(1)} s; a read each ${(apart / 1000).toFixed(1)} s`,
    });

    // Export: the whole log as NDJSON to a file, page by page.
    let t0 = performance.now();
    await pipeline(Readable.from(exportEventLog(store.stored, { pageSize: 5000 })), fs.createWriteStream(file));
    const exportMs = performance.now() - t0;
    const bytes = fs.statSync(file).size;
    const exportRate = rate(loaded.events, exportMs);
    results.push({
      name: `export (${loaded.events} events, ${(bytes / 1024 / 1024).toFixed(1)} MB NDJSON)`,
      value: `${exportRate} events/s (${Math.round(exportMs)} ms, ${(bytes / 1024 / 1024 / (exportMs / 1000)).toFixed(1)} MB/s)`,
      target: '>= 20,000/s',
      met: exportRate >= 20_000,
    });

    // Import of that file into an empty database (every line checked against its schema).
    t0 = performance.now();
    const imported = await importIntoPostgres(targetPool, readExportedEvents(readLines(fs.createReadStream(file, { encoding: 'utf8' })), allEventSchemas), 5000);
    const importMs = performance.now() - t0;
    results.push({ name: `import into an empty database (${imported.events} events, validated)`, value: `${rate(imported.events, importMs)} events/s (${Math.round(importMs)} ms)` });

    // The history of a todo (its stream and its step chat), from the replayed read models.
    const replayDb = knexFactory({ client: 'pg', connection: appUrl, pool: { min: 0, max: 2 }, searchPath: ['bench_history_replay'] });
    try {
      const todoIds: string[] = (await replayDb('todos').select('id').limit(200)).map((r: { id: string }) => r.id);
      const latencies: number[] = [];
      for (const id of todoIds) {
        const t = performance.now();
        const history = await loadEntityHistory({ store, db: replayDb }, 'todo', id, () => true);
        latencies.push(performance.now() - t);
        if (!history || history.events.length < 10) throw new Error(`history of todo ${id} is incomplete`);
      }
      const s = summarise(latencies);
      results.push({ name: 'GET /history/todo/{id} work (store reads + summaries), p50 / p99', value: `${ms(s.p50)} / ${ms(s.p99)}`, target: '< 50 ms p99', met: s.p99 < 50 });
    } finally {
      await replayDb.destroy();
    }
  } finally {
    fs.rmSync(file, { force: true });
    await db.destroy();
    await store.close();
    await sourcePool.end();
    await targetPool.end();
    await source.drop();
    await target.drop();
  }
  return results;
}

/** Milliseconds until every follower (one runtime per group of page sizes) has been handed `total` events. */
async function catchUp(connectionString: string, store: EventStore, runtimes: number[][], total: number): Promise<number> {
  const started = performance.now();
  const done: Promise<void>[] = [];
  const running = runtimes.map((sizes, r) => {
    const processors: Processor[] = sizes.map((batchSize, i) => {
      let seen = 0;
      let finish: () => void = () => {};
      done.push(new Promise<void>((resolve) => (finish = resolve)));
      return {
        name: `catch-up-${r}-${i}`,
        locks: [`bench-catch-up:${r}:${i}`],
        batchSize,
        start: async () => null,
        async handle(page) {
          seen += page.length;
          if (seen >= total) finish();
        },
      };
    });
    return new ProcessorRuntime({ connectionString, store, schemas: allEventSchemas, processors, logger: silent });
  });
  try {
    await Promise.all(running.map((runtime) => runtime.start()));
    await Promise.all(done);
    return performance.now() - started;
  } finally {
    await Promise.all(running.map((runtime) => runtime.stop()));
  }
}
