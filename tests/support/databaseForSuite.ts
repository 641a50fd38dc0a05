import knexFactory, { type Knex } from 'knex';
import { createKnex } from '../../api/services';
import { PostgresEventStore } from '../../commands/postgres/postgresEventStore';
import { closeAll } from './bounded';
import { createTestDatabase } from './db';

/** How a knex pool of a suite talks to its database, and how many connections it may open. */
export type PoolChoice = { pipelined: boolean; max: number };

/** The app's pool (createKnex): connections in pipeline mode. */
export const pipelinedPool = (max: number): PoolChoice => ({ pipelined: true, max });
/** A plain knex pool: one statement at a time on a connection. */
export const plainPool = (max: number): PoolChoice => ({ pipelined: false, max });

function openPool(url: string, { pipelined, max }: PoolChoice): Knex {
  return pipelined ? createKnex(url, max) : knexFactory({ client: 'pg', connection: url, pool: { min: 0, max } });
}

export type SuiteDatabase<Named extends string> = {
  readonly url: string;
  /** The pool of `pool`. */
  readonly db: Knex;
  /** The pools of `pools`, by their names: for a suite that sets pools of two kinds side by side. */
  readonly pools: Record<Named, Knex>;
  /** The event store of `store`; there is none unless asked for. */
  readonly store: PostgresEventStore;
  /** Closes `close` before the pools and the store, when they close: for what runs on them (a projector runtime). */
  closeFirst(what: string, close: () => Promise<unknown> | undefined): void;
};

/**
 * A database of its own for the suite (or, with `each`, for every test), with a knex pool on it
 * (or named pools) and, when asked, a PostgreSQL event store; after, they are closed and the
 * database dropped, each close bounded and run even when another fails. Read what it holds
 * once the suite's (or test's) hooks run, not when the file loads.
 */
export function databaseForSuite<Named extends string = never>(options: {
  /** How the database's name starts (createTestDatabase's prefix). */
  prefix?: string;
  pool?: PoolChoice;
  pools?: Record<Named, PoolChoice>;
  /** An event store on the database, with its own pool of `connections` (the store's default when left out). */
  store?: { connections?: number };
  /** A fresh database for every test (beforeEach/afterEach) instead of one for the suite. */
  each?: boolean;
}): SuiteDatabase<Named> {
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let db: Knex | undefined;
  let pools: Partial<Record<Named, Knex>> = {};
  let store: PostgresEventStore | undefined;
  let first: Array<[string, () => Promise<unknown> | undefined]> = [];
  const open = (what: string) => {
    if (!database) throw new Error(`the suite's database is not open yet: read its ${what} in a hook or a test`);
    return database;
  };

  (options.each ? beforeEach : beforeAll)(async () => {
    database = await createTestDatabase(options.prefix);
    if (options.pool) db = openPool(database.url, options.pool);
    for (const [name, choice] of Object.entries(options.pools ?? {}) as Array<[Named, PoolChoice]>) pools[name] = openPool(database.url, choice);
    if (options.store) store = await PostgresEventStore.connect(database.url, options.store.connections);
  });
  (options.each ? afterEach : afterAll)(async () => {
    const [closingFirst, closing, closingPools, closingDb, dropping] = [first, store, Object.entries<Knex>(pools as Record<Named, Knex>), db, database];
    [first, store, pools, db, database] = [[], undefined, {}, undefined, undefined];
    try {
      await closeAll([
        ...closingFirst,
        ['store.close()', () => closing?.close()],
        ...closingPools.map(([name, pool]): [string, () => Promise<void>] => [`${name}.destroy()`, () => pool.destroy()]),
        ['db.destroy()', () => closingDb?.destroy()],
      ]);
    } finally {
      // Bounded by drop() itself: DROP DATABASE may wait longer for a checkpoint than a close should.
      await dropping?.drop();
    }
  });

  return {
    get url() {
      return open('url').url;
    },
    get db() {
      open('pool');
      if (!db) throw new Error('this suite asked for no pool of its own: pass `pool`, or read `pools`');
      return db;
    },
    get pools() {
      open('pools');
      return pools as Record<Named, Knex>;
    },
    get store() {
      open('event store');
      if (!store) throw new Error('this suite asked for no event store: pass `store`');
      return store;
    },
    closeFirst(what, close) {
      first.push([what, close]);
    },
  };
}

/**
 * A fresh database made during a suite, with a plain pool of two connections on it: destroying the
 * pool and dropping the database is put on `cleanup`, the list the suite's afterAll closes.
 */
export async function freshDatabaseUntil(cleanup: Array<[string, () => Promise<unknown>]>, prefix: string) {
  const database = await createTestDatabase(prefix);
  const db = openPool(database.url, plainPool(2));
  cleanup.push([`dropping ${database.name}`, async () => { await db.destroy(); await database.drop(); }]);
  return { ...database, db };
}
