import net from 'node:net';
import knexFactory from 'knex';
import { Client } from 'pg';
import { isConnectionLost } from '../../commands/postgres/connectionLost';
import { testServerUrl } from '../support/db';

/** What the pg client throws for a database that is down, cut off or slow to hand out connections. */
async function failureOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

/** A port nothing listens on. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

describe('a lost database connection', () => {
  it('is told from a connection refused, a session terminated by the server, and a pool that hands out none in time', async () => {
    const refused = await failureOf(async () => new Client({ host: '127.0.0.1', port: await closedPort(), user: 'x', database: 'x' }).connect());
    expect(isConnectionLost(refused)).toBe(true);

    const admin = new Client({ connectionString: testServerUrl() });
    const victim = new Client({ connectionString: testServerUrl() });
    victim.on('error', () => undefined);
    await admin.connect();
    await victim.connect();
    const { rows } = await victim.query('SELECT pg_backend_pid() AS pid');
    await admin.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
    await admin.end();
    expect(isConnectionLost(await failureOf(() => victim.query('SELECT 1')))).toBe(true);

    const busy = knexFactory({ client: 'pg', connection: testServerUrl(), pool: { min: 0, max: 1 }, acquireConnectionTimeout: 200 });
    try {
      // The pool's one connection is made first: on a busy machine making it can take longer than the time-out.
      for (let attempt = 1; ; attempt++) {
        const made = await busy.raw('SELECT 1').then(() => true, (error: unknown) => {
          if (attempt >= 20) throw error;
          return false;
        });
        if (made) break;
      }
      let inTransaction: () => void = () => undefined;
      const started = new Promise<void>((resolve) => (inTransaction = resolve));
      const held = busy.transaction(async (trx) => {
        inTransaction();
        await trx.raw('SELECT pg_sleep(0.5)');
      });
      await started;
      expect(isConnectionLost(await failureOf(() => busy.raw('SELECT 1')))).toBe(true);
      await held;
    } finally {
      await busy.destroy();
    }
  });

  it('is not a fault of the statement itself', async () => {
    const client = new Client({ connectionString: testServerUrl() });
    await client.connect();
    try {
      expect(isConnectionLost(await failureOf(() => client.query('SELEC 1')))).toBe(false);
      expect(isConnectionLost(await failureOf(() => client.query('SELECT 1 / 0')))).toBe(false);
      // More parameters than the protocol carries: the server answers 08P01 (protocol violation), and the connection stays usable.
      const params = Array.from({ length: 70_000 }, (_, i) => i);
      const tooMany = await failureOf(() => client.query(`SELECT 1 WHERE 1 IN (${params.map((i) => `$${i + 1}::int`).join(', ')})`, params));
      expect((tooMany as { code?: string }).code).toBe('08P01');
      expect(isConnectionLost(tooMany)).toBe(false);
      expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await client.end();
    }
    expect(isConnectionLost(new Error('Internal'))).toBe(false);
  });
});
