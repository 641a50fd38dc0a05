import { randomUUID } from 'node:crypto';
import { createSigner } from 'fast-jwt';
import { argon2idHasher } from '../../api/passwords';
import { PostgresEventStore } from '../../commands/postgres/postgresEventStore';
import { createTestDatabase } from '../support/db';
import { startTestApp, type TestApp, type TestUser, TEST_MASTER_KEY } from '../support/testApp';
import { startServices } from '../../api/services';
import { buildApp } from '../../api/app';
import { createPlanner } from '../../planner/createPlanner';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const changePassword = (user: TestUser, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password', payload: body, headers: user.headers });
const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('credentials stay out of the event log', () => {
  it('keeps the argon2id hash in user_credentials and no hash in any event', async () => {
    const u = await t.registerUser('nohash@example.com', 'secret-words-1');
    const cred = await t.services.deps.db('user_credentials').where({ user_id: u.user.id }).first();
    expect(cred.password_hash).toMatch(/^\$argon2id\$/);
    const leaking = await t.services.deps.db('events').whereRaw("data::text LIKE '%argon2%' OR data::text LIKE '%passwordHash%'");
    expect(leaking).toHaveLength(0);
  });

  it('seeds credentials from older events that carried the hash, and drops the hash when they are read', async () => {
    const database = await createTestDatabase();
    const hasher = argon2idHasher({ fast: true });
    const userId = randomUUID();
    const raw = await PostgresEventStore.connect(database.url, 2);
    const metadata = { userId, occurredAt: new Date().toISOString(), correlationId: userId, causationId: null };
    await raw.appendToStream('user-email-old@example.com', [{ id: randomUUID(), type: 'EmailReserved', data: { email: 'old@example.com', userId }, metadata }], { expectedRevision: 'no_stream' });
    // Version 1 of UserRegistered, as written before credentials left the log.
    await raw.appendToStream(
      `user-${userId}`,
      [{ id: randomUUID(), type: 'UserRegistered', data: { userId, email: 'old@example.com', passwordHash: await hasher.hash('old-password'), role: 'user', registeredAt: new Date().toISOString() }, metadata: { ...metadata, schemaVersion: 1 } }],
      { expectedRevision: 'no_stream' },
    );
    await raw.close();
    const services = await startServices({
      masterKey: TEST_MASTER_KEY,
      databaseUrl: database.url,
      eventStore: { kind: 'postgres' },
      planner: createPlanner({}),
      roles: new Set(['api', 'projector']),
      logger: { info() {}, warn() {}, error() {} },
      jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
      passwords: hasher,
      poolSize: 2,
    });
    const app = await buildApp({ deps: services.deps, webDist: null });
    try {
      const [registered] = (await services.deps.store.readStream(`user-${userId}`)) as { data: object }[];
      expect(registered.data).not.toHaveProperty('passwordHash');
      // The projector may still be catching up with the old log.
      await services.projections!.waitFor(2n, 5000);
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'old@example.com', password: 'old-password' } });
      expect(res.statusCode).toBe(200);
    } finally {
      await app.close();
      await services.stop();
      await database.drop();
    }
  });
});

describe('POST /api/auth/password', () => {
  it('refuses a new password shorter than 8 characters with 400 and a detail', async () => {
    const u = await t.registerUser(undefined, 'first-password');
    const res = await changePassword(u, { current_password: 'first-password', new_password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/at least 8 characters/);
  });

  it('refuses a wrong current password with 400 and keeps the old one', async () => {
    const u = await t.registerUser(undefined, 'first-password');
    const res = await changePassword(u, { current_password: 'not-my-password', new_password: 'second-password' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'The current password is not correct.' });
    expect((await login(u.user.email, 'first-password')).statusCode).toBe(200);
  });

  it('changes the password, revokes every earlier token and answers a fresh one', async () => {
    const u = await t.registerUser(undefined, 'first-password');
    const otherDevice = (await login(u.user.email, 'first-password')).json().access_token as string;
    const res = await changePassword(u, { current_password: 'first-password', new_password: 'second-password' });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().access_token as string;
    expect(res.json().user).toMatchObject({ id: u.user.id, email: u.user.email });

    expect((await t.as(u).get('/api/auth/me')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(otherDevice) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(fresh) })).statusCode).toBe(200);

    expect((await login(u.user.email, 'first-password')).statusCode).toBe(401);
    const relogin = await login(u.user.email, 'second-password');
    expect(relogin.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(relogin.json().access_token) })).statusCode).toBe(200);

    const [changed] = await t.services.deps.db('events').where({ stream_id: `user-${u.user.id}`, type: 'PasswordChanged' }).select('data');
    expect(Object.keys(changed.data).sort()).toEqual(['changedAt', 'tokenGeneration', 'userId']);
  });

  it('lets one of two concurrent changes through and refuses the other with 409: the answered password and token work', async () => {
    const u = await t.registerUser(undefined, 'first-password');
    // Both requests read the stored hash before either replaces it: each check waits for the other.
    const deps = t.services.deps;
    const hasher = deps.passwords;
    let bothChecking: () => void = () => undefined;
    const checking = new Promise<void>((resolve) => (bothChecking = resolve));
    let checks = 0;
    deps.passwords = {
      ...hasher,
      verify: async (hash, password) => {
        checks += 1;
        if (checks === 2) bothChecking();
        await checking;
        return hasher.verify(hash, password);
      },
    };
    const answers = await Promise.all(['second-password', 'third-password'].map((next) => changePassword(u, { current_password: 'first-password', new_password: next }))).finally(() => {
      deps.passwords = hasher;
    });
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const won = answers.findIndex((a) => a.statusCode === 200);
    const lost = answers[1 - won];
    expect(lost.json()).toEqual({ detail: 'Your password was changed by another request at the same time. Log in with the new password and try again.' });
    const winner = ['second-password', 'third-password'][won];
    expect((await login(u.user.email, winner)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(answers[won].json().access_token) })).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/password', payload: { current_password: 'x', new_password: 'second-password' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('tokens', () => {
  it('answers 401 for a token without exp and for a subject that is not a UUID', async () => {
    const u = await t.registerUser();
    const sign = createSigner({ key: t.services.deps.jwtSecret });
    const noExp = sign({ sub: u.user.id, email: u.user.email, role: 'user', gen: 0 });
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(noExp) });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toMatch(/log in again/);
    const notUuid = sign({ sub: 'not-a-uuid', email: u.user.email, role: 'user', gen: 0, exp: Math.floor(Date.now() / 1000) + 60 });
    expect((await t.app.inject({ method: 'GET', url: '/api/todos/', headers: bearer(notUuid) })).statusCode).toBe(401);
  });
});
