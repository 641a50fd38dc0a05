import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { ensureDataKeysTable } from '../../commands/personalData/dataKeys';
import type { Services } from '../../api/services';
import { startAppOnDatabase } from '../support/appOnDatabase';
import { freePortSync, runScript } from '../support/appProcess';
import { closeAll } from '../support/bounded';
import { freshDatabaseUntil } from '../support/databaseForSuite';
import { listenLocally } from '../support/listenLocally';
import { TEST_JWT_SECRET, TEST_MASTER_KEY, type TestUser } from '../support/testApp';
import { testAppForSuite } from '../support/testAppForSuite';
import { directorReply } from '../support/directorReplyText';

/**
 * npm run events:export / events:import as processes: a used deployment's log exported, imported
 * into an empty database and served again; bad files refused in one line, keeping nothing.
 */

// Uses the product, then runs the CLIs as processes several times.
jest.setTimeout(180_000);

const { t: source, admin, alice, bob } = testAppForSuite();
let dir: string;
let exportFile: string;
const cleanup: Array<[string, () => Promise<unknown>]> = [];

const cli = (script: string, args: string[], databaseUrl: string, env: Record<string, string> = {}) =>
  runScript(script, args, { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: path.join(dir, 'data'), MASTER_KEY: TEST_MASTER_KEY.toString('base64'), LOG_LEVEL: 'silent', ...env });

const emptyDatabase = () => freshDatabaseUntil(cleanup, 'odyssey_cli_import');

const undoOf = (res: { headers: Record<string, unknown> }) => JSON.parse(res.headers['x-undo'] as string);

/** Odyssey, mission, todos with steps, chat, evidence, an evaluation, undos, a deletion, a re-plan and the Director. */
async function useTheProduct(user: TestUser, baseUrl: string) {
  const as = source.as(user);
  const odyssey = (await as.post('/api/odysseys/', { title: 'Run a marathon', description: 'In two years' })).json();
  const mission = (await as.post('/api/missions/', { title: 'Build a base', description: 'Easy miles', odyssey_id: odyssey.id })).json();
  const todo = (await as.post('/api/todos/', { title: 'Run 3 times a week', success_criteria: '12 runs logged', mission_id: mission.id, due_date: '2030-01-01' })).json();
  const steps = await source.plannedSteps(user, todo.id);
  expect((await as.post(`/api/steps/${steps[0].id}/evidence`, { content_type: 'text', content_text: 'Ran 5k on Monday' })).statusCode).toBe(201);
  expect((await as.post('/api/step-assistant/chat', { step_id: steps[0].id, message: 'I decided to run in the mornings' })).statusCode).toBe(200);
  const completion = await as.put(`/api/steps/${steps[0].id}/complete`);
  expect((await as.post('/api/undo', undoOf(completion))).statusCode).toBe(200);
  for (const step of steps) expect((await as.put(`/api/steps/${step.id}/complete`)).statusCode).toBe(200);

  const edited = (await as.post('/api/todos/', { title: 'Buy shoes', success_criteria: 'Shoes bought', priority: 'high', mission_id: mission.id })).json();
  await source.plannedSteps(user, edited.id);
  const edit = await as.put(`/api/todos/${edited.id}`, { title: 'Buy running shoes', priority: 'low' });
  expect((await as.post('/api/undo', undoOf(edit))).statusCode).toBe(200);
  const doomed = (await as.post('/api/todos/', { title: 'Deleted later', success_criteria: 'n/a' })).json();
  await source.plannedSteps(user, doomed.id);
  expect((await as.delete(`/api/todos/${doomed.id}`)).statusCode).toBe(204);

  // A second mission, re-planned (its todo set aside, a new one made).
  const replanned = (await as.post('/api/missions/', { title: 'Swim more', description: null })).json();
  const old = (await as.post('/api/todos/', { title: 'Find a pool', success_criteria: 'A pool found', mission_id: replanned.id })).json();
  await source.plannedSteps(user, old.id);
  expect((await as.post(`/api/missions/${replanned.id}/replan`, { title: 'Swim a mile', description: null })).statusCode).toBe(200);
  const fresh = (await as.post('/api/todos/', { title: 'Book a lane', success_criteria: 'Booked', mission_id: replanned.id })).json();
  await source.plannedSteps(user, fresh.id);

  await directorReply(baseUrl, user, 'How is my marathon going?');
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'odyssey-events-cli-'));
  const baseUrl = await listenLocally(source.app);
  await useTheProduct(alice, baseUrl);
  await useTheProduct(bob, baseUrl);
  await source.quiet();
  expect((await source.as(admin).delete(`/api/admin/users/${bob.user.id}`)).statusCode).toBe(204);
  await source.quiet();

  exportFile = path.join(dir, 'events.ndjson');
  const run = await cli('api/cli/exportEvents.ts', ['--out', exportFile], source.databaseUrl);
  const lines = fs.readFileSync(exportFile, 'utf8').trim().split('\n').length;
  expect([run.status, run.stderr]).toEqual([0, `Exported ${lines} events to ${exportFile}.\n`]);
}, 180_000);

