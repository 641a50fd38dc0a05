import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp, type TestUser } from '../support/testApp';

/**
 * Every route the OpenAPI document lists: without a token it answers 401 (bar the public
 * ones), and no input, however wrong, makes it answer 500.
 */
let t: TestApp;
let admin: TestUser;
let user: TestUser;
let routes: { method: string; path: string }[];

const PUBLIC = new Set(['GET /api/health', 'GET /api/ready', 'POST /api/auth/register', 'POST /api/auth/login', 'GET /api/calendar/feeds/{file}']);

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.registerUser();
  user = await t.registerUser();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  routes = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
    Object.keys(ops)
      .filter((m) => ['get', 'post', 'put', 'delete'].includes(m))
      .map((m) => ({ method: m.toUpperCase(), path })),
  );
});
afterAll(async () => {
  await t.close();
});

/** Fills path parameters: a random id, or a value that is not an id at all. */
const fill = (path: string, value: () => string) => path.replace(/\{[^}]+\}/g, value);

it('lists the API in OpenAPI', () => {
  expect(routes.length).toBeGreaterThan(40);
});

it('answers 401 on every non-public route without a token', async () => {
  const open: string[] = [];
  for (const r of routes) {
    if (PUBLIC.has(`${r.method} ${r.path}`)) continue;
    const res = await t.app.inject({ method: r.method as 'GET', url: fill(r.path, () => randomUUID()), payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {} });
    if (res.statusCode !== 401) open.push(`${r.method} ${r.path} -> ${res.statusCode}`);
  }
  expect(open).toEqual([]);
});

it.each([
  ['an unknown id', () => randomUUID(), {}],
  ['a malformed id', () => 'not-an-id', { title: 42, message: ['x'], status: null }],
  ['a hostile body', () => randomUUID(), { title: 'x'.repeat(100_000), due_date: 'yesterday', priority: 'urgent', temperature: 'hot', qa_pairs: 'none' }],
])('never answers 500 for %s, as a user and as an admin', async (_label, id, body) => {
  const failures: string[] = [];
  for (const who of [user, admin]) {
    for (const r of routes) {
      if (r.path === '/api/director/chat' || r.path === '/api/live') continue; // streams: covered by tests/api/director.test.ts and tests/api/live.test.ts
      const res = await t.as(who)[r.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](fill(r.path, id), body);
      if (res.statusCode >= 500) failures.push(`${r.method} ${r.path} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
      if (res.statusCode >= 400 && !res.headers['content-type']?.toString().includes('application/json')) failures.push(`${r.method} ${r.path} -> ${res.statusCode} not JSON`);
    }
  }
  expect(failures).toEqual([]);
}, 120_000);
