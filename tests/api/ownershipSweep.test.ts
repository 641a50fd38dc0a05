import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp, type TestUser } from '../support/testApp';
import { listenLocally } from '../support/listenLocally';

/**
 * Another user's ids, on every route that takes one: the same 404 as an id that does not
 * exist (nothing leaks), and nothing of the owner's changes.
 */
let t: TestApp;
let alice: TestUser;
let bob: TestUser;
const ids: Record<string, string> = {};
let routes: { method: string; path: string }[];

async function waitFor<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

beforeAll(async () => {
  t = await startTestApp();
  await t.registerUser(); // the admin
  alice = await t.registerUser();
  bob = await t.registerUser();
  const as = t.as(alice);
  ids.odyssey = (await as.post('/api/odysseys/', { title: 'Run a marathon', description: 'In spring' })).json().id;
  ids.mission = (await as.post('/api/missions/', { title: 'Base training', description: 'Weeks 1-8', odyssey_id: ids.odyssey })).json().id;
  ids.todo = (await as.post('/api/todos/', { title: 'Buy shoes', success_criteria: 'Shoes fit', mission_id: ids.mission })).json().id;
  const steps = await waitFor(async () => {
    const list = (await as.get(`/api/steps/todo/${ids.todo}`)).json();
    return list.length > 0 ? list : undefined;
  }, 'the step plan');
  ids.step = steps[0].id;
  ids.finding = (await as.post('/api/step-assistant/findings', { step_id: ids.step, finding_type: 'decision', title: 'Brand', content: 'Trail shoes' })).json().id;
  ids.job = (await as.post('/api/mission-breakdown/generate-todos-async', { mission_title: 'Base training', mission_description: 'Weeks 1-8', qa_pairs: [] })).json().job_id;
  const chat = await fetch(`${await listenLocally(t.app)}/api/director/chat`, {
    method: 'POST',
    headers: { ...alice.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ message: 'What should I focus on?', conversation_id: null }),
  });
  ids.conversation = JSON.parse((await chat.text()).split('\n').find((l) => l.startsWith('data: '))!.slice(6)).conversation_id;

  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  routes = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
    Object.keys(ops)
      .filter((m) => ['get', 'post', 'put', 'delete'].includes(m) && path.includes('{') && !path.startsWith('/api/admin/'))
      .map((m) => ({ method: m.toUpperCase(), path })),
  );
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** Which of alice's ids a path parameter takes. */
function fillWith(path: string, own: (kind: string) => string): string[] {
  if (path === '/api/history/{kind}/{id}') return ['todo', 'mission', 'odyssey', 'conversation'].map((k) => `/api/history/${k}/${own(k)}`);
  if (path === '/api/trash/{kind}/{id}/restore') return ['todo', 'mission', 'odyssey'].map((k) => `/api/trash/${k}/${own(k)}/restore`);
  // Both ends of a wait are todos.
  if (path === '/api/todos/{id}/dependencies/{dependsOn}') return [path.replace(/\{[^}]+\}/g, own('todo'))];
  const kind = path.startsWith('/api/director/conversations/')
    ? 'conversation'
    : path.startsWith('/api/missions/')
      ? 'mission'
      : path.startsWith('/api/odysseys/')
        ? 'odyssey'
        : path.startsWith('/api/jobs/')
          ? 'job'
          : path === '/api/step-assistant/findings/{id}'
            ? 'finding'
            : path.includes('{todoId}') || path.startsWith('/api/todos/')
              ? 'todo'
              : 'step';
  return [path.replace(/\{[^}]+\}/, own(kind))];
}

const body = () => ({ title: 'Taken over', description: 'by bob', status: 'paused', success_criteria: 'x', message: 'hello', content: 'note', content_text: 'evidence', depends_on: ids.todo });

it("answers another user's ids exactly like ids that do not exist, on every route", async () => {
  expect(Object.keys(ids).sort()).toEqual(['conversation', 'finding', 'job', 'mission', 'odyssey', 'step', 'todo']);
  for (const id of Object.values(ids)) expect(id).toMatch(/^[0-9a-f-]{36}$/);
  expect(routes.length).toBeGreaterThan(25);
  const leaks: string[] = [];
  for (const r of routes) {
    const theirs = fillWith(r.path, (k) => ids[k]);
    const missing = fillWith(r.path, () => randomUUID());
    for (let i = 0; i < theirs.length; i++) {
      const call = (url: string) => t.as(bob)[r.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](url, body());
      const [a, b] = [await call(theirs[i]), await call(missing[i])];
      if (a.statusCode !== 404 || b.statusCode !== 404 || a.body !== b.body) leaks.push(`${r.method} ${theirs[i]}: ${a.statusCode} ${a.body.slice(0, 80)} vs ${b.statusCode} ${b.body.slice(0, 80)}`);
    }
  }
  expect(leaks).toEqual([]);
}, 120_000);

it("leaves the owner's data as it was", async () => {
  const as = t.as(alice);
  expect((await as.get(`/api/todos/${ids.todo}`)).json()).toMatchObject({ title: 'Buy shoes', mission_id: ids.mission });
  expect((await as.get(`/api/missions/${ids.mission}`)).json()).toMatchObject({ title: 'Base training', status: 'active' });
  expect((await as.get(`/api/odysseys/${ids.odyssey}`)).json()).toMatchObject({ title: 'Run a marathon', status: 'active' });
  expect((await as.get(`/api/step-assistant/findings/${ids.step}`)).json().map((f: { id: string }) => f.id)).toContain(ids.finding);
  expect((await as.get(`/api/director/conversations/${ids.conversation}/messages`)).statusCode).toBe(200);
});
