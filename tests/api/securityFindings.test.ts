import { Client } from 'pg';
import { startTestApp, type TestApp, type TestUser } from '../support/testApp';
import { testAppForSuite } from '../support/testAppForSuite';

/** One test (or more) per finding of the security review. */
const { t, admin, alice } = testAppForSuite();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const db = () => t.services.deps.db;

async function asSuperuser<T>(work: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: t.databaseUrl });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

describe('replays cannot shadow the live tables', () => {
  it('refuses a schema named after the database user, another role, or a reserved name', async () => {
    const user: string = (await db().raw('SELECT current_user AS u')).rows[0].u;
    await db().raw('DROP ROLE IF EXISTS odyssey_sec_other; CREATE ROLE odyssey_sec_other NOLOGIN');
    const until = new Date().toISOString();
    for (const schema of [user, 'postgres', 'odyssey_sec_other', 'public', 'pg_temp_1', 'information_schema', 'analytics']) {
      const res = await t.as(admin).post('/api/admin/replays', { until, schema });
      expect([schema, res.statusCode]).toEqual([schema, 400]);
      expect(res.json().detail).toMatch(/choose another name/);
    }
    await db().raw('DROP ROLE odyssey_sec_other');
  });

  it('keeps tokens and writes on the live tables when a schema named after the user exists', async () => {
    // What a replay into that schema used to create: tables the default search path found first.
    await asSuperuser(async (c) => {
      await c.query('CREATE SCHEMA IF NOT EXISTS "$user" ; DROP SCHEMA "$user"');
      const { rows } = await c.query('SELECT current_user AS u');
      await c.query(`CREATE SCHEMA "${rows[0].u}"`);
      await c.query(`CREATE TABLE "${rows[0].u}".users (LIKE public.users)`);
      await c.query(`CREATE TABLE "${rows[0].u}".todos (LIKE public.todos)`);
    });
    // New connections as well as pooled ones.
    await Promise.all([1, 2, 3, 4, 5].map(() => t.as(alice).get('/api/auth/me').then((r) => expect(r.statusCode).toBe(200))));
    const created = await t.as(alice).post('/api/todos/', { title: 'Still live', success_criteria: 'Listed' });
    expect(created.statusCode).toBe(201);
    expect((await t.as(alice).get('/api/todos/')).json().map((x: { title: string }) => x.title)).toContain('Still live');
  });

  it('lets an admin list replays and drop one', async () => {
    const res = await t.as(admin).post('/api/admin/replays', { until: new Date().toISOString(), schema: 'audit_drop_me' });
    expect(res.statusCode).toBe(202);
    // A token keeps working while the replay runs.
    expect((await t.as(alice).get('/api/auth/me')).statusCode).toBe(200);
    let status = 'running';
    for (let i = 0; i < 200 && status === 'running'; i++) {
      status = (await t.as(admin).get(`/api/admin/replays/${res.json().id}`)).json().status;
      if (status === 'running') await sleep(50);
    }
    expect(status).toBe('completed');
    expect((await t.as(admin).get('/api/admin/replays')).json().map((r: { schema: string }) => r.schema)).toContain('audit_drop_me');

    expect((await t.as(alice).delete('/api/admin/replays/audit_drop_me')).statusCode).toBe(403);
    expect((await t.as(admin).delete('/api/admin/replays/audit_drop_me')).statusCode).toBe(204);
    const schemas = await db()('information_schema.schemata').where({ schema_name: 'audit_drop_me' });
    expect(schemas).toEqual([]);
    expect((await t.as(admin).get('/api/admin/replays')).json().map((r: { schema: string }) => r.schema)).not.toContain('audit_drop_me');
    // Only what a replay made can be dropped.
    const publicDrop = await t.as(admin).delete('/api/admin/replays/public');
    expect(publicDrop.statusCode).toBe(404);
    expect(publicDrop.json().detail).toMatch(/No replay made a schema named "public"/);
  });
});

