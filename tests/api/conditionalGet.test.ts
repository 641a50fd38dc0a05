import { gunzipSync } from 'node:zlib';
import { testAppForSuite } from '../support/testAppForSuite';

const { t, alice } = testAppForSuite();

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { ...alice.headers, ...headers } });
const createTodo = async (title: string) => {
  const res = await t.as(alice).post('/api/todos/', { title, success_criteria: 'Done when it is done' });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string };
};

describe('compression', () => {
  it('gzips a JSON answer for a client that accepts it, and sends it plain to one that does not', async () => {
    for (let i = 0; i < 5; i++) await createTodo(`Compressible todo ${i} ${'words '.repeat(20)}`);
    // The planner adds the new todos' steps in the background: compare once it is done.
    await t.quiet();
    const plain = await get('/api/todos/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await get('/api/todos/', { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
  });
});

describe('conditional GETs', () => {
  it('answers 304 while the answer is unchanged, and a new ETag after a change by the user', async () => {
    await t.quiet();
    const first = await get('/api/todos/');
    const tag = first.headers.etag as string;
    expect(tag).toEqual(expect.any(String));
    const again = await get('/api/todos/', { 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await createTodo('One more');
    const changed = await get('/api/todos/', { 'if-none-match': tag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
  });

  it("changes the todo's ETag when the planner adds its steps", async () => {
    const todo = await createTodo('Learn to juggle');
    const before = await get(`/api/todos/${todo.id}`);
    const beforeSteps = (await get(`/api/steps/todo/${todo.id}`)).json() as unknown[];
    let after = before;
    // The planner plans in the background: read until its steps are there.
    for (let i = 0; i < 100 && beforeSteps.length === 0; i++) {
      if (((await get(`/api/steps/todo/${todo.id}`)).json() as unknown[]).length > 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    after = await get(`/api/todos/${todo.id}`, { 'if-none-match': before.headers.etag as string });
    if (beforeSteps.length === 0) {
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
    }
    const steps = await get(`/api/steps/todo/${todo.id}`);
    expect((await get(`/api/steps/todo/${todo.id}`, { 'if-none-match': steps.headers.etag as string })).statusCode).toBe(304);
  });
});

describe('GET /api/todos/ in pages', () => {
  it('walks every todo once, newest first, with limit and the X-Next-Cursor header', async () => {
    const whole = (await get('/api/todos/')).json() as { id: string }[];
    expect(whole.length).toBeGreaterThanOrEqual(7);
    const seen: string[] = [];
    let url = '/api/todos/?limit=3';
    for (let i = 0; i < 10; i++) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      seen.push(...(res.json() as { id: string }[]).map((t) => t.id));
      const next = res.headers['x-next-cursor'];
      if (!next) break;
      url = `/api/todos/?limit=3&cursor=${next}`;
    }
    expect(seen).toEqual(whole.map((t) => t.id));
  });

  it('refuses a bad limit or cursor with 400', async () => {
    expect((await get('/api/todos/?limit=0')).statusCode).toBe(400);
    const bad = await get('/api/todos/?cursor=not-a-cursor');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/cursor/);
  });
});
