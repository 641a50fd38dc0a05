import { execFile } from 'node:child_process';
import path from 'node:path';

export type HttpLoad = { requestsPerSec: number; p50: number; p99: number; errors: number; non2xx: number };

const AUTOCANNON = path.join(__dirname, '../node_modules/.bin/autocannon');

/**
 * Loads one URL with autocannon in a separate process (so the load generator does not share
 * the server's event loop): `connections` connections for `seconds` seconds.
 */
export function httpLoad(url: string, options: { connections?: number; seconds?: number; method?: string; headers?: Record<string, string> } = {}): Promise<HttpLoad> {
  const args = ['--json', '-c', String(options.connections ?? 20), '-d', String(options.seconds ?? 5), '-m', options.method ?? 'GET'];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}=${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    execFile(AUTOCANNON, args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(error);
      const r = JSON.parse(stdout);
      resolve({ requestsPerSec: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx });
    });
  });
}

const TSX = path.join(__dirname, '../node_modules/.bin/tsx');

/**
 * Sends each of `paths` once (a request that changes state cannot be repeated on one URL),
 * over `connections` connections, with autocannon in a separate process.
 */
export function pathsLoad(base: string, paths: string[], options: { connections?: number; method?: string; headers?: Record<string, string> } = {}): Promise<HttpLoad> {
  return new Promise((resolve, reject) => {
    const child = execFile(TSX, [path.join(__dirname, 'pathsLoadProcess.ts')], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(error);
      resolve(JSON.parse(stdout) as HttpLoad);
    });
    child.stdin!.end(JSON.stringify({ base, paths, method: options.method ?? 'GET', headers: options.headers ?? {}, connections: options.connections ?? 20 }));
  });
}
