import { performance } from 'node:perf_hooks';

export type BenchResult = { name: string; value: string; target?: string; met?: boolean };

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export function summarise(latenciesMs: number[]) {
  const s = [...latenciesMs].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p99: percentile(s, 99), max: s[s.length - 1], n: s.length };
}

export const ms = (n: number) => `${n.toFixed(2)} ms`;

/** Runs `task` with `concurrency` workers until `total` calls are done; returns latencies. */
export async function runConcurrent(total: number, concurrency: number, task: (i: number) => Promise<void>): Promise<{ latencies: number[]; wallMs: number }> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const t = performance.now();
        await task(i);
        latencies.push(performance.now() - t);
      }
    }),
  );
  return { latencies, wallMs: performance.now() - started };
}
