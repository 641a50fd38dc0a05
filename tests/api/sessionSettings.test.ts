import { Client } from 'pg';
import { withAppSessionSettings } from '../../api/sessionSettings';
import { startTestApp, type TestApp } from '../support/testApp';

/** A statement PostgreSQL's default settings would compile: its estimate passes jit_above_cost (100,000). */
const COSTLY = 'EXPLAIN SELECT sum(a * b) FROM generate_series(1, 3000) a, generate_series(1, 3000) b';
const compiles = (plan: { 'QUERY PLAN': string }[]) => plan.some((row) => row['QUERY PLAN'].trim().startsWith('JIT:'));

describe('the sessions the app opens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('would compile the costly statement on a session with the server defaults, where the server has a JIT compiler', async () => {
    // The machine's PostgreSQL has one; the embedded one (a newcomer's) has none.
    const c = new Client({ connectionString: t.databaseUrl });
    await c.connect();
    try {
      const available: boolean = (await c.query('SELECT pg_jit_available() AS available')).rows[0].available;
      expect(compiles((await c.query(COSTLY)).rows)).toBe(available);
    } finally {
      await c.end();
    }
  });

  it('run no statement through the JIT compiler and resolve names in public only, in the read models pool and in clients built from the URL', async () => {
    const { rows } = await t.services.deps.db.raw(COSTLY);
    expect(compiles(rows)).toBe(false);
    expect((await t.services.deps.db.raw('SHOW jit')).rows[0].jit).toBe('off');
    const c = new Client({ connectionString: withAppSessionSettings(t.databaseUrl) });
    await c.connect();
    try {
      expect(compiles((await c.query(COSTLY)).rows)).toBe(false);
      expect((await c.query('SHOW jit')).rows[0].jit).toBe('off');
      expect((await c.query('SHOW search_path')).rows[0].search_path).toBe('public');
    } finally {
      await c.end();
    }
  });

  it('keep a setting the URL already names', () => {
    const url = withAppSessionSettings('postgres://u@127.0.0.1:5432/db?options=-c%20jit%3Don');
    expect(new URL(url).searchParams.get('options')).toBe('-c jit=on -c search_path=public');
  });
});
