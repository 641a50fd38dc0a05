import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type RoleProcess = {
  name: string;
  child: ChildProcess;
  /** Base URL of its HTTP server (ROLE=api or all). */
  url: string | null;
  /** Its log so far: one parsed pino line each (other output kept as `{ text }`). */
  logs(): Record<string, unknown>[];
  /** Resolves with the first log line `match` accepts (also one already written). */
  waitForLog(match: (line: Record<string, unknown>) => boolean, timeoutMs: number): Promise<Record<string, unknown>>;
  exited: Promise<number | null>;
  alive(): boolean;
  kill(signal: NodeJS.Signals): void;
};

/**
 * A JSON request to a role process's HTTP server, as the bearer of `token` when one is given;
 * answers the status and the body (parsed when asked for). Rejects when no answer comes.
 */
export async function callRole(p: Pick<RoleProcess, 'url'>, method: string, url: string, options: { body?: unknown; token?: string } = {}): Promise<{ status: number; json: () => any }> {
  const { body, token } = options;
  const response = await fetch(`${p.url}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: () => JSON.parse(text) };
}

/**
 * `node --import tsx api/main.ts` as one OS process of a deployment: its own ROLE, PORT and
 * DATA_DIR, the environment given (DATABASE_URL, shared secrets), the offline planner.
 */
export function startRole(name: string, env: Record<string, string>): RoleProcess {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `odyssey-${name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), DATA_DIR: dataDir, LOG_LEVEL: 'info', OPENAI_API_KEY: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  const collect = (stream: NodeJS.ReadableStream) => {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      for (const part of parts) {
        if (!part.trim()) continue;
        try {
          lines.push(JSON.parse(part) as Record<string, unknown>);
        } catch {
          lines.push({ text: part });
        }
      }
      for (const wake of waiters) wake();
    });
  };
  collect(child.stdout!);
  collect(child.stderr!);
  let running = true;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running = false;
      for (const wake of waiters) wake();
      resolve(code);
    }),
  );
  const url = env.PORT ? `http://127.0.0.1:${env.PORT}` : null;
  return {
    name,
    child,
    url,
    logs: () => lines,
    exited,
    alive: () => running,
    kill: (signal) => {
      if (running) child.kill(signal);
    },
    waitForLog(match, timeoutMs) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = lines.find(match);
          if (found) return finish(() => resolve(found));
          if (!running) finish(() => reject(new Error(`${name} exited before the expected log line; its log:\n${tail(lines)}`)));
        };
        const timer = setTimeout(() => finish(() => reject(new Error(`${name}: no such log line within ${timeoutMs} ms; its log:\n${tail(lines)}`))), timeoutMs);
        const finish = (then: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          then();
        };
        waiters.add(check);
        check();
      });
    },
  };
}

/** Stops every process still running (SIGKILL: nothing of a test deployment needs a clean stop). */
export async function killAll(processes: RoleProcess[]): Promise<void> {
  for (const p of processes) p.kill('SIGKILL');
  await Promise.all(processes.map((p) => p.exited));
}

function tail(lines: Record<string, unknown>[]): string {
  return lines
    .slice(-15)
    .map((l) => JSON.stringify(l).slice(0, 400))
    .join('\n');
}
