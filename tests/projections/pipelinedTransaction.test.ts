import knexFactory, { type Knex } from 'knex';
import { createKnex } from '../../api/services';
import { pipelinedTransaction, sendInTransaction } from '../../projections/pipelinedTransaction';
import { createTestDatabase } from '../support/db';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
/** As the app opens its pool: connections in pg's pipeline mode. */
let pipelined: Knex;
/** A pool of ordinary connections. */
let plain: Knex;

beforeAll(async () => {
  database = await createTestDatabase();
  pipelined = createKnex(database.url, 2);
  plain = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 2 } });
  await plain.raw('CREATE TABLE things (id int PRIMARY KEY, v int NOT NULL)');
});
afterAll(async () => {
  await pipelined?.destroy();
  await plain?.destroy();
  await database?.drop();
});
beforeEach(async () => {
  await plain('things').delete();
});

const things = () => plain('things').orderBy('id').select('id', 'v');

it('sends statements without waiting for their answers; they run in call order with awaited ones and commit together', async () => {
  await pipelinedTransaction(pipelined, async (trx) => {
    await sendInTransaction(trx, trx.raw('SELECT pg_sleep(0.5)'));
    await sendInTransaction(trx, trx.raw('INSERT INTO things (id, v) VALUES (?, ?)', [1, 10]));
    // The sleep is still running: the sends above did not wait for it.
    const running = await plain.raw("SELECT count(*)::int AS n FROM pg_stat_activity WHERE query = 'SELECT pg_sleep(0.5)' AND state = 'active'");
    expect(running.rows[0].n).toBe(1);
    await sendInTransaction(trx, trx.raw('UPDATE things SET v = v * 2 WHERE id = ?', [1]));
    // An awaited read comes after everything sent before it.
    expect((await trx('things').where({ id: 1 }).first('v')).v).toBe(20);
    await sendInTransaction(trx, trx.raw('INSERT INTO things (id, v) VALUES (?, ?)', [2, 5]));
    // Nothing is visible outside before the commit.
    expect(await things()).toEqual([]);
  });
  expect(await things()).toEqual([{ id: 1, v: 20 }, { id: 2, v: 5 }]);
});

it("fails with the failing statement's own error and commits nothing, also when later statements were sent behind it", async () => {
  const failing = pipelinedTransaction(pipelined, async (trx) => {
    await sendInTransaction(trx, trx.raw('INSERT INTO things (id, v) VALUES (?, ?)', [1, 1]));
    await sendInTransaction(trx, trx.raw('INSERT INTO things (id, v) VALUES (?, ?)', [1, 2]));
    await sendInTransaction(trx, trx.raw('INSERT INTO things (id, v) VALUES (?, ?)', [3, 3]));
  });
  await expect(failing).rejects.toThrow(/duplicate key value violates unique constraint "things_pkey"/);
  // An awaited statement behind the failure answers "transaction aborted": the first error is told.
  const awaitedBehind = pipelinedTransaction(pipelined, async (trx) => {
    await sendInTransaction(trx, trx.raw('INSERT INTO things (id, v) VALUES (?, ?)', [4, 1]));
    await sendInTransaction(trx, trx.raw('INSERT INTO things (id, v) VALUES (?, ?)', [4, 2]));
    await trx('things').insert({ id: 5, v: 5 });
  });
  await expect(awaitedBehind).rejects.toThrow(/duplicate key value violates unique constraint "things_pkey"/);
  expect(await things()).toEqual([]);
  // The pool's connections are usable afterwards.
  await pipelinedTransaction(pipelined, async (trx) => sendInTransaction(trx, trx.raw('INSERT INTO things (id, v) VALUES (?, ?)', [6, 6])));
  expect(await things()).toEqual([{ id: 6, v: 6 }]);
});

it('awaits each statement on a connection without pipeline mode', async () => {
  await pipelinedTransaction(plain, async (trx) => {
    await sendInTransaction(trx, trx.raw('INSERT INTO things (id, v) VALUES (?, ?)', [1, 1]));
    await expect(sendInTransaction(trx, trx.raw('INSERT INTO things (id, v) VALUES (?, ?)', [2, 2]))).resolves.toBeUndefined();
    await expect(sendInTransaction(trx, trx.raw('INSERT INTO things (id, v) VALUES (?, ?)', [1, 3]))).rejects.toThrow(/duplicate key/);
  }).catch(() => undefined);
  expect(await things()).toEqual([]);
});
