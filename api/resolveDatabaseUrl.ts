import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import type { Config } from './config';
import { checkDatabaseUrl } from './externalDatabaseCheck';
import { ensureWritableDirectory } from './writableDirectory';
import { claimOwnership, isOwnerAlive, liveOwner, readOwner, releaseOwnership, updateOwnership, type EmbeddedOwner } from './embeddedPostgresOwner';

/** The role the app connects as to its embedded PostgreSQL: owns the app database, not a superuser. */
export const EMBEDDED_APP_ROLE = 'odyssey_app';

/** How long an attaching command waits for the owner's server to start (first start includes initdb). */
const OWNER_START_PATIENCE_MS = 120_000;
/** How long an attaching command waits for the owner's server to accept connections (it may be restarting). */
const CONNECT_PATIENCE_MS = 20_000;

/** A password generated once into DATA_DIR (mode 0600), so every command and restart uses the same. */
function secretIn(dataDir: string, name: string, generate: () => string): string {
  const file = path.join(dataDir, name);
  if (fs.existsSync(file)) {
    fs.chmodSync(file, 0o600);
    return fs.readFileSync(file, 'utf8').trim();
  }
  const secret = generate();
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A command that must not run while another process uses the same embedded PostgreSQL. */
export class BesideLiveAppError extends Error {
  constructor(
    message: string,
    readonly owner: EmbeddedOwner,
    readonly dataDir: string,
  ) {
    super(message);
    this.name = 'BesideLiveAppError';
  }
}

/** What a second `npm start` on a DATA_DIR a live app owns says, in one line. */
export function alreadyRunningMessage(error: BesideLiveAppError): string {
  return `Odyssey Planner is already running with DATA_DIR ${error.dataDir}: ${describeOwner(error.owner)}. Stop it first, or start this one with another DATA_DIR.`;
}

/** `npm start (pid 123, http port 3000, PostgreSQL port 5433)`. */
export function describeOwner(owner: EmbeddedOwner): string {
  const ports = [owner.httpPort !== undefined ? `http port ${owner.httpPort}` : null, `PostgreSQL port ${owner.port}`].filter(Boolean).join(', ');
  return `${owner.command} (pid ${owner.pid}, ${ports})`;
}

function besideLiveApp(command: string, owner: EmbeddedOwner, dataDir: string): BesideLiveAppError {
  return new BesideLiveAppError(`${command} cannot run while ${describeOwner(owner)} uses DATA_DIR ${dataDir}: stop it first.`, owner, dataDir);
}

/**
 * Throws BesideLiveAppError (one line naming the running process) when a live process owns the
 * embedded PostgreSQL of DATA_DIR. For commands that must not run beside the app (a full rebuild,
 * an import, a restore): call it before anything is read or written. With DATABASE_URL there is
 * no owner to ask, and it passes.
 */
export function refuseBesideLiveApp(config: Config, command: string): void {
  if (config.DATABASE_URL) return;
  const dataDir = path.resolve(config.DATA_DIR);
  const owner = liveOwner(dataDir);
  if (owner) throw besideLiveApp(command, owner, dataDir);
}

export type ResolvedDatabase = {
  url: string;
  adminUrl: string;
  /** Stops the embedded server when this process owns it; otherwise does nothing. */
  stop: () => Promise<void>;
  embedded: boolean;
  /** This process started the embedded server (and `stop` stops it). */
  owned: boolean;
  /** The embedded server's owner: this process when `owned`, else the live process attached to; null with DATABASE_URL. */
  owner: EmbeddedOwner | null;
};

export type ResolveOptions = {
  /** Names this process in the owner record and in messages (`npm start`, `analytics:setup`). */
  command?: string;
  /** The app's HTTP port, recorded for the messages of other processes. */
  httpPort?: number;
  /** Refuse with BesideLiveAppError instead of attaching to a server a live process owns. */
  exclusive?: boolean;
  /** Stop an owned server and exit on SIGTERM/SIGINT (false where the caller shuts down itself). */
  stopOnSignal?: boolean;
  /**
   * The command reads a deployment's data (a backup, an export): refuse a DATA_DIR that holds no
   * database instead of making an empty one, whose "0 events" would pass for the app's.
   */
  existingOnly?: boolean;
};

/** A DATA_DIR the embedded PostgreSQL has been started in: its cluster is in `pg/`, or named in `pg-location` (as root). */
export function holdsEmbeddedDatabase(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'pg', 'PG_VERSION')) || fs.existsSync(path.join(dataDir, 'pg-location'));
}

/** What a command that reads an existing deployment says of a DATA_DIR without one. */
export class NoDatabaseInDataDirError extends Error {
  constructor(command: string, dataDir: string) {
    super(`DATA_DIR ${dataDir} holds no Odyssey Planner database for ${command} to use: set DATA_DIR to the directory the app runs with (an absolute path), or DATABASE_URL.`);
    this.name = 'NoDatabaseInDataDirError';
  }
}

/** Waits for the owner to have its server running; null when the owner died meanwhile. */
async function runningServerOf(dataDir: string, owner: EmbeddedOwner): Promise<EmbeddedOwner | null> {
  const deadline = Date.now() + OWNER_START_PATIENCE_MS;
  let current: EmbeddedOwner | null = owner;
  while (current && current.state !== 'running') {
    if (!isOwnerAlive(current)) return null;
    if (Date.now() > deadline) throw new Error(`${describeOwner(current)} has been starting PostgreSQL in ${dataDir} for ${OWNER_START_PATIENCE_MS / 1000} s: stop it, then try again.`);
    await sleep(200);
    current = readOwner(dataDir);
  }
  return current && isOwnerAlive(current) ? current : null;
}

