import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { NOTIFICATIONS_APPLICATION_NAME } from '../../commands/postgres/pgNotifications';
import { answerProjectors, laggingProjectors } from '../../projections/allProjectors';
import { allReactors } from '../../planner/allReactors';
import { freePortSync, isRunning, postmasterPid, register, removeDataDir, startApp, tempDataDir, within, type AppProcess } from '../support/appProcess';

// The database dies under a running app: requests answer 503 quickly meanwhile, and once the
// database is back everything works again without restarting the app.
jest.setTimeout(120_000);

/** One election lock per projector and per reactor, held by the one app process. */
const allProcessorLocks = answerProjectors.length + laggingProjectors.length + allReactors.length;

type Answer = { status: number; body: { detail?: unknown } | null; ms: number };

async function call(app: AppProcess, token: string, method: string, url: string, body?: object): Promise<Answer> {
  const started = Date.now();
  const response = await fetch(`${app.base}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, ms: Date.now() - started };
}

const createTodo = (app: AppProcess, token: string, title: string) => call(app, token, 'POST', '/api/todos', { title, success_criteria: 'done' });
const todoTitles = async (app: AppProcess, token: string) => {
  const answer = await call(app, token, 'GET', '/api/todos');
  expect(answer.status).toBe(200);
  const body = answer.body as unknown as { items?: { title: string }[] } | { title: string }[];
  return (Array.isArray(body) ? body : (body.items ?? [])).map((t) => t.title);
};

/**
 * Whether the app follows the database again: its LISTEN connection is open, and its projectors
 * and reactors hold their election locks in a new session.
 */
async function following(adminUrl: string): Promise<boolean> {
  const client = new Client({ connectionString: adminUrl });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const listeners = await client.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1', [NOTIFICATIONS_APPLICATION_NAME]);
    const locks = await client.query("SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND granted");
    return listeners.rows[0].n > 0 && locks.rows[0].n >= allProcessorLocks;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** While the database is down: every answer is quick, and a 503 with a `detail` sentence (never a 500). */
function expectUnavailable(answer: Answer) {
  expect(answer.ms).toBeLessThan(8000);
  expect(answer.status).toBe(503);
  expect(typeof answer.body?.detail).toBe('string');
}

/** After the outage: health, a write read back at once, a new account, the LISTEN connection. */
async function expectWorkingAgain(app: AppProcess, token: string, adminUrl: string, before: string) {
  expect(await within(10_000, async () => (await fetch(`${app.base}/api/health`).then((r) => r.status, () => 0)) === 200)).toBe(true);
  const created = await createTodo(app, token, 'written after the restart');
  expect(created.status).toBe(201);
  expect(await todoTitles(app, token)).toEqual(expect.arrayContaining([before, 'written after the restart']));
  await register(app.base, `after-restart-${Date.now()}@example.com`);
  expect(await within(10_000, () => following(adminUrl))).toBe(true);
}

describe('the embedded PostgreSQL killed under the app that owns it', () => {
  const dataDir = tempDataDir('odyssey-db-restart-');
  let app: AppProcess | undefined;
  afterAll(() => removeDataDir(dataDir, app ? [app] : []));

  it('is started again within 10 s, and the app works again without a restart', async () => {
    app = await startApp(dataDir);
    const token = await register(app.base, 'owner@example.com');
    expect((await createTodo(app, token, 'written before the kill')).status).toBe(201);
    const killed = postmasterPid(dataDir)!;

    process.kill(killed, 'SIGKILL');
    const killedAt = Date.now();
    // Until it is back, nothing hangs and nothing answers 500.
    const meanwhile = await Promise.all([call(app, token, 'GET', '/api/todos'), createTodo(app, token, 'written during the outage')]);
    for (const answer of meanwhile) {
      expect(answer.ms).toBeLessThan(8000);
      expect([200, 201, 503]).toContain(answer.status);
      if (answer.status === 503) expect(typeof answer.body?.detail).toBe('string');
    }
    expect(await within(10_000, () => postmasterPid(dataDir) !== null && postmasterPid(dataDir) !== killed && isRunning(postmasterPid(dataDir)!))).toBe(true);
    expect(Date.now() - killedAt).toBeLessThan(10_000);

    const superuserPassword = fs.readFileSync(path.join(dataDir, 'pg-superuser-password'), 'utf8').trim();
    const port = fs.readFileSync(path.join(dataDir, 'pg-port'), 'utf8').trim();
    await expectWorkingAgain(app, token, `postgres://postgres:${encodeURIComponent(superuserPassword)}@127.0.0.1:${port}/odyssey`, 'written before the kill');
  });
});

describe('an external DATABASE_URL that restarts', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'odyssey-external-'));
  fs.chmodSync(root, 0o755);
  const pgDir = path.join(root, 'pg');
  const pgPort = freePortSync();
  const dataDir = tempDataDir('odyssey-external-app-');
  let server: ChildProcess | undefined;
  let app: AppProcess | undefined;

  /** Starts the "external" server in a process of its own; resolves with its URLs. */
  function startServer(): Promise<{ url: string; adminUrl: string }> {
    const child = spawn(process.execPath, [path.join(__dirname, '../support/externalPostgres.mjs'), pgDir, String(pgPort)], { stdio: ['ignore', 'pipe', 'pipe'] });
    server = child;
    let errors = '';
    child.stderr!.on('data', (d) => (errors += d));
    return new Promise((resolve, reject) => {
      child.stdout!.once('data', (d) => resolve(JSON.parse(String(d))));
      child.once('exit', (code) => reject(new Error(`the external PostgreSQL did not start (${code}): ${errors}`)));
    });
  }
  async function stopServer() {
    const child = server!;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }

  afterAll(async () => {
    if (server && server.exitCode === null) await stopServer();
    await removeDataDir(dataDir, app ? [app] : []);
    fs.rmSync(fs.existsSync(`${pgDir}-location`) ? fs.readFileSync(`${pgDir}-location`, 'utf8').trim() : pgDir, { recursive: true, force: true });
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('answers 503 quickly while it is down, and works again once it is back', async () => {
    const { url, adminUrl } = await startServer();
    app = await startApp(dataDir, { env: { DATABASE_URL: url } });
    const token = await register(app.base, 'external@example.com');
    expect((await createTodo(app, token, 'written before the stop')).status).toBe(201);

    await stopServer();
    for (let i = 0; i < 3; i++) {
      expectUnavailable(await call(app, token, 'GET', '/api/todos'));
      expectUnavailable(await createTodo(app, token, 'written while it is down'));
    }
    const health = await fetch(`${app.base}/api/health`);
    expect(health.status).toBe(503);

    await startServer();
    await expectWorkingAgain(app, token, adminUrl, 'written before the stop');
  });
});
