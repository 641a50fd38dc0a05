import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import knexFactory, { type Knex } from 'knex';
import { Client } from 'pg';
import { openBackupToRestore, restoreBackup, RestoreRefusedError } from '../../api/backup/restoreBackup';
import { takeBackup } from '../../api/backup/takeBackup';
import type { Services } from '../../api/services';
import { readLines } from '../../commands/exportImport';
import { PostgresEventStore } from '../../commands/postgres/postgresEventStore';
import { startAppOnDatabase } from '../support/appOnDatabase';
import { runScript } from '../support/appProcess';
import { closeAll } from '../support/bounded';
import { freshDatabaseUntil } from '../support/databaseForSuite';
import { eventually } from '../support/eventually';
import { startTestApp, TEST_MASTER_KEY, type TestApp, type TestUser } from '../support/testApp';
import { listenLocally } from '../support/listenLocally';

/**
 * Backup and restore of a used deployment: the backup taken beside the running app, restored
 * into a fresh database with the same master key, gives an app whose every answer equals the
 * original's, and an erased user stays erased.
 */

// Builds a used product, backs it up twice (once as a process) and restores it several times.
jest.setTimeout(180_000);

/** The test apps' JWT secret (tests/support/testApp.ts): the users' tokens work on the restored app too. */
const JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';
const PASSWORD = 'correct horse battery';
const aliceText = `alicemark${randomUUID().replace(/-/g, '')}`;
const bobText = `bobmark${randomUUID().replace(/-/g, '')}`;

let source: TestApp;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
let bobTodoId: string;
let dir: string;
/** The backup taken by calling takeBackup. */
let backupFile: string;
const cleanup: Array<[string, () => Promise<unknown>]> = [];

async function* linesOfFile(file: string) {
  yield* readLines(fs.createReadStream(file, { encoding: 'utf8' }));
}

const freshDatabase = () => freshDatabaseUntil(cleanup, 'odyssey_restore');

/** A CLI run as a real process: its exit code and output. */
function runCli(script: string, args: string[], env: Record<string, string>) {
  return runScript(script, args, { ...process.env, ...env, LOG_LEVEL: 'silent' });
}

async function sseChat(baseUrl: string, user: TestUser, message: string) {
  const res = await fetch(`${baseUrl}/api/director/chat`, {
    method: 'POST',
    headers: { ...user.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ message, conversation_id: null }),
  });
  await res.text();
  expect(res.status).toBe(200);
}

/** Everything a user does: a plan from odyssey to steps, chat findings, evidence, an undo, a deletion, the Director. */
async function useTheProduct(user: TestUser, baseUrl: string, text: string) {
  const as = source.as(user);
  const odyssey = (await as.post('/api/odysseys/', { title: `Run a marathon ${text}`, description: 'In two years' })).json();
  const mission = (await as.post('/api/missions/', { title: `Build a base ${text}`, description: 'Easy miles', odyssey_id: odyssey.id })).json();
  const todo = (await as.post('/api/todos/', { title: `Run 3 times a week ${text}`, success_criteria: '12 runs logged', mission_id: mission.id, due_date: '2030-01-01' })).json();
  const steps = await source.plannedSteps(user, todo.id);
  expect((await as.post(`/api/steps/${steps[0].id}/evidence`, { content_type: 'text', content_text: `Ran 5k on Monday ${text}` })).statusCode).toBe(201);
  expect((await as.post('/api/step-assistant/chat', { step_id: steps[0].id, message: `I decided to run in the mornings ${text}` })).statusCode).toBe(200);
  expect((await as.put(`/api/steps/${steps[0].id}/complete`)).statusCode).toBe(200);

  const edited = (await as.post('/api/todos/', { title: `Buy shoes ${text}`, success_criteria: 'Shoes bought', priority: 'high' })).json();
  await source.plannedSteps(user, edited.id);
  const edit = await as.put(`/api/todos/${edited.id}`, { title: `Buy running shoes ${text}`, priority: 'low' });
  expect(edit.statusCode).toBe(200);
  expect((await as.post('/api/undo', JSON.parse(edit.headers['x-undo'] as string))).statusCode).toBe(200);

  const doomed = (await as.post('/api/todos/', { title: `Deleted later ${text}`, success_criteria: 'n/a' })).json();
  await source.plannedSteps(user, doomed.id);
  expect((await as.delete(`/api/todos/${doomed.id}`)).statusCode).toBe(204);
  await sseChat(baseUrl, user, `How is my marathon going? ${text}`);
  return { todoId: todo.id };
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'odyssey-backup-'));
  source = await startTestApp();
  const baseUrl = await listenLocally(source.app);
  admin = await source.registerUser();
  alice = await source.registerUser(`alice-${randomUUID().slice(0, 8)}@example.com`, PASSWORD);
  bob = await source.registerUser(`bob-${randomUUID().slice(0, 8)}@example.com`, PASSWORD);
  await useTheProduct(alice, baseUrl, aliceText);
  ({ todoId: bobTodoId } = await useTheProduct(bob, baseUrl, bobText));
  await source.quiet();
  // Account deletion: Bob's key is destroyed, his texts in the log read as erased.
  expect((await source.as(admin).delete(`/api/admin/users/${bob.user.id}`)).statusCode).toBe(204);
  await source.quiet();
  backupFile = path.join(dir, 'backup.ndjson');
  const summary = await takeBackup({ databaseUrl: source.databaseUrl, out: backupFile });
  expect(summary.events).toBeGreaterThan(50);
}, 180_000);

