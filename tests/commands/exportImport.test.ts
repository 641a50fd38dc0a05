import knexFactory, { type Knex } from 'knex';
import { Pool } from 'pg';
import type { EventStore } from '../../commands/eventStore';
import { exportEventLog, ImportError, importIntoPostgres, importThroughStore, readExportedEvents, readLines } from '../../commands/exportImport';
import { PostgresEventStore } from '../../commands/postgres/postgresEventStore';
import { PersonalDataEventStore } from '../../commands/personalData/personalDataEventStore';
import { allEventSchemas } from '../../domain/allEventSchemas';
import { allProjectors } from '../../projections/allProjectors';
import { rebuildProjections } from '../../projections/rebuildProjections';
import { createTestDatabase } from '../support/db';
import type { TestUser } from '../support/testApp';
import { testAppForSuite } from '../support/testAppForSuite';
import { closeAll } from '../support/bounded';
import { eventually } from '../support/eventually';
import { listenLocally } from '../support/listenLocally';
import { directorReply } from '../support/directorReplyText';

// Exports a used product, then imports and rebuilds it several times: heavier than most suites.
jest.setTimeout(120_000);

const silent = { info() {}, warn() {}, error() {} };

const { t, admin, alice, bob } = testAppForSuite();
/** The whole log as GET /api/admin/export answered it. */
let exported: string;
const cleanup: Array<() => Promise<void>> = [];

async function* linesOf(text: string) {
  for (const line of text.split('\n')) yield line;
}

async function emptyDatabase() {
  const database = await createTestDatabase('odyssey_import');
  const pool = new Pool({ connectionString: database.url, max: 3 });
  pool.on('error', () => undefined); // an idle connection closed by the server is not a test failure
  const db = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 4 } });
  cleanup.push(async () => {
    await db.destroy();
    await pool.end();
    await database.drop();
  });
  return { ...database, pool, db };
}

/** Every row of every read model table, as comparable text, table by table. */
async function readModels(db: Knex, schema: string): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const table of allProjectors.flatMap((p) => p.tables)) {
    const { rows } = await db.raw(`SELECT row_to_json(t)::text AS r FROM ??.?? t ORDER BY 1`, [schema, table]);
    tables[table] = rows.map((r: { r: string }) => r.r);
  }
  return tables;
}

/** Waits until nothing is appended any more (the planner works in the background) and the read models hold it all. */

/** A bit of everything a user does: every read model gets rows. */
async function useTheProduct(user: TestUser, baseUrl: string) {
  const odyssey = (await t.as(user).post('/api/odysseys/', { title: 'Run a marathon', description: 'In two years' })).json();
  const mission = (await t.as(user).post('/api/missions/', { title: 'Build a base', description: 'Easy miles', odyssey_id: odyssey.id })).json();
  const todo = (await t.as(user).post('/api/todos/', { title: 'Run 3 times a week', success_criteria: '12 runs logged', mission_id: mission.id, due_date: '2030-01-01' })).json();
  const steps = await t.plannedSteps(user, todo.id);
  await t.as(user).post(`/api/steps/${steps[0].id}/evidence`, { content_type: 'text', content_text: 'Ran 5k on Monday' });
  await t.as(user).post('/api/step-assistant/chat', { step_id: steps[0].id, message: 'I decided to run in the mornings' });
  for (const step of steps) await t.as(user).put(`/api/steps/${step.id}/complete`);
  const other = (await t.as(user).post('/api/todos/', { title: 'Buy shoes', success_criteria: 'Shoes bought', priority: 'high' })).json();
  await t.plannedSteps(user, other.id);
  await t.as(user).put(`/api/todos/${other.id}`, { title: 'Buy running shoes', success_criteria: 'Shoes bought', status: 'in_progress', priority: 'low' });
  expect((await t.as(user).post(`/api/todos/${todo.id}/dependencies`, { depends_on: other.id })).statusCode).toBe(200);
  const job = (await t.as(user).post('/api/mission-breakdown/generate-todos-async', { mission_title: 'Build a base', mission_description: 'Easy miles', qa_pairs: [], mission_id: mission.id })).json();
  // The planner's background work (the job, the evaluation) must be over before the log is compared.
  expect(await eventually(() => t.as(user).get(`/api/jobs/${job.job_id}`).then((r) => r.json().status), (status) => status === 'completed')).toBe('completed');
  expect(await eventually(() => t.as(user).get(`/api/todos/${todo.id}`).then((r) => r.json().completion_evaluation), (evaluation) => evaluation !== null)).not.toBeNull();
  await directorReply(baseUrl, user, 'How is my marathon going?');
  await t.as(user).put('/api/director/settings', { temperature: 0.3 });
  await t.as(user).post('/api/calendar/feed');
}

