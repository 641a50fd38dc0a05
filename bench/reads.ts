import { spawn } from 'node:child_process';
import path from 'node:path';
import { startTestApp } from '../tests/support/testApp';
import { describeMainThread, machineCpuOf, mainThreadOf, type BenchResult } from './benchLib';
import { listeningWithBenchTodos } from './benchTodos';
import { describeLoad, measureCeilings, type Ceilings } from './ceilings';
import { httpLoad, pathsLoad } from './httpLoad';

const TODOS = 1000;
const STEPS_PER_TODO = 5;
const MISSIONS = 50;

/**
 * The read routes under 20 connections (autocannon in a separate process), side by side with
 * the ceilings of the same run: one user holding 50 missions x 20 todos x 5 steps; then that user's
 * 5,000 step completions.
 */
export async function benchReads(): Promise<BenchResult[]> {
  const ceilings = await measureCeilings();
  const t = await startTestApp({ poolSize: 16 });
  try {
    // As the issue measured: 50 missions of 20 todos each.
    const { base, owner, todoIds, completions } = await listeningWithBenchTodos(t, { todos: TODOS, stepsPerTodo: STEPS_PER_TODO, missions: MISSIONS });
    const headers = { authorization: owner.headers.authorization };
    const gzip = { ...headers, 'accept-encoding': 'gzip' };
    const results: BenchResult[] = [
      { name: 'ceiling: fastify hello-world', value: `${ceilings.hello.requestsPerSec.toFixed(0)}/s, p50 ${ceilings.hello.p50} ms` },
      { name: 'ceiling: fastify + pg one 2 KiB row', value: `${ceilings.pgRow.requestsPerSec.toFixed(0)}/s, p50 ${ceilings.pgRow.p50} ms` },
    ];
    const measure = async (name: string, path: string, h: Record<string, string>, halfOfPgRow = false) => {
      const load = await httpLoad(`${base}${path}`, { headers: h });
      const target = halfOfPgRow ? { target: '>= 50% of pg row', met: load.requestsPerSec >= ceilings.pgRow.requestsPerSec / 2 } : {};
      results.push({ name, value: describeLoad(load, ceilings), ...target });
    };
    // Between read-model commits these answers come from memory (api/http/answerCache.ts);
    // `Cache-Control: no-cache` has them built afresh, as every request after a commit is.
    const fresh = { ...headers, 'cache-control': 'no-cache' };
    await measure('GET /todos/{id}/progress', `/api/todos/${todoIds[500]}/progress`, headers, true);
    await measure('GET /todos/{id}/progress, built afresh (no-cache)', `/api/todos/${todoIds[500]}/progress`, fresh);
    await measure(`GET /missions/ (${MISSIONS} missions x ${TODOS / MISSIONS} todos)`, '/api/missions/', headers, true);
    await measure(`GET /missions/ (${MISSIONS} x ${TODOS / MISSIONS}), built afresh (no-cache)`, '/api/missions/', fresh);
    await measure(`GET /todos/ (${TODOS} todos), gzip`, '/api/todos/', gzip);
    await measure('GET /todos/?limit=50 (a page), gzip', '/api/todos/?limit=50', gzip);
    await measure('GET /todos/?limit=50 (a page), gzip, built afresh (no-cache)', '/api/todos/?limit=50', { ...gzip, 'cache-control': 'no-cache' });
    // Last, as it changes the todos: every step once (each todo's last step runs its evaluation).
    const { completed, cpuMs, detail } = await completeAll(base, completions, headers);
    results.push({
      name: `PUT /steps/{id}/complete, 20 connections (${completions.length} steps)`,
      value: `${describeLoad(completed, ceilings)}; server CPU ${cpuMs} ms per completion; ${detail}`,
      target: '>= 1,000/s, p50 <= 10 ms, p99 <= 25 ms',
      met: completed.requestsPerSec >= 1000 && completed.p50 <= 10 && completed.p99 <= 25,
    });
    results.push(await completionsApart(ceilings));
    return results;
  } finally {
    await t.close();
  }
}

/** Sends every completion once; the server runs in this process, the load in another, so this process's CPU is the server's. */
export async function completeAll(base: string, completions: string[], headers: Record<string, string>) {
  const cpuBefore = process.cpuUsage();
  const { result: { result: completed, ...mainThread }, cpuMs: machineMs, cores } = await machineCpuOf(() => mainThreadOf(() => pathsLoad(base, completions, { method: 'PUT', headers })));
  const cpu = process.cpuUsage(cpuBefore);
  if (completed.errors > 0 || completed.non2xx > 0) throw new Error(`PUT /steps/{id}/complete: ${completed.errors} errors, ${completed.non2xx} answers not 2xx`);
  // The whole machine's CPU (server, PostgreSQL and the load generator) per completion, and the
  // rate that allows at full use of every core.
  const machine = machineMs === null ? '' : `machine CPU ${(machineMs / completions.length).toFixed(2)} ms per completion (at most ${Math.round((completions.length / machineMs) * 1000 * cores)}/s at full use of ${cores} cores); `;
  const detail = `${machine}server main thread: ${describeMainThread(mainThread)}`;
  return { completed, cpuMs: ((cpu.user + cpu.system) / 1000 / completions.length).toFixed(2), detail };
}

const TSX = path.join(__dirname, '../node_modules/.bin/tsx');

/**
 * The same completions with the roles in two processes, as a deployment may run them: this
 * one ROLE=api, a child ROLE=projector,planner. The api process hears of the projector's
 * commits, and the projector of the api's appends, by notification.
 */
async function completionsApart(ceilings: Ceilings): Promise<BenchResult> {
  const t = await startTestApp({ poolSize: 16, roles: ['api'] });
  const child = spawn(TSX, [path.join(__dirname, 'servicesProcess.ts'), t.databaseUrl, 'projector,planner'], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve());
      child.on('exit', (code) => reject(new Error(`the ROLE=projector,planner process ended (${code})`)));
    });
    const { base, owner, completions } = await listeningWithBenchTodos(t, { todos: TODOS, stepsPerTodo: STEPS_PER_TODO });
    const { completed, cpuMs, detail } = await completeAll(base, completions, { authorization: owner.headers.authorization });
    return {
      name: `PUT /steps/{id}/complete, 20 connections, ROLE=api and ROLE=projector,planner in two processes (${completions.length} steps)`,
      value: `${describeLoad(completed, ceilings)}; ROLE=api process CPU ${cpuMs} ms per completion; ${detail}`,
    };
  } finally {
    if (child.exitCode === null) {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      });
    }
    await t.close();
  }
}
