import { createHash } from 'node:crypto';
import type { Knex } from 'knex';

export type PgConnection = { query(config: { name?: string; text: string; values: readonly unknown[] }): Promise<{ rows: unknown[] }> };

const names = new Map<string, string>();
const hashName = (text: string) => `odyssey_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
const nameOf = (text: string) => {
  const name = names.get(text) ?? hashName(text);
  if (names.size < 1000) names.set(text, name);
  return name;
};

/** PostgreSQL refuses a cached plan whose result columns changed (a table made again): ask unnamed once. */
const PLAN_RESULT_CHANGED = '0A000';

/**
 * Runs a read as a named prepared statement, so PostgreSQL parses and plans it once per
 * connection instead of per request (for the screens' big JSON-building queries planning cost
 * more than running: measured 0.55 ms unnamed against 0.17-0.22 ms prepared). With the inline
 * read models (`npm run bench -- completion` and "round trips", 20 connections, 5,000
 * completions; two runs each side by side), without named statements server CPU 1.21-1.31 ms
 * instead of 0.98-1.12 ms per completion, 304-612/s instead of 415-762/s. The statement's
 * name is a hash of its text, so two shapes never share a name. Inside a transaction (rebuilds,
 * the as-it-was view) it runs as an ordinary query on the transaction's connection.
 */
export async function preparedRows<T>(db: Knex, query: Knex.QueryBuilder | Knex.Raw): Promise<T[]> {
  const { sql, bindings } = query.toSQL().toNative();
  return preparedText<T>(db, sql, bindings);
}

async function preparedText<T>(db: Knex, sql: string, values: readonly unknown[]): Promise<T[]> {
  return onConnection(db, async (connection) => {
    const run = (name?: string) => connection.query({ name, text: sql, values });
    // Inside a transaction (rebuilds, the as-it-was view): an ordinary query on its connection.
    if (db.isTransaction) return (await run()).rows as T[];
    try {
      return (await run(nameOf(sql))).rows as T[];
    } catch (error) {
      if ((error as { code?: string }).code !== PLAN_RESULT_CHANGED) throw error;
      // Prepared again under a new name on every connection from now on.
      names.set(sql, hashName(`${sql}${Date.now()}`));
      return (await run()).rows as T[];
    }
  });
}

const SENTINEL = /^\u0000odyssey-parameter:(.+)\u0000$/;

/**
 * A hot read whose SQL knex compiles once: `build` makes the query with `param(name)` where a
 * value goes, and each call runs the compiled text as a prepared statement with the values of
 * `params` (building and compiling a query with knex cost more per request than the database
 * spent on some reads). Every binding of the built query must be a parameter.
 */
export function compiledOnce<P extends Record<string, unknown>>(build: (db: Knex, param: (name: keyof P & string) => string) => Knex.QueryBuilder | Knex.Raw) {
  let compiled: { sql: string; order: (keyof P & string)[] } | null = null;
  return async <T>(db: Knex, params: P): Promise<T[]> => {
    if (!compiled) {
      const { sql, bindings } = build(db, (name) => `\u0000odyssey-parameter:${name}\u0000`).toSQL().toNative();
      const order = bindings.map((binding) => {
        const name = SENTINEL.exec(String(binding))?.[1];
        if (!name) throw new Error(`compiledOnce: the binding ${String(binding)} is not a parameter`);
        return name as keyof P & string;
      });
      compiled = { sql, order };
    }
    return preparedText<T>(db, compiled.sql, compiled.order.map((name) => params[name]));
  };
}

/** A write whose answer nothing reads, under its prepared name (see `preparedExecute`); without one, parsed and planned at each call. */
export type NamedStatement = { name?: string; text: string; values: readonly unknown[] };

/**
 * Runs a write whose answer nothing reads (a read model's set-based refresh, its checkpoint)
 * as a named prepared statement, inside a transaction too (on its connection): such
 * statements are parsed and planned once per connection instead of at every commit.
 * PostgreSQL plans a prepared statement again when search_path changed, so a replay into
 * another schema is safe.
 */
export async function preparedExecute(db: Knex, statement: NamedStatement): Promise<void> {
  await onConnection(db, (connection) => connection.query(statement));
}

/** `sql` (with $1, $2, ... for `values`) under its prepared name (see `preparedExecute`). */
export function namedStatement(sql: string, values: readonly unknown[] = []): NamedStatement {
  return { name: nameOf(sql), text: sql, values };
}

/** The pool's connection for one query (inside a transaction: the transaction's own). */
async function onConnection<T>(db: Knex, use: (connection: PgConnection) => Promise<T>): Promise<T> {
  const connection = (await db.client.acquireConnection()) as PgConnection;
  try {
    return await use(connection);
  } finally {
    await db.client.releaseConnection(connection);
  }
}
