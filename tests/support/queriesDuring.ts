import type { Knex } from 'knex';

/** The SQL of the queries matching `pattern` that `db` runs while `action` runs. */
export async function queriesDuring(db: Knex, pattern: RegExp, action: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const onQuery = (q: { sql: string }) => {
    if (pattern.test(q.sql)) seen.push(q.sql);
  };
  db.on('query', onQuery);
  try {
    await action();
  } finally {
    db.off('query', onQuery);
  }
  return seen;
}