afterAll(async () => {
  await closeAll(cleanup.reverse());
  fs.rmSync(dir, { recursive: true, force: true });
}, 90_000);

/** What a user reads of everything they have, URL by URL. */
async function answersOf(app: FastifyInstance, user: TestUser): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  const read = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: user.headers });
    answers[url] = { status: res.statusCode, body: res.statusCode === 200 ? JSON.parse(res.body) : res.body };
    return res.statusCode === 200 ? JSON.parse(res.body) : [];
  };
  await read('/api/dashboard/summary');
  await read('/api/trash');
  for (const o of await read('/api/odysseys')) await read(`/api/history/odyssey/${o.id}`);
  for (const m of await read('/api/missions')) {
    await read(`/api/missions/${m.id}`);
    await read(`/api/history/mission/${m.id}`);
  }
  for (const todo of await read('/api/todos/')) {
    await read(`/api/todos/${todo.id}`);
    await read(`/api/todos/${todo.id}/progress`);
    await read(`/api/history/todo/${todo.id}`);
    for (const step of await read(`/api/steps/todo/${todo.id}`)) await read(`/api/step-assistant/messages/${step.id}`);
  }
  for (const item of await read('/api/trash')) await read(`/api/history/${item.kind}/${item.id}`);
  return answers;
}

/** Every analytics fact row, comparable. */
const analyticsOf = async (db: Knex) =>
  Object.fromEntries(await Promise.all(['analytics_todo_facts', 'analytics_evaluations', 'analytics_planner_calls'].map(async (table) =>
    [table, (await db.raw(`SELECT row_to_json(t)::text AS r FROM ${table} t ORDER BY 1`)).rows.map((r: { r: string }) => r.r)])));

async function startAppOn(databaseUrl: string): Promise<{ app: FastifyInstance; services: Services }> {
  const started = await startAppOnDatabase(databaseUrl, TEST_JWT_SECRET);
  cleanup.push(['the imported app', started.close]);
  return started;
}

describe('npm run events:import of an npm run events:export', () => {
  it('with the data keys copied and the same master key: every answer and analytics row equals the original’s', async () => {
    const target = await emptyDatabase();
    // The keys (docs/privacy.md): copied beside the log, as an operator moving a deployment does.
    await ensureDataKeysTable(target.db);
    await target.db('user_data_keys').insert(await source.services.deps.db('user_data_keys').select());
    await target.db.destroy();
    const run = await cli('api/cli/importEvents.ts', [exportFile, '--rebuild'], target.url);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/Imported \d+ events in \d+ streams/);

    const imported = await startAppOn(target.url);
    const before = await answersOf(source.app, alice);
    const after = await answersOf(imported.app, alice);
    expect(after).toEqual(before);
    expect(JSON.stringify(before)).toContain('I decided to run in the mornings');
    expect(Object.keys(before).filter((url) => url.startsWith('/api/history/')).length).toBeGreaterThan(6);
    expect(await analyticsOf(imported.services.deps.db)).toEqual(await analyticsOf(source.services.deps.db));
  });
});

describe('an import without the data keys', () => {
  it('says so, reads the texts as erased for good, and keeps the old events readable after new writes', async () => {
    const target = await emptyDatabase();
    const run = await cli('api/cli/importEvents.ts', [exportFile, '--rebuild'], target.url);
    expect([run.status, run.stderr]).toEqual([0, '']);
    // The admin's, Alice's and Bob's (erased: his texts stay sealed in the log, his key gone).
    expect(run.stdout).toContain('The data keys of 3 users were not in this database: their texts read as "[erased]" here, for good');
    const imported = await startAppOn(target.url);
    // Every account is there, though their addresses all read "[erased]".
    expect((await imported.services.deps.db('users').pluck('id')).sort()).toEqual([admin.user.id, alice.user.id].sort());
    const as = (url: string) => imported.app.inject({ method: 'GET', url, headers: alice.headers });
    const listed = await as('/api/todos/');
    expect(listed.statusCode).toBe(200);
    const todos = listed.json() as Array<{ id: string; title: string }>;
    expect(todos.length).toBeGreaterThan(0);
    expect(todos.map((x) => x.title)).toEqual(todos.map(() => '[erased]'));

    // A write for an imported user (a request, or the planner reacting) makes no new key that the old texts would not open with.
    const created = await imported.app.inject({ method: 'POST', url: '/api/todos/', headers: alice.headers, payload: { title: 'After the import', success_criteria: 'Done' } });
    expect(created.statusCode).toBe(201);
    const history = await as(`/api/history/todo/${todos[0].id}`);
    expect(history.statusCode).toBe(200);
    expect(history.body).toContain('[erased]');
    expect((await as(`/api/todos/${created.json().id}`)).statusCode).toBe(200);
  });
});