/** Resolves once `url` accepts a connection (the owner restarts a server that died). */
async function whenAccepting(url: string, owner: EmbeddedOwner): Promise<void> {
  const deadline = Date.now() + CONNECT_PATIENCE_MS;
  for (;;) {
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error(`The PostgreSQL of ${describeOwner(owner)} does not answer: ${(error as Error).message}`);
      await sleep(250);
    }
  }
}

/**
 * DATABASE_URL, or the embedded PostgreSQL in DATA_DIR. The embedded server keeps its port and
 * passwords in DATA_DIR so every command finds the same server. The first process to need it
 * starts it and owns it (DATA_DIR/pg-owner): it starts the server again when it dies and stops
 * it in `stop`. Every other process attaches while the owner lives and never stops it; a server
 * left by a dead owner is stopped and started afresh. `url` connects as EMBEDDED_APP_ROLE,
 * `adminUrl` as the superuser (for what needs one, such as creating the analysts' role). With
 * DATABASE_URL both are that URL.
 */
export async function resolveDatabaseUrl(config: Config, log: (m: string) => void, options: ResolveOptions = {}): Promise<ResolvedDatabase> {
  if (config.DATABASE_URL) {
    // A server that is down, a wrong password or a missing database: one line saying what to do.
    await checkDatabaseUrl(config.DATABASE_URL);
    return { url: config.DATABASE_URL, adminUrl: config.DATABASE_URL, stop: async () => {}, embedded: false, owned: false, owner: null };
  }
  const command = options.command ?? path.basename(process.argv[1] ?? 'odyssey', '.ts');
  const dataDir = path.resolve(config.DATA_DIR);
  // An owner still starting its first server has no cluster yet: attaching waits for it.
  if (options.existingOnly && !holdsEmbeddedDatabase(dataDir) && !liveOwner(dataDir)) throw new NoDatabaseInDataDirError(command, dataDir);
  ensureWritableDirectory(dataDir, 'DATA_DIR');
  const portFile = path.join(dataDir, 'pg-port');
  const storedPort = () => (fs.existsSync(portFile) ? Number(fs.readFileSync(portFile, 'utf8')) : null);

  for (;;) {
    const existing = liveOwner(dataDir);
    if (existing && options.exclusive) throw besideLiveApp(command, existing, dataDir);
    const { freePort } = await import('./embeddedPostgres.mjs');
    const claim = claimOwnership(dataDir, { command, port: storedPort() ?? (await freePort()), httpPort: options.httpPort });
    if (claim.claimed) return startOwned(dataDir, claim.owner, log, options);
    if (options.exclusive) throw besideLiveApp(command, claim.owner, dataDir);
    const owner = await runningServerOf(dataDir, claim.owner);
    if (!owner) continue; // the owner died while starting: claim again
    const login = (user: string, password: string) => `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${owner.port}/odyssey`;
    const url = login(EMBEDDED_APP_ROLE, fs.readFileSync(path.join(dataDir, 'pg-app-password'), 'utf8').trim());
    const adminUrl = login('postgres', fs.readFileSync(path.join(dataDir, 'pg-superuser-password'), 'utf8').trim());
    log(`using the PostgreSQL of ${describeOwner(owner)}`);
    await whenAccepting(url, owner);
    return { url, adminUrl, stop: async () => {}, embedded: true, owned: false, owner };
  }
}

async function startOwned(dataDir: string, owner: EmbeddedOwner, log: (m: string) => void, options: ResolveOptions): Promise<ResolvedDatabase> {
  let pg: Awaited<ReturnType<typeof import('./embeddedPostgres.mjs').startEmbeddedPostgres>>;
  try {
    const { startEmbeddedPostgres, randomPassword } = await import('./embeddedPostgres.mjs');
    // The postgres user (when running as root) must reach its cluster in DATA_DIR/pg; what else is
    // in DATA_DIR is kept 0600.
    fs.chmodSync(dataDir, 0o755);
    const superuserPassword = secretIn(dataDir, 'pg-superuser-password', randomPassword);
    const appPassword = secretIn(dataDir, 'pg-app-password', randomPassword);
    const portFile = path.join(dataDir, 'pg-port');
    fs.writeFileSync(portFile, String(owner.port), { mode: 0o600 });
    fs.chmodSync(portFile, 0o600);
    pg = await startEmbeddedPostgres({
      dataDir: path.join(dataDir, 'pg'),
      port: owner.port,
      database: 'odyssey',
      superuserPassword,
      previousPassword: 'postgres', // clusters made before the password was generated
      appRole: { name: EMBEDDED_APP_ROLE, password: appPassword },
      restartOnExit: true,
      // Stopped by this process (on signals too) once its own last writes are done.
      ownSession: true,
      log,
    });
  } catch (error) {
    releaseOwnership(dataDir);
    throw error;
  }
  const running: EmbeddedOwner = { ...owner, state: 'running' };
  updateOwnership(dataDir, running);
  // An exit without `stop` (the embedded server is stopped on exit too) leaves no record behind.
  const releaseOnExit = () => releaseOwnership(dataDir);
  process.on('exit', releaseOnExit);
  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      process.off('SIGTERM', onSignal);
      process.off('SIGINT', onSignal);
      process.off('exit', releaseOnExit);
      try {
        await pg.stop();
      } finally {
        releaseOwnership(dataDir);
      }
    })());
  // A command that started the server stops it when the user stops the command.
  const onSignal = (signal: NodeJS.Signals) => {
    void stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  if (options.stopOnSignal ?? true) {
    process.once('SIGTERM', onSignal);
    process.once('SIGINT', onSignal);
  }
  return { url: pg.url, adminUrl: pg.adminUrl, stop, embedded: true, owned: true, owner: running };
}
