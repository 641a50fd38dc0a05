import { randomUUID } from 'node:crypto';
import { REPLAY_HEARTBEAT_TIMEOUT_MS } from '../../projections/history/replayRuns';
import type { TestUser } from '../support/testApp';
import { testAppForSuite } from '../support/testAppForSuite';

const { t, admin, alice, bob } = testAppForSuite();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const db = () => t.services.deps.db;

type Run = { id: string; schema: string; until: string; status: string; events_applied: number; last_position: string | null; duration_ms: number | null; error: string | null; finished_at: string | null };

async function finished(id: string): Promise<Run> {
  for (let i = 0; i < 200; i++) {
    const run: Run = (await t.as(admin).get(`/api/admin/replays/${id}`)).json();
    if (run.status !== 'running') return run;
    await sleep(50);
  }
  throw new Error('replay never finished');
}

async function createTodo(user: TestUser, title: string) {
  const res = await t.as(user).post('/api/todos/', { title, success_criteria: 'Done when done' });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string };
}

/** The planner plans a new todo in the background: wait for it, so the log stands still. */
async function planned(user: TestUser, todoId: string) {
  await t.plannedSteps(user, todoId);
}

/** The recording time of the newest event: a point in time between two batches of changes. */
async function logTime(): Promise<string> {
  const row = await db()('events').max('recorded_at as at').first();
  return new Date(row!.at).toISOString();
}

