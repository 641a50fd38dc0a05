import { ensureDeadLetterTable } from '../../projections/projectionTables';
import { databaseForSuite, plainPool } from '../support/databaseForSuite';

const database = databaseForSuite({ pool: plainPool(12) });

it('processors starting together each find their bookkeeping table made, whichever of them made it', async () => {
  // Every reactor of a process makes sure of its dead-letter table as it starts, at once: the
  // losers of the CREATE TABLE race (the name, its row type or its catalog row taken) go on.
  for (let round = 0; round < 5; round++) {
    const table = `racing_dead_letters_${round}`;
    await expect(Promise.all(Array.from({ length: 10 }, () => ensureDeadLetterTable(database.db, table, 'reactor')))).resolves.toHaveLength(10);
    expect(await database.db.schema.hasTable(table)).toBe(true);
  }
});