beforeAll(async () => {
  const baseUrl = await listenLocally(t.app);
  await useTheProduct(alice, baseUrl);
  await useTheProduct(bob, baseUrl);
  const doomed = (await t.as(bob).post('/api/todos/', { title: 'Deleted later', success_criteria: 'n/a' })).json();
  await t.plannedSteps(bob, doomed.id);
  await t.as(bob).delete(`/api/todos/${doomed.id}`);
  await t.quiet();
  const res = await t.as(admin).get('/api/admin/export');
  expect(res.statusCode).toBe(200);
  exported = res.body;
}, 120_000);

afterAll(async () => {
  // Every cleanup runs, each bounded, even when one fails (a leftover database would outlive the test).
  await closeAll(cleanup.reverse().map((c, i): [string, () => Promise<unknown>] => [`cleanup ${i}`, c]));
}, 60_000);

describe('export -> import into an empty database -> rebuild', () => {
  it('gives the same log, and read models identical to the source’s', async () => {
    const target = await emptyDatabase();
    const result = await importIntoPostgres(target.pool, readExportedEvents(linesOf(exported), allEventSchemas));
    const source = t.services.deps.db;
    const sourceCount = Number((await source('events').count({ n: '*' }).first())!.n);
    expect(result.events).toBe(sourceCount);
    expect(result.streams).toBe(Number((await source('events').countDistinct({ n: 'stream_id' }).first())!.n));

    // The same events at the same positions, with the same ids, payloads, metadata and times (to the millisecond).
    const logOf = async (db: Knex) =>
      (await db.raw("SELECT position, stream_id, revision, event_id, type, data, metadata, date_trunc('milliseconds', recorded_at) AS recorded_at FROM events ORDER BY position")).rows;
    expect(await logOf(target.db)).toEqual(await logOf(source));
    // The loaded log has the planner's statistics (a never analyzed table has -1 tuples).
    expect(Number((await target.db.raw("SELECT reltuples FROM pg_class WHERE oid = 'events'::regclass")).rows[0].reltuples)).toBe(sourceCount);

    const store = await PostgresEventStore.connect(target.url, 2);
    cleanup.push(() => store.close());
    // Personal data stays sealed in the export: the rebuild opens it with the source's keys (same master key).
    const opened = new PersonalDataEventStore(store, t.services.deps.personalData);
    await rebuildProjections({ db: target.db, connectionString: target.url, store: opened, schemas: allEventSchemas, projectors: allProjectors, logger: silent });
    const rebuilt = await readModels(target.db, 'public');
    expect(rebuilt).toEqual(await readModels(source, 'public'));
    // In small pages, with the derived rows settled on the side every other page while the
    // next pages are applied: the same read models.
    await rebuildProjections({ db: target.db, connectionString: target.url, store: opened, schemas: allEventSchemas, projectors: allProjectors, logger: silent, schema: 'paged', batchSize: 7 });
    expect(await readModels(target.db, 'paged')).toEqual(rebuilt);
    // Not vacuous: the read models hold what the users did.
    const empty = Object.entries(rebuilt).filter(([, rows]) => rows.length === 0).map(([table]) => table);
    // Recently deleted and the links parents' deletions undid hold rows only once something was deleted
    // (replan_restored_todos: once a re-planned todo came back while its re-plan could still be undone).
    const emptyByDesign = (table: string) =>
      ['history_job_candidates', 'user_auth_changes', 'replan_restored_todos'].includes(table) || table.startsWith('trashed_') || table.endsWith('_unlinks');
    expect(empty.filter((table) => !emptyByDesign(table))).toEqual([]);

    // New appends continue after the imported positions.
    const appended = await store.appendToStream(
      'import-check',
      [{ id: '00000000-0000-4000-8000-000000000001', type: 'FirstAdminClaimed', data: { userId: admin.user.id }, metadata: { userId: null, occurredAt: new Date().toISOString(), correlationId: 'test', causationId: null } }],
      { expectedRevision: 'no_stream' },
    );
    expect(appended.position > BigInt(JSON.parse(exported.trim().split('\n').at(-1)!).position)).toBe(true);
    expect((await store.readAll({ after: null, limit: 100_000 })).at(-1)!.id).toBe('00000000-0000-4000-8000-000000000001');
  }, 60_000);

  it('refuses a store that is not empty and leaves it as it was', async () => {
    const target = await emptyDatabase();
    const firstTwo = exported.split('\n').slice(0, 2).join('\n');
    await importIntoPostgres(target.pool, readExportedEvents(linesOf(firstTwo), allEventSchemas));
    await expect(importIntoPostgres(target.pool, readExportedEvents(linesOf(exported), allEventSchemas))).rejects.toThrow(
      new ImportError('The event store already holds 2 events: import only into an empty store (a fresh database).'),
    );
    expect(Number((await target.db('events').count({ n: '*' }).first())!.n)).toBe(2);
  });

  it('refuses a broken file with the line at fault, keeping nothing', async () => {
    const lines = exported.trim().split('\n');
    const cases: Array<[string[], string]> = [
      [[lines[0], lines[1], '{"id": "oops"'], 'Line 3 is not JSON.'],
      [[lines[0], lines[2], lines[1]], `Line 3: position ${JSON.parse(lines[1]).position} is not after ${JSON.parse(lines[2]).position}; the export must be in log order.`],
      [[lines[0], JSON.stringify({ ...JSON.parse(lines[1]), type: 'SomethingElse' })], 'Line 2: Unknown event type SomethingElse'],
      [[JSON.stringify({ ...JSON.parse(lines[0]), revision: 1 })], `Line 1: stream ${JSON.parse(lines[0]).stream} needs revision 0 next, found 1.`],
      [[JSON.stringify({ ...JSON.parse(lines[0]), id: 'not-a-uuid' })], 'Line 1: id Invalid UUID.'],
      // `npm run events:export > file`: npm prints its banner to stdout before the export.
      [['', '> odyssey-planner@0.1.0 events:export', '> tsx api/cli/exportEvents.ts', '', lines[0]], "Line 2 is npm's banner, not an event: export with `npm run events:export -- --out <file>` (or `npm run --silent events:export > <file>`) and import that file."],
    ];
    for (const [file, message] of cases) {
      const target = await emptyDatabase();
      await expect(importIntoPostgres(target.pool, readExportedEvents(linesOf(file.join('\n')), allEventSchemas))).rejects.toThrow(message);
      expect(Number((await target.db('events').count({ n: '*' }).first())!.n)).toBe(0);
    }
  }, 60_000);

  it('imports one user’s export into an empty store, and through the store port too (streams, order and ids kept)', async () => {
    const res = await t.as(admin).get(`/api/admin/export?user_id=${alice.user.id}`);
    const lines = res.body.trim().split('\n').map((l) => JSON.parse(l));
    const target = await emptyDatabase();
    const store = await PostgresEventStore.connect(target.url, 2);
    cleanup.push(() => store.close());
    const result = await importThroughStore(store, readExportedEvents(linesOf(res.body), allEventSchemas));
    expect(result.events).toBe(lines.length);
    const stored = await target.db('events').orderBy('position').select('event_id', 'stream_id', 'revision', 'type');
    expect(stored.map((e: { event_id: string; stream_id: string; revision: string; type: string }) => [e.event_id, e.stream_id, Number(e.revision), e.type])).toEqual(
      lines.map((l) => [l.id, l.stream, l.revision, l.type]),
    );
    await expect(importThroughStore(store, readExportedEvents(linesOf(res.body), allEventSchemas))).rejects.toThrow('The event store is not empty: import only into an empty store.');
  });
});