afterAll(async () => {
  await closeAll([...cleanup.reverse(), ['the source app', async () => source?.close()]]);
  fs.rmSync(dir, { recursive: true, force: true });
}, 90_000);

/** What a user reads of everything they have, URL by URL (status and body). */
async function answersOf(get: (user: TestUser, url: string) => Promise<{ statusCode: number; body: string }>, user: TestUser): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  const read = async (url: string, as: TestUser = user) => {
    const res = await get(as, url);
    answers[`${as === user ? '' : 'admin '}${url}`] = { status: res.statusCode, body: res.statusCode === 200 ? JSON.parse(res.body) : res.body };
    return res.statusCode === 200 ? JSON.parse(res.body) : null;
  };
  await read('/api/auth/me');
  await read('/api/dashboard/summary');
  await read('/api/jobs/user/me');
  await read('/api/director/settings');
  await read('/api/trash');
  for (const o of await read('/api/odysseys')) {
    await read(`/api/odysseys/${o.id}`);
    await read(`/api/odysseys/${o.id}/graph`);
    await read(`/api/history/odyssey/${o.id}`);
  }
  for (const m of await read('/api/missions')) {
    await read(`/api/missions/${m.id}`);
    await read(`/api/missions/${m.id}/graph`);
    await read(`/api/history/mission/${m.id}`);
  }
  for (const todo of await read('/api/todos/')) {
    await read(`/api/todos/${todo.id}`);
    await read(`/api/todos/${todo.id}/progress`);
    await read(`/api/history/todo/${todo.id}`);
    for (const step of await read(`/api/steps/todo/${todo.id}`)) {
      await read(`/api/steps/${step.id}`);
      await read(`/api/steps/${step.id}/evidence`);
      await read(`/api/step-assistant/messages/${step.id}`);
      await read(`/api/step-assistant/findings/${step.id}`);
    }
  }
  for (const item of await read('/api/trash')) await read(`/api/history/${item.kind}/${item.id}`);
  for (const c of await read('/api/director/conversations')) {
    await read(`/api/director/conversations/${c.id}/messages`);
    await read(`/api/history/conversation/${c.id}`);
  }
  // What is left of the erased user, as an admin sees it.
  await read(`/api/history/todo/${bobTodoId}`, admin);
  await read('/api/admin/users', admin);
  return answers;
}

const injectGet = (app: FastifyInstance) => (user: TestUser, url: string) => app.inject({ method: 'GET', url, headers: user.headers });

/** The app (every role) on a restored database, with the source's master key and JWT secret. */
async function startAppOn(databaseUrl: string): Promise<{ app: FastifyInstance; services: Services }> {
  const started = await startAppOnDatabase(databaseUrl, JWT_SECRET);
  cleanup.push(['the restored app', started.close]);
  return started;
}

/** Events in the database's log (0 without a log). */
async function eventsIn(db: Knex): Promise<number> {
  if ((await db.raw("SELECT to_regclass('public.events') AS t")).rows[0].t === null) return 0;
  return (await db.raw('SELECT count(*)::int AS n FROM events')).rows[0].n;
}

const logOf = async (db: Knex) =>
  (await db.raw("SELECT position, stream_id, revision, event_id, type, data, metadata, date_trunc('milliseconds', recorded_at) AS recorded_at FROM events ORDER BY position")).rows;

