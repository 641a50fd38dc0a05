import fs from 'node:fs';
import os from 'node:os';
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

/**
 * CPU time the whole machine spent (every process, the database's included) while `task`
 * ran, from /proc/stat; null where that file is not there. With the cores it gives the
 * fastest the same work could go at full use: ms of CPU / cores.
 */
export async function machineCpuOf<T>(task: () => Promise<T>): Promise<{ result: T; cpuMs: number | null; cores: number }> {
  const busy = (): number | null => {
    try {
      // user nice system idle iowait irq softirq steal: all but idle and iowait were work.
      const [user, nice, system, , , irq, softirq, steal] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
      return ((user + nice + system + irq + softirq + (steal ?? 0)) * 1000) / 100; // USER_HZ is 100 on Linux
    } catch {
      return null;
    }
  };
  const before = busy();
  const result = await task();
  const after = busy();
  return { result, cpuMs: before === null || after === null ? null : after - before, cores: os.cpus().length };
}

/**
 * How this process's main thread spent the time `task` took: its event loop's busy share
 * (performance.eventLoopUtilization), and from the scheduler (/proc/self/task/<pid>/schedstat)
 * the time it ran on a core and the time it waited for one while runnable. A main thread busy
 * near 100% is the bound; a long wait means the machine's cores are taken (by PostgreSQL,
 * say). `onCpuMs` and `waitedMs` are null where that file is not there.
 */
export async function mainThreadOf<T>(task: () => Promise<T>): Promise<{ result: T; busyShare: number; onCpuMs: number | null; waitedMs: number | null; wallMs: number }> {
  const sched = (): [number, number] | null => {
    try {
      const [onCpuNs, waitedNs] = fs.readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').trim().split(/\s+/).map(Number);
      return [onCpuNs / 1e6, waitedNs / 1e6];
    } catch {
      return null;
    }
  };
  const before = sched();
  const elu = performance.eventLoopUtilization();
  const started = performance.now();
  const result = await task();
  const wallMs = performance.now() - started;
  const busyShare = performance.eventLoopUtilization(elu).utilization;
  const after = sched();
  const delta = (i: 0 | 1) => (before === null || after === null ? null : after[i] - before[i]);
  return { result, busyShare, onCpuMs: delta(0), waitedMs: delta(1), wallMs };
}

/** "event loop busy 95% of the time; on a core 62%, waiting for one 31%" */
export function describeMainThread(t: { busyShare: number; onCpuMs: number | null; waitedMs: number | null; wallMs: number }): string {
  const share = (n: number) => `${Math.round(n * 100)}%`;
  const sched = t.onCpuMs === null || t.waitedMs === null ? '' : `; on a core ${share(t.onCpuMs / t.wallMs)}, waiting for one ${share(t.waitedMs / t.wallMs)}`;
  return `event loop busy ${share(t.busyShare)} of the time${sched}`;
}
