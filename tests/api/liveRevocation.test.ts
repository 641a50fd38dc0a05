import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../api/app';
import type { Services } from '../../api/services';
import { startServicesBeside, startTestApp, type TestApp, type TestUser } from '../support/testApp';
import { openLiveStream, type LiveMessage, type LiveStreamClient } from './liveStreamClient';
import { baseUrlOf, listenLocally } from '../support/listenLocally';
import { createTodoOverHttp } from '../support/createTodoOverHttp';
import { testAppForSuite } from '../support/testAppForSuite';

// Revocations must end streams on their own: the heartbeat's periodic check is far away.
process.env.LIVE_HEARTBEAT_MS = '60000';
process.env.LIVE_MAX_STREAMS_PER_USER = '5';

jest.setTimeout(60_000);

/** How soon a revoked stream must have ended. */
const ENDS_WITHIN_MS = 5_000;

const open: LiveStreamClient[] = [];
afterEach(() => {
  for (const c of open.splice(0)) c.close();
});

const isReady = (m: LiveMessage) => m.data.kind === 'ready';

async function connect(baseUrl: string, token: string): Promise<LiveStreamClient> {
  const client = await openLiveStream(baseUrl, token);
  open.push(client);
  expect(client.status).toBe(200);
  await client.next(isReady);
  return client;
}

/** Whether the stream ends within `ms` (false: still open). */
async function endsWithin(client: LiveStreamClient, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const ended = await Promise.race([client.ended.then(() => true as const), timeout]);
  clearTimeout(timer);
  return ended;
}

async function login(baseUrl: string, user: TestUser, password = 'correct horse battery'): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.user.email, password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function changePassword(baseUrl: string, token: string, from: string, to: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/password`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ current_password: from, new_password: to }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

describe('GET /api/live ends the streams a revocation revokes', () => {
  const { t, admin } = testAppForSuite();
  let baseUrl: string;

  beforeAll(async () => {
    baseUrl = await listenLocally(t.app);
  });

  it('ends every stream of the tokens a password change revokes within seconds, freeing their slots for the fresh token', async () => {
    const dave = await t.registerUser();
    const laptop = await login(baseUrl, dave);
    // Four streams of a token that leaks, one of the token that changes the password.
    const stale = [];
    for (let i = 0; i < 4; i++) stale.push(await connect(baseUrl, dave.token));
    stale.push(await connect(baseUrl, laptop));
    const full = await openLiveStream(baseUrl, laptop);
    expect(full.status).toBe(429);

    const fresh = await changePassword(baseUrl, laptop, 'correct horse battery', 'a new long passphrase');
    const ended = await Promise.all(stale.map((c) => endsWithin(c, ENDS_WITHIN_MS)));
    expect(ended).toEqual([true, true, true, true, true]);

    // The revoked token cannot open another; the fresh one gets all five slots.
    expect((await openLiveStream(baseUrl, dave.token)).status).toBe(401);
    const renewed = [];
    for (let i = 0; i < 5; i++) renewed.push(await connect(baseUrl, fresh));
    // The fresh token's streams stay open and keep delivering.
    const todoId = await createTodoOverHttp(baseUrl, fresh, 'After the new password');
    await Promise.all(renewed.map((c) => c.next((m) => m.data.kind === 'todo' && m.data.id === todoId)));
    expect(await Promise.all(renewed.map((c) => endsWithin(c, 300)))).toEqual([false, false, false, false, false]);
  });

  it("leaves other accounts' streams open", async () => {
    const erin = await t.registerUser();
    const frank = await t.registerUser();
    const erins = await connect(baseUrl, erin.token);
    const franks = await connect(baseUrl, frank.token);
    await changePassword(baseUrl, frank.token, 'correct horse battery', 'another long passphrase');
    expect(await endsWithin(franks, ENDS_WITHIN_MS)).toBe(true);
    expect(await endsWithin(erins, 500)).toBe(false);
  });

  it("ends a deleted account's streams within seconds", async () => {
    const gina = await t.registerUser();
    const streams = [await connect(baseUrl, gina.token), await connect(baseUrl, gina.token)];
    expect((await t.as(admin).delete(`/api/admin/users/${gina.user.id}`)).statusCode).toBe(204);
    expect(await Promise.all(streams.map((c) => endsWithin(c, ENDS_WITHIN_MS)))).toEqual([true, true]);
    expect((await openLiveStream(baseUrl, gina.token)).status).toBe(401);
  });
});

describe('GET /api/live with two api processes on one database', () => {
  let a: TestApp;
  let bServices: Services;
  let b: FastifyInstance;
  let aUrl: string;
  let bUrl: string;
  let admin: TestUser;

  beforeAll(async () => {
    a = await startTestApp();
    admin = await a.registerUser();
    aUrl = await listenLocally(a.app);
    bServices = await startServicesBeside(a, ['api']);
    b = await buildApp({ deps: bServices.deps, webDist: null });
    bUrl = await listenLocally(b);
  });
  afterAll(async () => {
    await b?.close();
    await bServices?.stop();
    await a?.close();
  });

  it('a password change through one process ends the streams the other holds', async () => {
    const hana = await a.registerUser();
    const onB = [];
    for (let i = 0; i < 5; i++) onB.push(await connect(bUrl, hana.token));
    const fresh = await changePassword(aUrl, hana.token, 'correct horse battery', 'a new long passphrase');
    expect(await Promise.all(onB.map((c) => endsWithin(c, ENDS_WITHIN_MS)))).toEqual([true, true, true, true, true]);
    for (let i = 0; i < 5; i++) await connect(bUrl, fresh);
  });

  it('an account deleted through one process loses its streams on the other', async () => {
    const ivan = await a.registerUser();
    const onB = await connect(bUrl, ivan.token);
    expect((await a.as(admin).delete(`/api/admin/users/${ivan.user.id}`)).statusCode).toBe(204);
    expect(await endsWithin(onB, ENDS_WITHIN_MS)).toBe(true);
  });
});

describe('GET /api/live checks every stream again at each heartbeat', () => {
  let t: TestApp;
  beforeAll(async () => {
    process.env.LIVE_HEARTBEAT_MS = '200';
    t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('ends a stream once its token has expired', async () => {
    const jo = await t.registerUser();
    const shortLived = t.app.jwt.sign({ sub: jo.user.id, email: jo.user.email, role: jo.user.role, gen: 0 }, { expiresIn: 2 });
    const longLived = await connect(baseUrlOf(t.app), jo.token);
    const stream = await connect(baseUrlOf(t.app), shortLived);
    expect(await endsWithin(stream, 500)).toBe(false);
    expect(await endsWithin(stream, 4_000)).toBe(true);
    expect(await endsWithin(longLived, 500)).toBe(false);
  });
});
