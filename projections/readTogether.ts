import type { Knex } from 'knex';

type Reads<T extends readonly unknown[]> = { -readonly [P in keyof T]: Awaited<T[P]> };

/**
 * Runs knex queries at once on a pool (each on a connection of its own), and one after the
 * other in a transaction: a transaction is one connection, which runs one query at a time (pg
 * queues the rest with a deprecation warning; pg 9 refuses them). Queries start when awaited.
 */
export async function readTogether<T extends readonly unknown[] | []>(db: Knex | Knex.Transaction, queries: T): Promise<Reads<T>> {
  if (!db.isTransaction) return Promise.all(queries);
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as Reads<T>;
}