describe('POST /api/admin/replays', () => {
  it('rebuilds the read models as of an instant into a schema, in the background, and reports progress', async () => {
    const before = await createTodo(alice, 'Before the cut');
    await sleep(20);
    const until = await logTime();
    // The log's times have microseconds; a replay cuts at the millisecond (as ISO times carry).
    const eventsUpToCut = Number((await db()('events').whereRaw("date_trunc('milliseconds', recorded_at) <= ?", [until]).count({ n: '*' }).first())!.n);
    await sleep(20);
    const after = await createTodo(alice, 'After the cut');

    const res = await t.as(admin).post('/api/admin/replays', { until, schema: 'audit_cut' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ schema: 'audit_cut', until, status: 'running', error: null });

    const run = await finished(res.json().id);
    expect(run).toMatchObject({ status: 'completed', events_applied: eventsUpToCut, error: null });
    expect(run.duration_ms).toEqual(expect.any(Number));
    expect(run.finished_at).not.toBeNull();

    const replayed = await db()('audit_cut.todos').where({ user_id: alice.user.id }).select('id');
    expect(replayed.map((r: { id: string }) => r.id)).toContain(before.id);
    expect(replayed.map((r: { id: string }) => r.id)).not.toContain(after.id);
    // The live read models are untouched.
    expect((await db()('todos').where({ id: after.id })).length).toBe(1);
    expect((await t.as(admin).get('/api/admin/replays')).json().map((r: Run) => r.id)).toContain(run.id);
  });

  it('may run again into a schema an earlier replay made', async () => {
    const until = await logTime();
    const first = await finished((await t.as(admin).post('/api/admin/replays', { until, schema: 'audit_again' })).json().id);
    const again = await t.as(admin).post('/api/admin/replays', { until, schema: 'audit_again' });
    expect(again.statusCode).toBe(202);
    expect((await finished(again.json().id)).events_applied).toBe(first.events_applied);
  });

  it('refuses a schema that exists but no replay made, and a second replay into a schema while one runs', async () => {
    await db().raw('CREATE SCHEMA IF NOT EXISTS someone_elses');
    const foreign = await t.as(admin).post('/api/admin/replays', { until: new Date().toISOString(), schema: 'someone_elses' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ detail: 'Schema "someone_elses" already exists and was not made by a replay: choose another name.' });

    // A run another API process is doing right now (fresh heartbeat).
    const id = randomUUID();
    const now = new Date();
    await db()('replay_runs').insert({ id, schema_name: 'audit_busy', until: now, status: 'running', requested_by: admin.user.id, started_at: now, heartbeat_at: now });
    const busy = await t.as(admin).post('/api/admin/replays', { until: now.toISOString(), schema: 'audit_busy' });
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual({ detail: `A replay into schema "audit_busy" is already running (${id}).` });

    // That process died: its run reads as interrupted and the schema is free again.
    await db()('replay_runs').where({ id }).update({ heartbeat_at: new Date(Date.now() - REPLAY_HEARTBEAT_TIMEOUT_MS - 1000) });
    expect((await t.as(admin).get(`/api/admin/replays/${id}`)).json()).toMatchObject({ status: 'interrupted', error: expect.stringMatching(/stopped before it finished/) });
    const retry = await t.as(admin).post('/api/admin/replays', { until: now.toISOString(), schema: 'audit_busy' });
    expect(retry.statusCode).toBe(202);
    expect((await finished(retry.json().id)).status).toBe('completed');
  });

  it('validates the request with readable details', async () => {
    const cases: Array<[unknown, string]> = [
      [{ until: 'yesterday', schema: 'audit_x' }, 'Invalid until: must be an ISO 8601 time, e.g. 2025-03-10T09:00:00Z'],
      [{ until: '2025-03-10T09:00:00Z' }, 'Invalid schema: is required: the PostgreSQL schema the read models are rebuilt into'],
      [{ until: '2025-03-10T09:00:00Z', schema: 'Audit-1' }, 'Schema must be 1 to 63 lower-case letters, digits or _, starting with a letter or _.'],
      [{ until: '2025-03-10T09:00:00Z', schema: 'public' }, 'Schema "public" is reserved: choose another name for the replay.'],
      [{ until: '2025-03-10T09:00:00Z', schema: 'pg_catalog' }, 'Schema "pg_catalog" is reserved: choose another name for the replay.'],
    ];
    for (const [body, detail] of cases) {
      const res = await t.as(admin).post('/api/admin/replays', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail });
    }
  });

  it('is for admins only', async () => {
    const res = await t.as(alice).post('/api/admin/replays', { until: new Date().toISOString(), schema: 'audit_alice' });
    expect(res.statusCode).toBe(403);
    expect((await t.as(alice).get('/api/admin/replays')).statusCode).toBe(403);
    expect((await t.as(null).post('/api/admin/replays', { until: new Date().toISOString(), schema: 'audit_anon' })).statusCode).toBe(401);
    expect((await db().raw("SELECT 1 FROM information_schema.schemata WHERE schema_name IN ('audit_alice', 'audit_anon')")).rows).toEqual([]);
  });

  it('answers 404 for an unknown replay id', async () => {
    for (const id of [randomUUID(), 'nope']) {
      const res = await t.as(admin).get(`/api/admin/replays/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Replay not found' });
    }
  });
});

describe('GET /api/admin/export', () => {
  type Line = { id: string; stream: string; revision: number; position: number; type: string; data: any; metadata: any; recorded_at: string };
  const parse = (body: string): Line[] => body.split('\n').filter(Boolean).map((l) => JSON.parse(l));

  it('streams the whole log as NDJSON, one event per line, in order, as stored', async () => {
    await planned(bob, (await createTodo(bob, 'Bob exports')).id);
    const res = await t.as(admin).get('/api/admin/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="odyssey-events-.*\.ndjson"$/);
    const lines = parse(res.body);
    const stored = await db()('events').orderBy('position').select('event_id', 'stream_id', 'revision', 'position', 'type', 'data', 'metadata', 'recorded_at');
    expect(lines).toHaveLength(stored.length);
    lines.forEach((line, i) => {
      expect(Object.keys(line)).toEqual(['id', 'stream', 'revision', 'position', 'type', 'data', 'metadata', 'recorded_at']);
      expect(line).toEqual({
        id: stored[i].event_id,
        stream: stored[i].stream_id,
        revision: Number(stored[i].revision),
        position: Number(stored[i].position),
        type: stored[i].type,
        data: stored[i].data,
        metadata: stored[i].metadata,
        recorded_at: new Date(stored[i].recorded_at).toISOString(),
      });
    });
  });

  it('with user_id, holds only the streams that user owns, each whole', async () => {
    const bobsTodo = await createTodo(bob, 'Bob only');
    const alicesTodo = await createTodo(alice, 'Alice only');
    const lines = parse((await t.as(admin).get(`/api/admin/export?user_id=${bob.user.id}`)).body);
    const streams = new Set(lines.map((l) => l.stream));
    expect(streams).toContain(`user-${bob.user.id}`);
    expect(streams).toContain(`todo-${bobsTodo.id}`);
    expect(streams).not.toContain(`todo-${alicesTodo.id}`);
    expect(streams).not.toContain(`user-${alice.user.id}`);
    // Every exported stream starts at revision 0 with an event of bob's, and has no gap.
    for (const stream of streams) {
      const events = lines.filter((l) => l.stream === stream);
      expect(events.map((e) => e.revision)).toEqual(events.map((_, i) => i));
      expect(events[0].data.userId).toBe(bob.user.id);
    }
    // Nothing of alice's leaks in.
    expect(lines.some((l) => JSON.stringify(l).includes(alice.user.id))).toBe(false);
  });

  it('validates user_id and is for admins only', async () => {
    const bad = await t.as(admin).get('/api/admin/export?user_id=bob');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: 'Invalid querystring user_id: must be a user id (UUID)' });
    expect((await t.as(alice).get('/api/admin/export')).statusCode).toBe(403);
    expect((await t.as(null).get('/api/admin/export')).statusCode).toBe(401);
  });
});
