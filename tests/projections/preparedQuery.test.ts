import { compiledOnce, preparedRows } from '../../projections/preparedQuery';
import { databaseForSuite, plainPool } from '../support/databaseForSuite';

// One connection: every call below meets the statement it prepared before.
const database = databaseForSuite({ pool: plainPool(1) });

beforeAll(async () => {
  await database.db.raw('CREATE TABLE things (id int PRIMARY KEY, name text NOT NULL)');
  await database.db('things').insert([{ id: 1, name: 'one' }, { id: 2, name: 'two' }]);
});

const names = (rows: Array<{ name: string }>) => rows.map((r) => r.name);

it('answers like the query itself, with its bindings, again and again', async () => {
  for (const id of [1, 2, 1]) {
    expect(names(await preparedRows(database.db, database.db('things').where({ id }).select('name')))).toEqual([id === 1 ? 'one' : 'two']);
  }
  expect(names(await preparedRows(database.db, database.db.raw('SELECT name FROM things WHERE id > :min ORDER BY id', { min: 0 })))).toEqual(['one', 'two']);
  // The statement is prepared on the connection under a name, not parsed anew.
  const { rows } = await database.db.raw("SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name LIKE 'odyssey_%'");
  expect(rows[0].n).toBeGreaterThanOrEqual(2);
});

it('keeps answering after the table is made again with other columns', async () => {
  const all = () => preparedRows<Record<string, unknown>>(database.db, database.db('things').select('*').orderBy('id'));
  expect(await all()).toEqual([{ id: 1, name: 'one' }, { id: 2, name: 'two' }]);
  await database.db.raw('ALTER TABLE things ADD COLUMN note text');
  expect(await all()).toEqual([{ id: 1, name: 'one', note: null }, { id: 2, name: 'two', note: null }]);
  expect(await all()).toEqual([{ id: 1, name: 'one', note: null }, { id: 2, name: 'two', note: null }]);
});

it('inside a transaction it runs on the transaction, seeing its uncommitted rows', async () => {
  await database.db.transaction(async (trx) => {
    await trx('things').insert({ id: 3, name: 'three' });
    expect(names(await preparedRows(trx, trx('things').where({ id: 3 }).select('name')))).toEqual(['three']);
    await trx.rollback();
  }).catch(() => undefined);
  expect(names(await preparedRows(database.db, database.db('things').where({ id: 3 }).select('name')))).toEqual([]);
});

it('compiles a query once and runs it with the parameters given by name, in any binding order', async () => {
  const byRange = compiledOnce<{ min: number; max: number; name: string }>((knex, param) =>
    knex('things').where('id', '<=', param('max')).andWhere('id', '>=', param('min')).orWhere('name', param('name')).select('name').orderBy('id'),
  );
  expect(names(await byRange(database.db, { min: 2, max: 2, name: 'none' }))).toEqual(['two']);
  expect(names(await byRange(database.db, { min: 5, max: 9, name: 'one' }))).toEqual(['one']);
  expect(names(await byRange(database.db, { min: 1, max: 2, name: 'none' }))).toEqual(['one', 'two']);
});

it('refuses a compiled query with a value that is not a parameter', async () => {
  const fixed = compiledOnce<{ min: number }>((knex, param) => knex('things').where('id', '>=', param('min')).andWhere('name', 'one').select('name'));
  await expect(fixed(database.db, { min: 0 })).rejects.toThrow('is not a parameter');
});