describe('npm run backup', () => {
  it('holds the log up to its head, the wrapped data keys and the password hashes, and nothing in clear', async () => {
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dir)).toEqual(['backup.ndjson']); // no temporary file left
    const text = fs.readFileSync(backupFile, 'utf8');
    const lines = text.trim().split('\n').map((l) => JSON.parse(l));
    const [header] = lines;
    const db = source.services.deps.db;
    const { n, head } = (await db.raw('SELECT count(*)::int AS n, max(position)::text AS head FROM events')).rows[0];
    expect(header).toMatchObject({ format: 'odyssey-backup', version: 1, events: n, head_position: Number(head), data_keys: 3, credentials: 2 });
    expect(lines).toHaveLength(1 + header.data_keys + header.credentials + header.events);

    const keys = lines.filter((l) => l.kind === 'data_key');
    const keyOf = (id: string) => keys.find((k) => k.user_id === id);
    expect(keyOf(alice.user.id)).toMatchObject({ wrapped_key: expect.any(String), destroyed_at: null });
    expect(Buffer.from(keyOf(alice.user.id).wrapped_key, 'base64')).toEqual((await db('user_data_keys').where({ user_id: alice.user.id }).first()).wrapped_key);
    // Bob's key is gone and stays gone: a destroyed row, no bytes; and no password hash of his.
    expect(keyOf(bob.user.id)).toMatchObject({ wrapped_key: null, destroyed_at: expect.any(String) });
    expect(lines.filter((l) => l.kind === 'credential').map((c) => c.user_id).sort()).toEqual([admin.user.id, alice.user.id].sort());

    // The events as stored (sealed): the same rows as the store, and no text in clear.
    const events = lines.slice(1 + header.data_keys + header.credentials);
    expect(events.map((e) => [e.position, e.id, e.type])).toEqual((await logOf(db)).map((r: { position: string; event_id: string; type: string }) => [Number(r.position), r.event_id, r.type]));
    expect(text).toContain('"$personal"');
    expect(text).not.toContain(aliceText);
    expect(text).not.toContain(bobText);
    expect(text.toLowerCase()).not.toContain(bob.user.email);
    // Never the master key.
    expect(text).not.toContain(TEST_MASTER_KEY.toString('base64'));
  });

  it('as a process (npx tsx api/cli/backup.ts) writes the same backup from the running app', async () => {
    const out = path.join(dir, 'cli', 'backup.ndjson');
    fs.mkdirSync(path.dirname(out));
    const run = await runCli('api/cli/backup.ts', ['--out', out], { DATABASE_URL: source.databaseUrl, DATA_DIR: path.join(dir, 'cli-data') });
    expect(run.stderr).toMatch(/^Backed up \d+ events \(up to position \d+\), 3 data keys and 2 password hashes to .* The master key is not in it: keep it apart\.\n$/);
    expect(run.status).toBe(0);
    expect(fs.statSync(out).mode & 0o777).toBe(0o600);
    const withoutTime = (file: string) => fs.readFileSync(file, 'utf8').replace(/"created_at":"[^"]+"/, '');
    expect(withoutTime(out)).toEqual(withoutTime(backupFile));

    const missing = await runCli('api/cli/backup.ts', [], { DATABASE_URL: source.databaseUrl });
    expect([missing.status, missing.stderr]).toEqual([1, 'Usage: npm run backup -- --out <file>\n']);
  });
});

