import { Pool } from 'pg';
import { PostgresEventStore } from '../../commands/postgres/postgresEventStore';
import { createTestDatabase } from '../support/db';
import { eventStoreContract, newEvent } from './eventStoreContract';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

eventStoreContract('PostgreSQL', () => PostgresEventStore.connect(database.url, 12));

describe('PostgreSQL event store global order', () => {
  it('never lets a reader see a later position before an earlier one commits', async () => {
    // Many concurrent writers while a reader polls `position > checkpoint`: if a later
    // position became visible first, the reader would move past the earlier one and miss it.
    const store = await PostgresEventStore.connect(database.url, 16);
    const start = await store.headPosition();
    const total = 400;
    let written = 0;
    const seen = new Set<string>();
    let checkpoint = start;
    let done = false;
    const reader = (async () => {
      while (!done || seen.size < total) {
        const page = await store.readAll({ after: checkpoint, limit: 50 });
        for (const e of page) {
          if (e.type === 'Ordered') seen.add(e.id);
          checkpoint = e.position;
        }
        if (page.length === 0 && done) break;
      }
    })();
    await Promise.all(
      Array.from({ length: 16 }, async (_, w) => {
        while (written < total) {
          written++;
          await store.appendToStream(`ordered-${w}-${written}`, [newEvent('Ordered')], { expectedRevision: 'no_stream' });
        }
      }),
    );
    done = true;
    await reader;
    const pool = new Pool({ connectionString: database.url });
    pool.on('error', () => undefined);
    const stored = await pool.query("SELECT count(*)::int AS n FROM events WHERE type = 'Ordered'");
    await pool.end();
    expect(stored.rows[0].n).toBeGreaterThanOrEqual(total);
    expect(seen.size).toBe(stored.rows[0].n);
    await store.close();
  });
});