describe('security headers', () => {
  it('answers pages and API calls with a strict CSP, no framing, nosniff and no referrer', async () => {
    for (const url of ['/', '/todos', '/api/auth/me', '/api/docs/', '/api/no-such-route']) {
      const res = await t.as(alice).get(url);
      const csp = String(res.headers['content-security-policy']);
      expect([url, csp]).toEqual([url, expect.stringContaining("frame-ancestors 'none'")]);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      // No source may run code built from a string or a blob.
      expect(csp).not.toMatch(/unsafe-eval|blob:/);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('keeps Swagger UI loadable: its page uses no inline script', async () => {
    const page = await t.as(null).get('/api/docs/');
    expect(page.statusCode).toBe(200);
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(inline.trim()).toBe('');
      const src = /src="([^"]+)"/.exec(attributes)![1];
      const asset = await t.as(null).get(new URL(src, 'http://x/api/docs/').pathname);
      expect([src, asset.statusCode]).toEqual([src, 200]);
    }
  });
});

describe('cost and abuse limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ plannerRateLimit: 2, authRateLimit: 2, trustProxy: true });
  }, 60_000);
  afterAll(async () => {
    await limited?.close();
  }, 30_000);

  it('limits planner calls per user, answering 429 with when to retry', async () => {
    const [first, second] = [await limited.registerUser(), await limited.registerUser()];
    const ask = (user: TestUser) => limited.as(user).post('/api/mission-breakdown/questions', { title: 'Learn Spanish', description: '' });
    expect((await ask(first)).statusCode).toBe(200);
    expect((await ask(first)).statusCode).toBe(200);
    const refused = await ask(first);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: expect.stringMatching(/^You have used the AI planner 2 times in the last minute here\. Try again in \d+ seconds\.$/) });
    // Another user has a budget of their own.
    expect((await ask(second)).statusCode).toBe(200);
    // The Director's chat has its limit too.
    const chat = () => limited.as(first).post('/api/director/chat', { message: 'hi', conversation_id: null });
    await chat();
    await chat();
    expect((await chat()).statusCode).toBe(429);
  });

  it('behind a trusted proxy, keys the sign-in limit on the client address it forwards', async () => {
    const login = (client: string) =>
      limited.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-forwarded-for': client }, payload: { email: 'nobody@example.com', password: 'wrong password' } });
    expect((await login('203.0.113.7')).statusCode).toBe(401);
    expect((await login('203.0.113.7')).statusCode).toBe(401);
    expect((await login('203.0.113.7')).statusCode).toBe(429);
    expect((await login('198.51.100.9')).statusCode).toBe(401);
  });
});

