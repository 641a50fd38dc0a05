import { Client } from 'pg';
import type { Services } from '../../api/services';
import { READY_MAX_LAG_SECONDS } from '../../api/readiness';
import { startServicesBeside, startTestApp, type TestApp } from '../support/testApp';

const STARTING = 'The service is starting: its read models are not ready yet. Try again in a few seconds.';

describe('readiness of an api process', () => {
  let api: TestApp;
  let projector: Services | null = null;
  let sql: Client;

  beforeAll(async () => {
    // ROLE=api alone on an empty database: no projector has made the read-model tables.
    api = await startTestApp({ roles: ['api'] });
    sql = new Client({ connectionString: api.databaseUrl });
    await sql.connect();
  });
  afterAll(async () => {
    await sql?.end();
    await projector?.stop();
    await api?.close();
  });

  const ready = () => api.app.inject({ method: 'GET', url: '/api/ready' });
  const register = (email: string) => api.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: 'correct horse battery' } });

  it('before any projector: alive, not ready, and requests answer 503 saying the service is starting', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    const notReady = await ready();
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toEqual({
      status: 'not_ready',
      detail: expect.stringMatching(/^The tables .*users.* do not exist yet: a process with ROLE=projector \(or ROLE=all\) creates them when it starts\.$/),
      checks: { database: 'ok', event_store: 'ok', schema: 'missing', read_models: 'unknown' },
    });

    const early = await register('early@example.com');
    expect(early.statusCode).toBe(503);
    expect(early.json()).toEqual({ detail: STARTING });
    expect(early.headers['retry-after']).toBe('5');
    // Nothing was written: the account can be registered once the service is ready.
    expect((await sql.query('SELECT count(*)::int AS n FROM events')).rows[0].n).toBe(0);
  });

  it('ready once a projector has built the read models; the early request then succeeds', async () => {
    projector = await startServicesBeside(api, ['projector']);
    const answer = await ready();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ready', checks: { database: 'ok', event_store: 'ok', schema: 'ok', read_models: 'ok' } });
    expect((await register('early@example.com')).statusCode).toBe(201);
  });

  it(`not ready when the read models hold back an event recorded more than ${READY_MAX_LAG_SECONDS} s ago, ready again once applied`, async () => {
    await projector!.stop();
    projector = null;
    // Written while no projector runs: the command answers after its bounded wait.
    expect((await register('while-down@example.com')).statusCode).toBe(201);
    // Still fresh: a projector hand-over takes a few seconds and is not a reason to stop traffic.
    expect((await ready()).statusCode).toBe(200);

    const { rows } = await sql.query("UPDATE events SET recorded_at = recorded_at - interval '1 minute' WHERE position > (SELECT min(position) FROM projection_checkpoints WHERE name = 'users') RETURNING position");
    expect(rows.length).toBeGreaterThan(0);
    const behind = await ready();
    expect(behind.statusCode).toBe(503);
    expect(behind.json()).toEqual({
      status: 'not_ready',
      detail: expect.stringMatching(/^The read models are 6\d s behind the log \(at most 10 s counts as caught up\): no process with ROLE=projector/),
      checks: { database: 'ok', event_store: 'ok', schema: 'ok', read_models: 'behind' },
    });
    // Readiness is for routing traffic: requests of a process that was ready still run.
    expect((await register('still-served@example.com')).statusCode).toBe(201);

    projector = await startServicesBeside(api, ['projector']);
    const head = await api.services.rawStore.headPosition();
    expect(await api.services.projections.waitForAnswer(head!, 10_000)).toBe(true);
    expect((await ready()).statusCode).toBe(200);
  });

  it('a table missing under a running process answers 503 with the same sentence, never 500', async () => {
    const user = await api.registerUser();
    await sql.query('DROP TABLE calendar_feeds');
    const feed = await api.as(user).get('/api/calendar/feed');
    expect(feed.statusCode).toBe(503);
    expect(feed.json()).toEqual({ detail: STARTING });
    const notReady = await ready();
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toMatchObject({ checks: { schema: 'missing' }, detail: expect.stringMatching(/^The tables calendar_feeds do not exist yet/) });
  });

  it('a read model built by another version of the app is not ready', async () => {
    await sql.query('CREATE TABLE IF NOT EXISTS calendar_feeds (user_id uuid)');
    expect((await ready()).statusCode).toBe(200);
    await sql.query("UPDATE projection_checkpoints SET version = version + 1 WHERE name = 'todos'");
    const answer = await ready();
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({
      status: 'not_ready',
      checks: { schema: 'missing' },
      detail: 'The read models todos were built by another version of the app: a process with ROLE=projector of this version rebuilds them from the log when it starts.',
    });
  });
});
