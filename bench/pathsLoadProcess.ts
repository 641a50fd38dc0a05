type LoadRequest = { method: string; path: string; headers?: Record<string, string> };
type LoadResult = { requests: { total: number }; latency: { p50: number; p99: number }; errors: number; timeouts: number; non2xx: number };
/** The part of autocannon's programmatic API used here (it ships no types). */
type Instance = { on(event: 'response', listener: () => void): void };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon: (
  options: {
    url: string;
    connections: number;
    amount: number;
    method: string;
    headers: Record<string, string>;
    requests: Array<{ setupRequest: (request: LoadRequest) => LoadRequest }>;
  },
  done: (error: Error | null, result: LoadResult) => void,
) => Instance = require('autocannon');

/**
 * Child process of `pathsLoad` (bench/httpLoad.ts): reads `{ base, paths, method, headers,
 * connections }` as JSON on stdin, sends each path once over `connections` connections, and
 * prints `{ requestsPerSec, p50, p99, errors, non2xx }` as JSON.
 */
async function main() {
  let input = '';
  for await (const chunk of process.stdin) input += chunk;
  const { base, paths, method, headers, connections } = JSON.parse(input) as { base: string; paths: string[]; method: string; headers: Record<string, string>; connections: number };
  let next = 0;
  const started = performance.now();
  let lastAnswer = started;
  const result = await new Promise<LoadResult>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        amount: paths.length,
        headers,
        method,
        requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    // Throughput over the time the answers took (autocannon's own end waits for its next tick).
    instance.on('response', () => {
      lastAnswer = performance.now();
    });
  });
  const seconds = (lastAnswer - started) / 1000;
  process.stdout.write(
    JSON.stringify({ requestsPerSec: result.requests.total / seconds, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx }),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
