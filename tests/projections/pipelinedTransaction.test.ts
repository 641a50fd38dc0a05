import { pipelinedTransaction, sendInTransaction } from '../../projections/pipelinedTransaction';
import { databaseForSuite, pipelinedPool, plainPool } from '../support/databaseForSuite';
import { eventually } from '../support/eventually';

const database = databaseForSuite({
  pools: {
    /** As the app opens its pool: connections in pg's pipeline mode. */
    pipelined: pipelinedPool(2),
    /** A pool of ordinary connections. */
    plain: plainPool(2),
  },
});

beforeAll(async () => {
  await database.pools.plain.raw('CREATE TABLE things (id int PRIMARY KEY, v int NOT NULL)');
});
beforeEach(async () => {
  await database.pools.plain('things').delete();
});

const things = () => database.pools.plain('things').orderBy('id').select('id', 'v');

it('sends statements without waiting for their answers; they run in call order with awaited ones and commit together', async () => {
  await pipelinedTransaction(database.pools.pipelined, async (trx) => {
    await sendInTransaction(trx, trx.raw('SELECT pg_sleep(0.5)'));
    await sendInTransaction(trx, trx.raw('INSERT INTO things (id, v) VALUES (?, ?)', [1, 10]));
    // The sleep runs while this transaction goes on: the sends above did not wait for it.
    const running = await eventually(
      async () => (await database.pools.plain.raw("SELECT count(*)::int AS n FROM pg_stat_activity WHERE query = 'SELECT pg_sleep(0.5)' AND state = 'active'")).rows[0].n,
      (n) => n === 1,
      { timeoutMs: 400, intervalMs: 10 },
    );
    expect(running).toBe(1);
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
  const failing = pipelinedTransaction(database.pools.pipelined, async (trx) => {
    await sendInTransaction(trx, trx.raw('INSERT INTO things (id, v) VALUES (?, ?)', [1, 1]));
    await sendInTransaction(trx, trx.raw('INSERT INTO things (id, v) VALUES (?, ?)', [1, 2]));
    await sendInTransaction(trx, trx.raw('INSERT INTO things (id, v) VALUES (?, ?)', [3, 3]));
  });
  await expect(failing).rejects.toThrow(/duplicate key value violates unique constraint "things_pkey"/);
  // An awaited statement behind the failure answers "transaction aborted": the first error is told.
  const awaitedBehind = pipelinedTransaction(database.pools.pipelined, async (trx) => {
    await sendInTransaction(trx, trx.raw('INSERT INTO things (id, v) VALUES (?, ?)', [4, 1]));
    await sendInTransaction(trx, trx.raw('INSERT INTO things (id, v) VALUES (?, ?)', [4, 2]));
    await trx('things').insert({ id: 5, v: 5 });
  });
  await expect(awaitedBehind).rejects.toThrow(/duplicate key value violates unique constraint "things_pkey"/);
  expect(await things()).toEqual([]);
  // The pool's connections are usable afterwards.
  await pipelinedTransaction(database.pools.pipelined, async (trx) => sendInTransaction(trx, trx.raw('INSERT INTO things (id, v) VALUES (?, ?)', [6, 6])));
  expect(await things()).toEqual([{ id: 6, v: 6 }]);
});

it('sends the statements of one turn of the event loop and the COMMIT behind them in one write', async () => {
  const writes: number[] = [];
  await pipelinedTransaction(database.pools.pipelined, async (trx) => {
    // The transaction's socket: each write to it counted (pg writes every query on its own).
    const socket = ((await trx.client.acquireConnection()) as { connection: { stream: { _writev: (...a: unknown[]) => unknown; _write: (...a: unknown[]) => unknown } } }).connection.stream;
    for (const method of ['_writev', '_write'] as const) {
      const original = socket[method].bind(socket);
      socket[method] = (...args: unknown[]) => {
        writes.push(args.length);
        return original(...args);
      };
    }
    for (let id = 1; id <= 3; id++) await sendInTransaction(trx, trx.raw('INSERT INTO things (id, v) VALUES (?, ?)', [id, id]));
  });
  // Three inserts and the COMMIT: one write (four, one per statement, without holding them).
  expect(writes).toHaveLength(1);
  expect(await things()).toEqual([{ id: 1, v: 1 }, { id: 2, v: 2 }, { id: 3, v: 3 }]);
  // A statement awaited later goes out at the end of its turn, so the transaction still ends.
  await pipelinedTransaction(database.pools.pipelined, async (trx) => {
    await sendInTransaction(trx, trx.raw('INSERT INTO things (id, v) VALUES (?, ?)', [4, 4]));
    expect((await trx('things').where({ id: 4 }).first('v')).v).toBe(4);
  });
  expect(await things()).toHaveLength(4);
});

it('awaits each statement on a connection without pipeline mode', async () => {
  await pipelinedTransaction(database.pools.plain, async (trx) => {
    await sendInTransaction(trx, trx.raw('INSERT INTO things (id, v) VALUES (?, ?)', [1, 1]));
    await expect(sendInTransaction(trx, trx.raw('INSERT INTO things (id, v) VALUES (?, ?)', [2, 2]))).resolves.toBeUndefined();
    await expect(sendInTransaction(trx, trx.raw('INSERT INTO things (id, v) VALUES (?, ?)', [1, 3]))).rejects.toThrow(/duplicate key/);
  }).catch(() => undefined);
  expect(await things()).toEqual([]);
});
