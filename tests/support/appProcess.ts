import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isOwnerAlive, readOwner } from '../../api/embeddedPostgresOwner';

/**
 * The app and its commands as real processes on a DATA_DIR of their own (tests of what an
 * operator does: start it, run a tool beside it, stop it with a signal).
 */
export const repoRoot = path.resolve(__dirname, '../..');
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');

/** A free TCP port on 127.0.0.1. */
export function freePortSync(): number {
  const out = spawnSync(process.execPath, ['-e', "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"]);
  return Number(String(out.stdout).trim());
}

/** A fresh DATA_DIR under the system's temporary directory (mode 700, as `mktemp -d` makes). */
export function tempDataDir(prefix: string): string {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), prefix)), 'data');
}

/** The environment of a process on `dataDir` with the embedded PostgreSQL. */
export function appEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...extra };
  for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'JWT_SECRET', 'MASTER_KEY', 'ROLE', 'OPENAI_API_KEY', 'OPENAI_BASE_URL']) {
    if (!(name in extra)) delete env[name];
  }
  return env;
}

export type AppProcess = {
  child: ChildProcess;
  port: number;
  base: string;
  /** What the process wrote (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>;
};

/** Spawns `command` (default: the app through tsx) and waits until /api/health answers 200. */
export async function startApp(dataDir: string, options: { port?: number; command?: [string, ...string[]]; env?: Record<string, string>; readyWithinMs?: number } = {}): Promise<AppProcess> {
  const port = options.port ?? freePortSync();
  const [command, ...args] = options.command ?? [tsx, 'api/main.ts'];
  // A process group of its own: the test can end the launcher (tsx, npm) and what it started at once.
  const child = spawn(command, args, { cwd: repoRoot, env: appEnv(dataDir, { PORT: String(port), ...options.env }), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  const app: AppProcess = { child, port, base: `http://127.0.0.1:${port}`, output: () => output, exited };
  const deadline = Date.now() + (options.readyWithinMs ?? 90_000);
  let ended = false;
  void exited.then(() => (ended = true));
  while (!ended) {
    const status = await fetch(`${app.base}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return app;
    if (Date.now() > deadline) throw new Error(`the app did not answer on port ${port} within the time: ${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the app exited before it was ready (${await exited}): ${output}`);
}

/** Runs a command (a CLI through tsx) on `dataDir` to its end. */
export function runCommand(dataDir: string, script: string, args: string[] = [], env: Record<string, string> = {}): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return runScript(script, args, appEnv(dataDir, env));
}

/** Runs a script of the repository through tsx with exactly the environment given, to its end: its exit status and what it wrote. */
export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [script, ...args], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** Where the cluster of `dataDir` lives (as root it may be relocated; see api/embeddedPostgres.mjs). */
export function clusterDirOf(dataDir: string): string {
  const location = path.join(dataDir, 'pg-location');
  return fs.existsSync(location) ? fs.readFileSync(location, 'utf8').trim() : path.join(dataDir, 'pg');
}

/** The pid in the cluster's postmaster.pid, or null when there is none. */
export function postmasterPid(dataDir: string): number | null {
  const file = path.join(clusterDirOf(dataDir), 'postmaster.pid');
  if (!fs.existsSync(file)) return null;
  const pid = Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** Whether a process runs (a zombie, waiting to be reaped, does not). */
export function isRunning(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2)[0];
    return state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
}

/** Whether something accepts TCP connections on 127.0.0.1:port. */
export function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = require('node:net').connect({ host: '127.0.0.1', port }) as import('node:net').Socket;
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Polls `check` until it holds or `ms` pass; returns whether it held. */
export async function within(ms: number, check: () => boolean | Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Ends the app's process group (the launcher and the node process it started) outright. */
export function killGroup(app: AppProcess): void {
  try {
    process.kill(-app.child.pid!, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/** Ends every process a test left on `dataDir` (the app, its PostgreSQL) and deletes it all. */
export async function removeDataDir(dataDir: string, apps: AppProcess[] = []): Promise<void> {
  for (const app of apps) killGroup(app);
  const owner = readOwner(dataDir);
  if (owner && isOwnerAlive(owner)) process.kill(owner.pid, 'SIGKILL');
  const clusterDir = clusterDirOf(dataDir);
  const postmaster = postmasterPid(dataDir);
  if (postmaster !== null && isRunning(postmaster)) {
    process.kill(postmaster, 'SIGQUIT');
    await within(10_000, () => !isRunning(postmaster));
  }
  fs.rmSync(clusterDir, { recursive: true, force: true });
  fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
}

/** Registers a user through the HTTP API; returns the bearer token. */
export async function register(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'a long enough password' }) });
  if (response.status !== 201) throw new Error(`register answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}