describe('bad input answers 400 (or 414) with a detail, never 500 or fastify’s own body', () => {
  it('refuses text with a NUL character or a lone surrogate, in the body, the query and the path', async () => {
    const cases: Array<[string, string, unknown?]> = [
      ['POST', '/api/todos/', { title: 'Nul \u0000 inside', success_criteria: 'x' }],
      ['POST', '/api/todos/', { title: 'Lone \ud800 surrogate', success_criteria: 'x' }],
      ['POST', '/api/todos/', { title: 'Reversed \udc00\ud800', success_criteria: 'x' }],
      ['GET', '/api/todos/?status=%00'],
      ['GET', '/api/todos/%00'],
      ['GET', '/api/todos/%ED%A0%80'],
    ];
    for (const [method, url, payload] of cases) {
      const res = await t.app.inject({ method: method as 'GET', url, payload: payload as object, headers: alice.headers });
      expect([url, res.statusCode]).toEqual([url, 400]);
      expect(res.json()).toEqual({ detail: expect.stringMatching(/^Invalid .+|not valid/) });
    }
    // A surrogate pair (an emoji) is fine.
    expect((await t.as(alice).post('/api/todos/', { title: 'Run 🏃', success_criteria: 'x' })).statusCode).toBe(201);
  });

  it('names where such text is in plain words: the body field, the query parameter, or the address', async () => {
    const detail = async (method: 'GET' | 'POST', url: string, payload?: object) => (await t.app.inject({ method, url, payload, headers: alice.headers })).json().detail;
    const rest = 'text may not contain NUL characters or unpaired surrogates.';
    expect(await detail('POST', '/api/todos/', { title: 'a\u0000', success_criteria: 'x' })).toBe(`Invalid title: ${rest}`);
    expect(await detail('GET', '/api/todos/?status=%00')).toBe(`Invalid query status: ${rest}`);
    expect(await detail('GET', '/api/todos/%00')).toBe(`Invalid address: ${rest}`);
  });

  it('answers fastify’s routing errors as { detail }', async () => {
    const long = await t.as(alice).get(`/api/todos/${'1'.repeat(4000)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ detail: expect.stringContaining('too long') });
    const malformed = await t.as(alice).get('/api/todos/%E0%A4%A');
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json())).toEqual(['detail']);
    for (const res of [
      await t.app.inject({ method: 'PATCH', url: '/api/todos/', headers: alice.headers }),
      await t.app.inject({ method: 'POST', url: '/api/todos/', headers: { ...alice.headers, 'content-type': 'application/json' }, payload: '{bad' }),
      await t.app.inject({ method: 'POST', url: '/api/todos/', headers: { ...alice.headers, 'content-type': 'application/xml' }, payload: '<a/>' }),
      await t.app.inject({ method: 'POST', url: '/api/todos/', headers: { ...alice.headers, 'content-type': 'application/json' }, payload: `"${'x'.repeat(1024 * 1024 + 10)}"` }),
    ]) {
      expect([res.statusCode, Object.keys(res.json())]).toEqual([res.statusCode, ['detail']]);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});

describe('caps on what one todo can hold', () => {
  async function todoWithSteps(): Promise<{ todoId: string; stepId: string }> {
    const todo = (await t.as(alice).post('/api/todos/', { title: 'Capped', success_criteria: 'x' })).json();
    const [step] = await t.plannedSteps(alice, todo.id);
    return { todoId: todo.id, stepId: step.id };
  }

  it('refuses an order_index outside 0..10,000 with 400, not 500 or a lost step', async () => {
    const { todoId } = await todoWithSteps();
    for (const order_index of [2 ** 31, 2 ** 53, 10_001, -1, 1.5]) {
      const res = await t.as(alice).post('/api/steps', { todo_id: todoId, title: 'Odd', order_index });
      expect([order_index, res.statusCode]).toEqual([order_index, 400]);
      expect(res.json().detail).toMatch(/Order index must be a whole number from 0 to 10000/);
    }
    expect((await t.as(alice).post('/api/steps', { todo_id: todoId, title: 'Last', order_index: 10_000 })).statusCode).toBe(201);
  });

  it('refuses a 101st step, a long content_type or finding source, and a note that would overfill its step', async () => {
    const { todoId, stepId } = await todoWithSteps();
    const have = (await t.as(alice).get(`/api/steps/todo/${todoId}`)).json().length;
    for (let i = have; i < 100; i++) expect((await t.as(alice).post('/api/steps', { todo_id: todoId, title: `Step ${i}` })).statusCode).toBe(201);
    const extra = await t.as(alice).post('/api/steps', { todo_id: todoId, title: 'One too many' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toEqual({ detail: 'A todo can have at most 100 steps' });

    const evidence = await t.as(alice).post(`/api/steps/${stepId}/evidence`, { content_type: 'x'.repeat(101), content_text: 'Proof' });
    expect(evidence.statusCode).toBe(400);
    const finding = await t.as(alice).post('/api/step-assistant/findings', { step_id: stepId, finding_type: 'information', title: 'T', content: 'C', source: 's'.repeat(101) });
    expect(finding.statusCode).toBe(400);

    await t.as(alice).put(`/api/steps/${stepId}`, { description: 'd'.repeat(9_000) });
    const note = await t.as(alice).post(`/api/steps/${stepId}/notes`, { content: 'n'.repeat(2_000) });
    expect(note.statusCode).toBe(400);
    expect(note.json().detail).toMatch(/description is full/);
  }, 120_000);
});