describe('readLines', () => {
  it('splits chunks into lines across chunk boundaries, CRLF or LF, last line without newline', async () => {
    async function* chunks() {
      yield '{"a":1}\r\n{"b"';
      yield ':2}\n\n{"c":';
      yield '3}';
    }
    const lines: string[] = [];
    for await (const line of readLines(chunks())) lines.push(line);
    expect(lines).toEqual(['{"a":1}', '{"b":2}', '', '{"c":3}']);
  });
});

describe('exportEventLog', () => {
  it('reads the log a page at a time as the consumer asks, never all of it up front', async () => {
    const reads: Array<bigint | null> = [];
    const raw = t.services.rawStore;
    const counting: EventStore = Object.create(raw, {
      readAll: { value: (o: { after: bigint | null; limit: number }) => (reads.push(o.after), raw.readAll(o)) },
    });
    const [oldest] = await raw.readAll({ after: null, limit: 1 });
    const lines = exportEventLog(counting, { pageSize: 5 });
    const first = await lines.next();
    expect(JSON.parse(first.value as string).position).toBe(Number(oldest.position));
    expect(reads).toEqual([null]);
    for (let i = 0; i < 5; i++) await lines.next();
    expect(reads).toHaveLength(2);
    await lines.return(undefined);
  });
});