describe('npm run events:export -- --out of a log it cannot read', () => {
  it('fails in one line and leaves the earlier file as it was, with nothing beside it', async () => {
    const folder = fs.mkdtempSync(path.join(dir, 'failed-export-'));
    const file = path.join(folder, 'events.ndjson');
    fs.copyFileSync(exportFile, file);
    const closedPort = freePortSync();
    const cases: Array<[string, string, Record<string, string>, string]> = [
      ['PostgreSQL', `postgres://postgres@127.0.0.1:${closedPort}/odyssey`, {}, 'ECONNREFUSED'],
      // The store is reached only once the file is being written.
      ['EventStoreDB', source.databaseUrl, { EVENT_STORE: 'eventstoredb', EVENTSTORE_CONNECTION_STRING: `esdb://127.0.0.1:${closedPort}?tls=false` }, 'EventStoreDB cannot be reached'],
    ];
    for (const [what, databaseUrl, env, message] of cases) {
      const run = await cli('api/cli/exportEvents.ts', ['--out', file], databaseUrl, env);
      expect({ what, status: run.status, stderr: run.stderr }).toEqual({ what, status: 1, stderr: expect.stringContaining(message) });
      expect(fs.readFileSync(file, 'utf8')).toBe(fs.readFileSync(exportFile, 'utf8'));
      expect(fs.readdirSync(folder)).toEqual(['events.ndjson']);
    }
  });
});

describe('npm run events:import of a bad file', () => {
  const eventsIn = async (db: Knex) =>
    (await db.raw("SELECT to_regclass('public.events') AS t")).rows[0].t === null ? 0 : (await db.raw('SELECT count(*)::int AS n FROM events')).rows[0].n;

  it('refuses it in one line, exit code 1, keeping nothing', async () => {
    const text = fs.readFileSync(exportFile, 'utf8');
    const lines = text.trim().split('\n');
    const todoCreated = lines.findIndex((l) => JSON.parse(l).type === 'TodoCreated');
    const withoutCriteria = JSON.parse(lines[todoCreated]);
    delete withoutCriteria.data.successCriteria;
    const backupHeader = JSON.stringify({ format: 'odyssey-backup', version: 1, created_at: new Date().toISOString(), head_position: 1, events: 1, data_keys: 0, credentials: 0, credentials_seeded_through: null });
    const cases: Array<[string, string, RegExp]> = [
      ['cut off mid-line', text.slice(0, Math.floor(text.length / 2)), /^Line \d+ is not JSON\.$/],
      ['a payload that fails its schema', [...lines.slice(0, todoCreated), JSON.stringify(withoutCriteria), ...lines.slice(todoCreated + 1)].join('\n'), new RegExp(`^Line ${todoCreated + 1}: the TodoCreated payload does not match its schema: successCriteria: .+\\.$`)],
      ['a backup', [backupHeader, ...lines].join('\n'), /^Line 1 is a backup header: restore a backup with `npm run restore`\.$/],
      ['not NDJSON', 'title,status\nRun,done\n', /^Line 1 is not JSON\.$/],
    ];
    for (const [what, content, message] of cases) {
      const file = path.join(dir, `bad-${what.replace(/\W+/g, '-')}.ndjson`);
      fs.writeFileSync(file, content);
      const target = await emptyDatabase();
      const run = await cli('api/cli/importEvents.ts', [file, '--rebuild'], target.url);
      expect({ what, status: run.status, stderr: run.stderr.replace(/\n$/, '') }).toEqual({ what, status: 1, stderr: expect.stringMatching(message) });
      expect(await eventsIn(target.db)).toBe(0);
    }
  });

  it('refuses a second import into the same database, leaving the first as it was', async () => {
    const target = await emptyDatabase();
    const first = await cli('api/cli/importEvents.ts', [exportFile], target.url);
    expect(first.status).toBe(0);
    const n = await eventsIn(target.db);
    expect(n).toBeGreaterThan(50);
    const second = await cli('api/cli/importEvents.ts', [exportFile], target.url);
    expect([second.status, second.stderr]).toEqual([1, `The event store already holds ${n} events: import only into an empty store (a fresh database).\n`]);
    expect(await eventsIn(target.db)).toBe(n);
  });
});
