import Fastify from 'fastify';
import { Pool } from 'pg';
import type { BenchResult } from './benchLib';
import { httpLoad, type HttpLoad } from './httpLoad';
import { createTestDatabase } from '../tests/support/db';
import { listenLocally } from '../tests/support/listenLocally';

/**
 * What this machine serves at best, measured in the same run as the app's routes: a fastify
 * hello-world route, and a fastify route that reads one ~2 KiB JSON row by primary key from
 * PostgreSQL (no auth). Every read figure is also printed as a ratio to these.
 */
export type Ceilings = { hello: HttpLoad; pgRow: HttpLoad };

export async function measureCeilings(): Promise<Ceilings> {
  const database = await createTestDatabase('odyssey_bench_ceiling');
  const pool = new Pool({ connectionString: database.url, max: 10 });
  // pool.end() resolves before its clients' sockets close; the drop's termination of one of
  // them is then an error of an idle client, not of the bench.
  pool.on('error', () => undefined);
  const app = Fastify();
  try {
    await pool.query('CREATE TABLE docs (id int PRIMARY KEY, body jsonb NOT NULL)');
    const body = { items: Array.from({ length: 20 }, (_, i) => ({ id: i, title: `Item ${i}`, text: 'x'.repeat(70) })) };
    await pool.query('INSERT INTO docs SELECT g, $1::jsonb FROM generate_series(1, 1000) g', [JSON.stringify(body)]);
    app.get('/hello', async () => ({ hello: 'world' }));
    app.get('/row/:id', async (request) => {
      const { rows } = await pool.query('SELECT body FROM docs WHERE id = $1', [Number((request.params as { id: string }).id)]);
      return rows[0].body;
    });
    const base = await listenLocally(app);
    const hello = await httpLoad(`${base}/hello`);
    const pgRow = await httpLoad(`${base}/row/42`);
    return { hello, pgRow };
  } finally {
    await app.close();
    await pool.end();
    await database.drop();
  }
}

export const ratio = (value: number, ceiling: number) => `${((100 * value) / ceiling).toFixed(0)}%`;

/** A route's figure with its ratios to both ceilings. */
export function describeLoad(load: HttpLoad, ceilings: Ceilings): string {
  return `${load.requestsPerSec.toFixed(0)}/s, p50 ${load.p50} ms, p99 ${load.p99} ms (${ratio(load.requestsPerSec, ceilings.pgRow.requestsPerSec)} of pg row, ${ratio(load.requestsPerSec, ceilings.hello.requestsPerSec)} of hello)`;
}

export async function benchCeilings(): Promise<BenchResult[]> {
  const c = await measureCeilings();
  return [
    { name: 'ceiling: fastify hello-world, 20 connections', value: `${c.hello.requestsPerSec.toFixed(0)}/s, p50 ${c.hello.p50} ms, p99 ${c.hello.p99} ms` },
    { name: 'ceiling: fastify + pg, one 2 KiB row by primary key', value: `${c.pgRow.requestsPerSec.toFixed(0)}/s, p50 ${c.pgRow.p50} ms, p99 ${c.pgRow.p99} ms (${ratio(c.pgRow.requestsPerSec, c.hello.requestsPerSec)} of hello)` },
  ];
}
