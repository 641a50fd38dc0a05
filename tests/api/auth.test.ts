import { createSigner } from 'fast-jwt';
import { startTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const register = (payload: unknown, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object, headers });
const login = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object });

describe('register and login', () => {
  it('makes the first account admin and later ones user, and answers a token and the user', async () => {
    const first = await register({ email: 'First@Example.com', password: 'password-1' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ token_type: 'bearer', user: { email: 'first@example.com', role: 'admin', has_completed_onboarding: false } });
    expect(first.json().access_token).toEqual(expect.any(String));
    const second = await register({ email: 'second@example.com', password: 'password-2' });
    expect(second.json().user.role).toBe('user');
  });

  it('refuses a duplicate email with 409, whatever its case', async () => {
    await register({ email: 'dup@example.com', password: 'password-1' });
    const again = await register({ email: 'DUP@example.com', password: 'password-2' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'An account with this email already exists.' });
  });

  it('lets only one of many concurrent registrations of an email through', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => register({ email: 'race@example.com', password: 'password-1' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it.each([
    [{ email: 'not-an-email', password: 'password-1' }, 'Invalid email: Enter a valid email address.'],
    [{ email: 'short@example.com', password: 'short' }, 'Invalid password: Password must be at least 8 characters.'],
    [{ password: 'password-1' }, 'Invalid email: Email is required.'],
    [{ email: 'role@example.com', password: 'password-1', role: 'owner' }, "Invalid role: Role must be 'user' or 'admin'."],
  ])('validates %j', async (payload, detail) => {
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail });
  });

  it('refuses role admin from anyone but an admin (403), and allows it for an admin', async () => {
    const anonymous = await register({ email: 'wannabe@example.com', password: 'password-1', role: 'admin' });
    expect(anonymous.statusCode).toBe(403);
    const user = await t.registerUser();
    const asUser = await register({ email: 'wannabe2@example.com', password: 'password-1', role: 'admin' }, user.headers);
    expect(asUser.statusCode).toBe(403);
    const admin = await login({ email: 'first@example.com', password: 'password-1' });
    const asAdmin = await register({ email: 'second-admin@example.com', password: 'password-1', role: 'admin' }, { authorization: `Bearer ${admin.json().access_token}` });
    expect(asAdmin.statusCode).toBe(201);
    expect(asAdmin.json().user.role).toBe('admin');
  });

  it('logs in with the right password only, without telling which part was wrong', async () => {
    await register({ email: 'login@example.com', password: 'password-ok' });
    const ok = await login({ email: 'LOGIN@example.com', password: 'password-ok' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe('login@example.com');
    const wrong = await login({ email: 'login@example.com', password: 'password-no' });
    const unknown = await login({ email: 'nobody@example.com', password: 'password-no' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('says a password is too long, not missing, when it is over 256 characters', async () => {
    const tooLong = 'x'.repeat(257);
    const atLogin = await login({ email: 'login@example.com', password: tooLong });
    expect(atLogin.statusCode).toBe(400);
    expect(atLogin.json()).toEqual({ detail: 'Invalid password: Password must be at most 256 characters.' });
    const user = await t.registerUser();
    const change = await t.as(user).post('/api/auth/password', { current_password: tooLong, new_password: 'another-password' });
    expect(change.statusCode).toBe(400);
    expect(change.json()).toEqual({ detail: 'Invalid current_password: Current password must be at most 256 characters.' });
  });

  it('stores the password as an argon2id hash, never in clear', async () => {
    await register({ email: 'hash@example.com', password: 'secret-words' });
    const user = await t.services.deps.db('users').where({ email: 'hash@example.com' }).first();
    const row = await t.services.deps.db('user_credentials').where({ user_id: user.id }).first();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const events = await t.services.deps.db('events').whereRaw("data::text LIKE '%secret-words%'");
    expect(events).toHaveLength(0);
  });
});

describe('GET /api/auth/me and tokens', () => {
  it('answers the signed-in user', async () => {
    const u = await t.registerUser('me@example.com');
    const res = await t.as(u).get('/api/auth/me');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: u.user.id, email: 'me@example.com', role: 'user', created_at: expect.any(String), has_completed_onboarding: false });
  });

  it('answers 401 without a token, with a tampered token and with an expired one', async () => {
    const u = await t.registerUser();
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const [h, p, s] = u.token.split('.');
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload, role: 'admin' })).toString('base64url')}.${s}`;
    expect((await t.as({ ...u, headers: { authorization: `Bearer ${forged}` } }).get('/api/auth/me')).statusCode).toBe(401);
    const sign = createSigner({ key: t.services.deps.jwtSecret });
    const expired = sign({ sub: u.user.id, email: u.user.email, role: 'user', iat: Math.floor(Date.now() / 1000) - 3600, exp: Math.floor(Date.now() / 1000) - 60 });
    const res = await t.as({ ...u, headers: { authorization: `Bearer ${expired}` } }).get('/api/auth/me');
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toMatch(/log in again/);
  });

  it('issues tokens that expire after 7 days', async () => {
    const u = await t.registerUser();
    const payload = JSON.parse(Buffer.from(u.token.split('.')[1], 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(7 * 24 * 3600);
  });
});

describe('API shell', () => {
  it('answers malformed JSON with 400 and a detail', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: '{"email": ', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'The request body is not valid JSON.' });
  });

  it('answers a body that is too large with 413', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }), headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toMatch(/too large/);
  });

  it('accepts paths with and without a trailing slash and answers unknown API paths with 404 JSON', async () => {
    const u = await t.registerUser();
    expect((await t.as(u).get('/api/auth/me/')).statusCode).toBe(200);
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toMatch(/No route/);
  });

  it('reports health: database, event store and projection lag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok', event_store: 'ok', planner: 'offline' });
    expect(res.json().projection_lag).toEqual(expect.any(Number));
  });

  it('serves OpenAPI generated from the schemas at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.paths['/api/auth/register'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('password');
  });

  it('carries the request id into the metadata of the events the request appends', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: 'traced@example.com', password: 'password-1' }, headers: { 'x-request-id': 'trace-1234-abcd' } });
    expect(res.headers['x-request-id']).toBe('trace-1234-abcd');
    const events = await t.services.deps.db('events').whereRaw("metadata->>'correlationId' = ?", ['trace-1234-abcd']).select('type');
    expect(events.map((e: { type: string }) => e.type).sort()).toEqual(['EmailReserved', 'UserRegistered']);
  });
});

describe('rate limiting', () => {
  it('answers 429 after too many login attempts from one client', async () => {
    const limited = await startTestApp({ authRateLimit: 3 });
    try {
      const codes = [];
      for (let i = 0; i < 5; i++) codes.push((await limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'x@example.com', password: 'whatever1' } })).statusCode);
      expect(codes).toEqual([401, 401, 401, 429, 429]);
      const last = await limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'x@example.com', password: 'whatever1' } });
      expect(last.json().detail).toMatch(/Too many requests/);
    } finally {
      await limited.close();
    }
  });
});
