import { Client } from 'pg';
import { startTestApp } from '../tests/support/testApp';
import type { BenchResult } from './benchLib';
import { listeningWithBenchTodos } from './benchTodos';
import { pathsLoad } from './httpLoad';

const TODOS = 400;
const STEPS_PER_TODO = 5;

/** What kind of statement a query is, by its first words. */
function kindOf(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (/odyssey_read_all/.test(t)) return 'log reads';
  if (/INSERT INTO events \(position/.test(t)) return 'appends';
  if (/FROM events WHERE stream_id/.test(t)) return 'stream reads';
  if (/^(BEGIN|COMMIT|ROLLBACK)/i.test(t)) return 'BEGIN / COMMIT';
  // The todos read model's updates of a run start with the values they apply (WITH v(...)).
  if (/projection_checkpoints|^(UPDATE|INSERT INTO) (todos|steps)\b|^WITH v\(|\banalytics_/i.test(t)) return 'read-model batches';
  if (/reactor_checkpoints/.test(t)) return 'reactor checkpoints';
  if (/user_auth_changes|"users"/.test(t)) return 'authentication';
  if (/JOIN steps s ON s.id = k.step_id|FROM steps WHERE id = /.test(t)) return 'step reads';
  return 'other';
}

/**
 * The database round trips behind one step completion: 2,000 completions (20 connections) on
 * 400 todos, every query this process sends counted by kind. A count, not a timing: on this
 * machine a round trip costs the Node process 100-300 us, and the process is what limits
 * commands (docs/performance.md).
 */
export async function benchRoundTrips(): Promise<BenchResult[]> {
  const t = await startTestApp({ poolSize: 16 });
  const original = Client.prototype.query;
  const counts = new Map<string, number>();
  try {
    const { base, owner, completions: paths } = await listeningWithBenchTodos(t, { todos: TODOS, stepsPerTodo: STEPS_PER_TODO });
    (Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (this: Client, ...args: unknown[]) {
      const [config] = args as [string | { text?: string }];
      const kind = kindOf(typeof config === 'string' ? config : (config?.text ?? ''));
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
    const load = await pathsLoad(base, paths, { method: 'PUT', headers: { authorization: owner.headers.authorization } });
    await t.quiet();
    Client.prototype.query = original;
    if (load.errors > 0 || load.non2xx > 0) throw new Error(`${load.errors} errors, ${load.non2xx} answers not 2xx`);
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    const per = (n: number) => (n / paths.length).toFixed(2);
    return [
      { name: `queries per step completion (${paths.length} completions, 20 connections)`, value: per(total) },
      { name: 'of which, by kind', value: [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${per(n)}`).join(', ') },
    ];
  } finally {
    Client.prototype.query = original;
    await t.close();
  }
}
