import { startTestApp } from '../tests/support/testApp';
import type { BenchResult } from './benchLib';
import { listeningWithBenchTodos } from './benchTodos';
import { describeLoad, measureCeilings } from './ceilings';
import { completeAll } from './reads';

/**
 * `npm run bench -- completion`: the step completion figure alone (20 connections, one user's
 * 50 missions x 20 todos x 5 steps, every step once), beside the ceilings of the same run,
 * `rounds` times in a row (BENCH_ROUNDS, default 1) on fresh data, to see the noise.
 */
export async function benchCompletion(): Promise<BenchResult[]> {
  const ceilings = await measureCeilings();
  const results: BenchResult[] = [
    { name: 'ceiling: fastify hello-world, 20 connections', value: `${ceilings.hello.requestsPerSec.toFixed(0)}/s, p50 ${ceilings.hello.p50} ms, p99 ${ceilings.hello.p99} ms` },
    { name: 'ceiling: fastify + pg one 2 KiB row, 20 connections', value: `${ceilings.pgRow.requestsPerSec.toFixed(0)}/s, p50 ${ceilings.pgRow.p50} ms, p99 ${ceilings.pgRow.p99} ms` },
  ];
  const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
  for (let round = 1; round <= rounds; round++) {
    const t = await startTestApp({ poolSize: 16 });
    try {
      const { base, owner, completions } = await listeningWithBenchTodos(t, { todos: 1000, stepsPerTodo: 5, missions: 50 });
      const { completed, cpuMs, detail } = await completeAll(base, completions, { authorization: owner.headers.authorization });
      results.push({
        name: `PUT /steps/{id}/complete, 20 connections (${completions.length} steps), round ${round}`,
        value: `${describeLoad(completed, ceilings)}; server CPU ${cpuMs} ms per completion; ${detail}`,
        target: '>= 1,000/s, p99 <= 25 ms',
        met: completed.requestsPerSec >= 1000 && completed.p99 <= 25,
      });
    } finally {
      await t.close();
    }
  }
  return results;
}
