import http from 'node:http';
import type { Services } from '../../api/services';
import { startTestApp, type TestApp, type TestUser, startServicesBeside } from '../support/testApp';
import { openLiveStream, type LiveMessage, type LiveStreamClient } from './liveStreamClient';
import { createTodoOverHttp } from '../support/createTodoOverHttp';
import { listenLocally } from '../support/listenLocally';

process.env.LIVE_MAX_STREAMS_PER_USER = '3';
process.env.LIVE_HEARTBEAT_MS = '200';

jest.setTimeout(60_000);
const open: LiveStreamClient[] = [];
const track = (c: LiveStreamClient) => {
  open.push(c);
  return c;
};
afterEach(() => {
  for (const c of open.splice(0)) c.close();
});

const about = (kind: string, id: string, type?: string) => (m: LiveMessage) =>
  m.data.kind === kind && m.data.id === id && (type === undefined || m.data.type === type);
const isReady = (m: LiveMessage) => m.data.kind === 'ready';

describe('GET /api/live (one process)', () => {
  let t: TestApp;
  let baseUrl: string;
  let alice: TestUser;
  let bob: TestUser;
  let admin: TestUser;
  const connect = async (user: TestUser, lastEventId?: string) => {
    const client = track(await openLiveStream(baseUrl, user.token, lastEventId));
    expect(client.status).toBe(200);
    await client.next(isReady);
    return client;
  };
  const positionsOf = async (streamId: string) =>
    (await t.services.deps.store.readStream(streamId)).map((e) => ({ type: e.type, position: e.position.toString() }));

  beforeAll(async () => {
    t = await startTestApp();
    baseUrl = await listenLocally(t.app);
    admin = await t.registerUser();
    alice = await t.registerUser();
    bob = await t.registerUser();
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it("shows a change made through one client on the other client's stream, at its log position", async () => {
    const first = await connect(alice);
    const second = await connect(alice);
    const todoId = await createTodoOverHttp(baseUrl, alice.token, 'Paint the fence');
    const [created] = await positionsOf(`todo-${todoId}`);
    const seen = await second.next(about('todo', todoId, 'TodoCreated'));
    expect(seen.id).toBe(created.position);
    expect(seen.data).toEqual({ kind: 'todo', id: todoId, position: created.position, type: 'TodoCreated' });
    expect((await first.next(about('todo', todoId, 'TodoCreated'))).id).toBe(created.position);
  });

  it('tells both todos of a wait that it changed, live and on resume', async () => {
    const stream = await connect(alice);
    const party = await createTodoOverHttp(baseUrl, alice.token, 'Throw the party');
    const venue = await createTodoOverHttp(baseUrl, alice.token, 'Book the venue');
    const res = await fetch(`${baseUrl}/api/todos/${party}/dependencies`, {
      method: 'POST',
      headers: { ...alice.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ depends_on: venue }),
    });
    expect(res.status).toBe(200);
    const added = (await positionsOf(`todo-${party}`)).find((e) => e.type === 'TodoDependencyAdded');
    for (const id of [party, venue]) {
      expect((await stream.next(about('todo', id, 'TodoDependencyAdded'))).data).toEqual({ kind: 'todo', id, position: added?.position, type: 'TodoDependencyAdded' });
    }
    const resumed = await connect(alice, String(BigInt(added?.position ?? '0') - 1n));
    for (const id of [party, venue]) expect((await resumed.next(about('todo', id, 'TodoDependencyAdded'))).id).toBe(added?.position);
  });

  it("delivers what the system appends to the user's own streams (the background step plan)", async () => {
    const stream = await connect(alice);
    const todoId = await createTodoOverHttp(baseUrl, alice.token, 'Learn to juggle');
    const planned = await stream.next(about('todo', todoId, 'StepsPlanned'));
    const log = await positionsOf(`todo-${todoId}`);
    expect(planned.id).toBe(log.find((e) => e.type === 'StepsPlanned')?.position);
  });

  it("never sends another user's changes, nor what an admin does to nothing of theirs", async () => {
    const bobs = await connect(bob);
    const alicesTodo = await createTodoOverHttp(baseUrl, alice.token, 'Secret plan');
    const adminsTodo = await createTodoOverHttp(baseUrl, admin.token, 'Admin chores');
    // Bob's own change comes later in the log: once it arrives, anything of Alice's would have.
    const bobsTodo = await createTodoOverHttp(baseUrl, bob.token, 'Bob plan');
    await bobs.next(about('todo', bobsTodo, 'TodoCreated'));
    const ids = bobs.messages.map((m) => m.data.id);
    expect(ids).not.toContain(alicesTodo);
    expect(ids).not.toContain(adminsTodo);
    expect(bobs.messages.filter((m) => m.data.kind !== 'ready').every((m) => m.data.id === bobsTodo)).toBe(true);
  });

  it("carries a planning job's progress and the titles generated so far", async () => {
    const stream = await connect(alice);
    const started = await fetch(`${baseUrl}/api/mission-breakdown/generate-todos-async`, {
      method: 'POST',
      headers: { ...alice.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ mission_title: 'Run a half marathon', mission_description: '', qa_pairs: [] }),
    });
    expect(started.status).toBe(202);
    const jobId = ((await started.json()) as { job_id: string }).job_id;
    const withItems = await stream.next((m) => about('job', jobId, 'JobProgressed')(m) && Array.isArray(m.data.partial_items));
    // The titles arrive while the planner shapes the plan, before the finished plan's 90%.
    expect(withItems.data.progress).toBeGreaterThan(10);
    expect(withItems.data.progress).toBeLessThan(90);
    await stream.next(about('job', jobId, 'JobCompleted'));
    const job = await fetch(`${baseUrl}/api/jobs/${jobId}`, { headers: alice.headers });
    const titles = ((await job.json()) as { result: { todos: { title: string }[] } }).result.todos.map((todo) => todo.title);
    expect(withItems.data.partial_items).toEqual(titles);
  });

  it('resumes after a drop from Last-Event-ID without missing a change', async () => {
    const before = await connect(alice);
    const resumeFrom = before.lastEventId();
    expect(resumeFrom).toMatch(/^\d+$/);
    before.close();
    // Changes while the client is away.
    const missed = [await createTodoOverHttp(baseUrl, alice.token, 'While away 1'), await createTodoOverHttp(baseUrl, alice.token, 'While away 2')];
    const again = await connect(alice, resumeFrom as string);
    for (const id of missed) await again.next(about('todo', id, 'TodoCreated'));
    const replayed = again.messages.filter((m) => m.data.kind === 'todo').map((m) => BigInt(m.id as string));
    expect(replayed.every((p) => p > BigInt(resumeFrom as string))).toBe(true);
    expect([...replayed].sort((a, b) => (a < b ? -1 : 1))).toEqual(replayed);
    // And it keeps following live after the replay.
    const after = await createTodoOverHttp(baseUrl, alice.token, 'After the resume');
    await again.next(about('todo', after, 'TodoCreated'));
  });

  it('sends a heartbeat comment to keep proxies from closing the stream', async () => {
    const stream = await connect(bob);
    await new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (stream.comments.length > 0) {
          clearInterval(check);
          resolve();
        }
      }, 20);
    });
    expect(stream.comments[0]).toBe('keep-alive');
  });

  it('refuses a stream over the per-user cap with 429 and a detail', async () => {
    for (let i = 0; i < 3; i++) await connect(bob);
    const refused = track(await openLiveStream(baseUrl, bob.token));
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body).detail).toMatch(/At most 3 live connections/);
    // Other users are not affected.
    await connect(alice);
  });

  it('answers HEAD with the stream\'s headers at once, holding no stream open', async () => {
    const carol = await t.registerUser();
    // More HEAD requests than the cap: each is answered and ends, none takes a stream's place.
    for (let i = 0; i < 4; i++) {
      const answer = await new Promise<{ status?: number; type?: string }>((resolve, reject) => {
        const req = http.request(`${baseUrl}/api/live`, { method: 'HEAD', headers: carol.headers }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode, type: res.headers['content-type'] }));
        });
        req.on('error', reject);
        req.end();
      });
      expect(answer).toEqual({ status: 200, type: 'text/event-stream; charset=utf-8' });
    }
    await connect(carol);
  });

  it('answers 401 without a token and 400 for a Last-Event-ID that is not a position', async () => {
    expect((await fetch(`${baseUrl}/api/live`)).status).toBe(401);
    const bad = await fetch(`${baseUrl}/api/live`, { headers: { ...alice.headers, 'last-event-id': 'yesterday' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { detail: string }).detail).toMatch(/Last-Event-ID/);
  });
});

describe('GET /api/live with ROLE=api and ROLE=projector apart', () => {
  let api: TestApp;
  let projector: Services;
  afterAll(async () => {
    await api?.close();
    await projector?.stop();
  });

  it('an api-only process learns of the projector process commits by notification', async () => {
    api = await startTestApp({ roles: ['api'] });
    projector = await startServicesBeside(api, ['projector']);
    const baseUrl = await listenLocally(api.app);
    await api.registerUser();
    const carol = await api.registerUser();
    const first = track(await openLiveStream(baseUrl, carol.token));
    const second = track(await openLiveStream(baseUrl, carol.token));
    await Promise.all([first.next(isReady), second.next(isReady)]);
    const todoId = await createTodoOverHttp(baseUrl, carol.token, 'Across processes');
    const seen = await second.next(about('todo', todoId, 'TodoCreated'));
    const [created] = await api.services.deps.store.readStream(`todo-${todoId}`);
    expect(seen.id).toBe(created.position.toString());
  }, 60_000);
});