describe('the backup of a log being written', () => {
  it('stops before an append still in flight: the log it holds is a prefix of what followers read', async () => {
    const target = await freshDatabase();
    const store = await PostgresEventStore.connect(target.url, 2);
    cleanup.push(['the store', () => store.close()]);
    const metadata = { userId: null, occurredAt: new Date().toISOString(), correlationId: 'test', causationId: null };
    const append = (stream: string) => store.appendToStream(stream, [{ id: randomUUID(), type: 'FirstAdminClaimed', data: { userId: randomUUID() }, metadata }], { expectedRevision: 'any' });
    const before = await append('first');
    // An append that has written its row but not committed yet...
    const slow = new Client({ connectionString: target.url });
    await slow.connect();
    cleanup.push(['the slow appender', () => slow.end()]);
    await slow.query('BEGIN');
    await slow.query("SELECT * FROM odyssey_append('slow', 'any', ARRAY[$1::uuid], ARRAY['FirstAdminClaimed'], ARRAY[$2::jsonb], ARRAY[$3::jsonb])", [randomUUID(), JSON.stringify({ userId: randomUUID() }), JSON.stringify(metadata)]);
    // ...and a later one, committed, at a higher position.
    const later = await append('later');
    expect(later.position > before.position).toBe(true);

    const headerOf = async () => {
      const out = path.join(dir, `inflight-${randomUUID()}.ndjson`);
      await takeBackup({ databaseUrl: target.url, out });
      const lines = fs.readFileSync(out, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
      return { header: lines[0], streams: lines.slice(1).map((l) => l.stream) };
    };
    // The later append is left out too: once the slow one commits, it lands below it.
    expect(await headerOf()).toMatchObject({ header: { events: 1, head_position: Number(before.position) }, streams: ['first'] });
    await slow.query('COMMIT');
    expect(await headerOf()).toMatchObject({ header: { events: 3, head_position: Number(later.position) }, streams: ['first', 'slow', 'later'] });
  });
});

describe('npm run restore', () => {
  it('gives an app whose every answer equals the original’s, with the erased user still erased', async () => {
    const target = await freshDatabase();
    const summary = await restoreBackup({ backup: await openBackupToRestore(linesOfFile(backupFile), TEST_MASTER_KEY), databaseUrl: target.url, masterKey: TEST_MASTER_KEY });
    const sourceDb = source.services.deps.db;
    expect(await logOf(target.db)).toEqual(await logOf(sourceDb));
    expect(summary.events).toBe((await logOf(sourceDb)).length);

    const restored = await startAppOn(target.url);
    const before = await answersOf(injectGet(source.app), alice);
    const after = await answersOf(injectGet(restored.app), alice);
    expect(after).toEqual(before);
    // Not vacuous: Alice's answers hold what she did, texts opened.
    const body = (url: string) => (before[url] as { body: unknown }).body as Array<Record<string, unknown>>;
    expect(body('/api/todos/')).toHaveLength(2);
    expect(body('/api/trash')).toEqual([expect.objectContaining({ kind: 'todo', title: `Deleted later ${aliceText}` })]);
    expect(Object.keys(before).filter((url) => url.includes('/findings/')).some((url) => body(url).length > 0)).toBe(true);
    expect(Object.keys(before).filter((url) => url.endsWith('/evidence')).some((url) => body(url).length > 0)).toBe(true);
    expect(body('/api/director/conversations')).toHaveLength(1);
    expect(JSON.stringify(before)).toContain(`Buy shoes ${aliceText}`); // the undone edit
    expect(Object.keys(before).filter((url) => url.startsWith('/api/history/'))).toHaveLength(6);

    // Alice signs in with her password (the hashes came along); Bob, erased, cannot, and his token is refused.
    const login = (email: string) => restored.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    expect((await login(alice.user.email)).statusCode).toBe(200);
    expect((await login(bob.user.email)).statusCode).toBe(401);
    expect((await injectGet(restored.app)(bob, '/api/auth/me')).statusCode).toBe(401);
    // His key stays destroyed: his texts in the log read as erased, and no table holds them.
    expect(await target.db('user_data_keys').where({ user_id: bob.user.id }).first()).toMatchObject({ wrapped_key: null, destroyed_at: expect.any(Date) });
    const history = await injectGet(restored.app)(admin, `/api/history/todo/${bobTodoId}`);
    expect(history.statusCode).toBe(200);
    expect(history.body).toContain('[erased]');
    expect(history.body).not.toContain(bobText);
    const opened = JSON.stringify((await restored.services.deps.store.readAll({ after: null, limit: 100_000 })).map((e) => e.data));
    expect(opened).toContain(aliceText);
    expect(opened).not.toContain(bobText);
    expect(opened).toContain('[erased]');

    // The restored app's background work (every reactor read the whole restored log) found nothing left to do.
    const head = BigInt((await logOf(target.db)).at(-1).position);
    const behind = () => target.db.raw('SELECT name FROM reactor_checkpoints WHERE position IS NULL OR position < ?', [head.toString()]).then((r) => r.rows);
    expect(await eventually(behind, (rows) => rows.length === 0, { timeoutMs: 20_000 })).toEqual([]);
    expect(await logOf(target.db)).toHaveLength(summary.events);
    // New writes continue after the restored positions.
    const todo = await restored.app.inject({ method: 'POST', url: '/api/todos/', headers: alice.headers, payload: { title: 'After the restore', success_criteria: 'Done' } });
    expect(todo.statusCode).toBe(201);
    const last = (await logOf(target.db)).at(-1);
    expect(BigInt(last.position) > BigInt((await logOf(sourceDb)).at(-1).position)).toBe(true);
  });

  it('refuses a master key its data keys do not open with, before writing anything', async () => {
    const target = await freshDatabase();
    const wrongKey = Buffer.alloc(32, 9);
    await expect(openBackupToRestore(linesOfFile(backupFile), wrongKey)).rejects.toThrow(
      new RestoreRefusedError("The backup's data keys do not open with this master key (2 of 2): restore with the MASTER_KEY of the deployment the backup was taken from."),
    );
    const run = await runCli('api/cli/restore.ts', [backupFile], { DATABASE_URL: target.url, MASTER_KEY: wrongKey.toString('base64'), DATA_DIR: path.join(dir, 'wrong-key') });
    expect([run.status, run.stderr]).toEqual([1, "The backup's data keys do not open with this master key (2 of 2): restore with the MASTER_KEY of the deployment the backup was taken from.\n"]);
    expect((await target.db.raw("SELECT to_regclass('public.events') AS t")).rows[0].t).toBeNull();

    // No master key at all: refused, and none is generated.
    const noKey = await runCli('api/cli/restore.ts', [backupFile], { DATABASE_URL: target.url, MASTER_KEY: '', DATA_DIR: path.join(dir, 'no-key') });
    expect(noKey.status).toBe(1);
    expect(noKey.stderr).toMatch(/^Restore needs the master key of the deployment the backup was taken from: set MASTER_KEY, or put its key file at .*no-key\/master-key\.\n$/);
    expect(fs.existsSync(path.join(dir, 'no-key', 'master-key'))).toBe(false);
  });

  it('refuses a database that is not empty or that an app is connected to, and leaves it as it was', async () => {
    const open = () => openBackupToRestore(linesOfFile(backupFile), TEST_MASTER_KEY);
    // The source, with its app running.
    await expect(restoreBackup({ backup: await open(), databaseUrl: source.databaseUrl, masterKey: TEST_MASTER_KEY })).rejects.toThrow(
      /^\d+ other sessions are connected to the target database \(a running app\?\): stop it, then restore into an empty DATA_DIR or a fresh database\.$/,
    );
    // A database that holds a restored deployment (nothing else connected).
    const target = await freshDatabase();
    const run = await runCli('api/cli/restore.ts', [backupFile], { DATABASE_URL: target.url, MASTER_KEY: TEST_MASTER_KEY.toString('base64'), DATA_DIR: path.join(dir, 'restore-data') });
    expect(run.stdout).toMatch(/Restored \d+ events, 3 data keys and 2 password hashes, and rebuilt \d+ read models/);
    expect([run.status, run.stderr]).toEqual([0, '']);
    await target.db.destroy(); // the test's own connections would count as an app's
    const events = await restoreBackup({ backup: await open(), databaseUrl: target.url, masterKey: TEST_MASTER_KEY }).catch((e: Error) => e);
    const db = knexFactory({ client: 'pg', connection: target.url, pool: { min: 0, max: 1 } });
    cleanup.push(['a second pool', () => db.destroy()]);
    const n = (await db.raw('SELECT count(*)::int AS n FROM events')).rows[0].n;
    expect(events).toEqual(new RestoreRefusedError(`The target database is not empty (it holds ${n} events, 3 data keys, 2 password hashes): restore only into an empty DATA_DIR or a fresh database.`));
    expect((await db.raw('SELECT count(*)::int AS n FROM events')).rows[0].n).toBe(n);
  });

  it('refuses a cut-off or changed file with the line at fault, leaving the database empty', async () => {
    const lines = fs.readFileSync(backupFile, 'utf8').trim().split('\n');
    const header = JSON.parse(lines[0]);
    const firstEvent = 1 + header.data_keys + header.credentials;
    const cases: Array<[string[], string]> = [
      [lines.slice(0, -1), `The backup ends after ${header.events - 1} of its ${header.events} events: the file is incomplete.`],
      [lines.slice(0, 2), 'The backup ends at line 2, before its data key line: the file is incomplete.'],
      [[...lines.slice(0, firstEvent + 1), '{"id": "oops"', ...lines.slice(firstEvent + 2)], `Line ${firstEvent + 2} is not JSON.`],
      [[lines[1]], 'This file is not an Odyssey Planner backup (its first line is no backup header; an events:export file is restored with `npm run events:import`).'],
    ];
    for (const [file, message] of cases) {
      const target = await freshDatabase();
      const failed = await (async () => {
        const backup = await openBackupToRestore(readLines((async function* () { yield file.join('\n'); })()), TEST_MASTER_KEY);
        return restoreBackup({ backup, databaseUrl: target.url, masterKey: TEST_MASTER_KEY });
      })().catch((e: Error) => e);
      expect(failed).toBeInstanceOf(Error);
      expect((failed as Error).message).toBe(message);
      expect(await eventsIn(target.db)).toBe(0);
    }
  });
});
