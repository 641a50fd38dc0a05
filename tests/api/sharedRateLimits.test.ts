import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../api/app';
import { postgresRateLimitStore } from '../../api/rateLimitStore';
import { eventually } from '../support/eventually';
import type { Services } from '../../api/services';
import { startServicesBeside, startTestApp, type TestApp, type TestUser } from '../support/testApp';

/** Two api processes of one deployment: the test app and a second app on its own services, same database. */
let t: TestApp;
let besideServices: Services;
let beside: FastifyInstance;
const AUTH_LIMIT = 3;
const PLANNER_LIMIT = 2;

beforeAll(async () => {
  t = await startTestApp({ authRateLimit: AUTH_LIMIT, plannerRateLimit: PLANNER_LIMIT });
  besideServices = await startServicesBeside(t, ['api']);
  beside = await buildApp({ deps: { ...besideServices.deps, jwtSecret: t.services.deps.jwtSecret, authRateLimit: AUTH_LIMIT, plannerRateLimit: PLANNER_LIMIT }, webDist: null });
  await beside.ready();
}, 60_000);
afterAll(async () => {
  await beside?.close();
  await besideServices?.stop();
  await t?.close();
}, 30_000);

const apps = () => [t.app, beside];

describe('rate limits shared by every api process', () => {
  it('counts sign-in attempts from one client over both processes against one limit', async () => {
    const login = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '192.0.2.44', payload: { email: 'nobody@example.com', password: 'wrong password' } });
    const codes = [];
    for (let i = 0; i < AUTH_LIMIT; i++) codes.push((await login(apps()[i % 2])).statusCode);
    expect(codes).toEqual([401, 401, 401]);
    for (const app of apps()) {
      const refused = await login(app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ detail: 'Too many requests. Please wait a minute and try again.' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // Another client has a budget of its own, and registering counts apart from signing in.
    const other = await beside.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '192.0.2.45', payload: { email: 'nobody@example.com', password: 'wrong password' } });
    expect(other.statusCode).toBe(401);
    const register = await t.app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: '192.0.2.44', payload: { email: 'shared-limit@example.com', password: 'correct horse battery' } });
    expect(register.statusCode).toBe(201);
  });

  it("counts a user's planner calls over both processes against one limit, saying when to retry", async () => {
    const user: TestUser = await t.registerUser();
    const ask = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/mission-breakdown/questions', headers: user.headers, payload: { title: 'Learn Spanish', description: '' } });
    expect((await ask(t.app)).statusCode).toBe(200);
    expect((await ask(beside)).statusCode).toBe(200);
    for (const app of apps()) {
      const refused = await ask(app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ detail: expect.stringMatching(/^You have used the AI planner 2 times in the last minute here\. Try again in ([1-9]|[1-5]\d|60) seconds\.$/) });
    }
  });

  it('keeps the counters in PostgreSQL, where ended windows start afresh', async () => {
    const { db } = t.services.deps;
    const before = await db('rate_limit_hits').count<{ count: string }[]>('* as count');
    expect(Number(before[0].count)).toBeGreaterThan(0);
    await db('rate_limit_hits').update({ window_ends_at: db.raw("now() - interval '1 second'") });
    const login = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '192.0.2.44', payload: { email: 'nobody@example.com', password: 'wrong password' } });
    expect((await login(beside)).statusCode).toBe(401);
  });

  it('deletes ended windows, and only those, when a process counts its first hit', async () => {
    const { db } = t.services.deps;
    await db('rate_limit_hits').insert([
      { key: 'ended', hits: 5, window_ends_at: db.raw("now() - interval '1 second'") },
      { key: 'running', hits: 5, window_ends_at: db.raw("now() + interval '1 minute'") },
    ]);
    const Store = postgresRateLimitStore(db);
    const store = new Store({});
    const counted = await new Promise((resolve, reject) => store.incr('fresh', (error, result) => (error ? reject(error) : resolve(result)), 60_000, 10));
    expect(counted).toEqual({ current: 1, ttl: expect.any(Number) });
    const keys = await eventually(
      async () => (await db('rate_limit_hits').whereIn('key', ['ended', 'running', 'fresh']).orderBy('key').pluck('key')) as string[],
      (found) => !found.includes('ended'),
    );
    expect(keys).toEqual(['fresh', 'running']);
  });
});
