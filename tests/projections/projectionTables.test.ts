import knexFactory, { type Knex } from 'knex';
import { ensureDeadLetterTable } from '../../projections/projectionTables';
import { createTestDatabase } from '../support/db';

let db: Knex;
let drop: () => Promise<void>;

beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  db = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 12 } });
});
afterAll(async () => {
  await db?.destroy();
  await drop?.();
});

it('processors starting together each find their bookkeeping table made, whichever of them made it', async () => {
  // Every reactor of a process makes sure of its dead-letter table as it starts, at once: the
  // losers of the CREATE TABLE race (the name, its row type or its catalog row taken) go on.
  for (let round = 0; round < 5; round++) {
    const table = `racing_dead_letters_${round}`;
    await expect(Promise.all(Array.from({ length: 10 }, () => ensureDeadLetterTable(db, table, 'reactor')))).resolves.toHaveLength(10);
    expect(await db.schema.hasTable(table)).toBe(true);
  }
});
