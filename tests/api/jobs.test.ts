import { randomUUID } from 'node:crypto';
import { jobStreamId } from '../../domain/jobs/events';
import type { TestApp, TestUser } from '../support/testApp';
import { testAppForSuite } from '../support/testAppForSuite';

async function pollJob(t: TestApp, user: TestUser, jobId: string, timeoutMs = 10_000) {
  const started = Date.now();
  for (;;) {
    const job = (await t.as(user).get(`/api/jobs/${jobId}`)).json();
    if (job.status === 'completed' || job.status === 'failed') return job;
    if (Date.now() - started > timeoutMs) throw new Error(`job still ${job.status}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('jobs API', () => {
  const { t, alice, bob } = testAppForSuite();

  const startTodosJob = async (user: TestUser, title: string) =>
    (await t.as(user).post('/api/mission-breakdown/generate-todos-async', { mission_title: title, mission_description: '', qa_pairs: [] })).json().job_id as string;

  it('answers a job right after it starts (pending or further), then completed', async () => {
    const jobId = await startTodosJob(alice, 'Learn the guitar');

    const first = await t.as(alice).get(`/api/jobs/${jobId}`);
    expect(first.statusCode).toBe(200);
    expect(['pending', 'running', 'completed']).toContain(first.json().status);
    const done = await pollJob(t, alice, jobId);
    expect(done).toMatchObject({ status: 'completed', progress: 100 });
    // The plan for this goal: a guitar's basics are its chords.
    expect(JSON.stringify(done.result.todos)).toMatch(/open chords/);
  });

  it('another user\'s job, a missing job and a malformed id all answer 404', async () => {
    const jobId = await startTodosJob(alice, 'Learn to paint');

    for (const url of [`/api/jobs/${jobId}`, `/api/jobs/${randomUUID()}`, '/api/jobs/not-an-id']) {
      const res = await t.as(bob).get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Job not found' });
    }
    expect((await t.as(null).get(`/api/jobs/${jobId}`)).statusCode).toBe(401);
  });

  it('lists only the user\'s own jobs, newest first, filtered by status', async () => {
    const a1 = await startTodosJob(alice, 'Learn chess');
    const a2 = await startTodosJob(alice, 'Learn to swim');
    const b1 = await startTodosJob(bob, 'Learn welding');
    await pollJob(t, alice, a2);

    const mine = (await t.as(alice).get('/api/jobs/user/me')).json();
    const ids = mine.map((j: { id: string }) => j.id);
    expect(ids).toEqual(expect.arrayContaining([a1, a2]));
    expect(ids).not.toContain(b1);
    expect(ids.indexOf(a2)).toBeLessThan(ids.indexOf(a1));

    await pollJob(t, alice, a1);
    const completed = (await t.as(alice).get('/api/jobs/user/me?status=completed')).json();
    expect(completed.every((j: { status: string }) => j.status === 'completed')).toBe(true);
    expect(completed.map((j: { id: string }) => j.id)).toEqual(expect.arrayContaining([a1, a2]));
    expect((await t.as(alice).get('/api/jobs/user/me?status=failed')).json()).toEqual([]);
  });

  it('refuses an unknown status filter with a readable detail', async () => {
    const res = await t.as(alice).get('/api/jobs/user/me?status=done');

    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Invalid querystring status: status must be one of pending, running, completed, failed');
  });

  it('a job left behind by a dead worker is picked up again once its lease expires', async () => {
    // A worker claimed the job (lease ~1 s) and died: nothing more is ever written by it.
    const jobId = randomUUID();
    const now = new Date();
    await t.services.deps.store.appendToStream(
      jobStreamId(jobId),
      [
        {
          id: randomUUID(),
          type: 'JobRequested',
          data: { jobId, userId: alice.user.id, type: 'mission_todos', input: { mission_title: 'Learn sailing', mission_description: '', qa_pairs: [] }, metadata: { missionId: null, odysseyId: null }, requestedAt: now.toISOString() },
          metadata: { userId: alice.user.id, occurredAt: now.toISOString(), correlationId: 't', causationId: null },
        },
        {
          id: randomUUID(),
          type: 'JobClaimed',
          data: { jobId, workerId: 'dead-worker', leaseUntil: new Date(now.getTime() + 1000).toISOString(), attempt: 1, claimedAt: now.toISOString() },
          metadata: { userId: null, occurredAt: now.toISOString(), correlationId: 't', causationId: null },
        },
      ],
      { expectedRevision: 'no_stream' },
    );

    const job = await pollJob(t, alice, jobId, 15_000);

    expect(job.status).toBe('completed');
    expect(job.result.todos.length).toBeGreaterThan(0);
    const events = await t.services.deps.store.readStream(jobStreamId(jobId));
    expect(events.filter((e) => e.type === 'JobClaimed').map((e) => (e.data as { attempt: number }).attempt)).toEqual([1, 2]);
    expect(events.filter((e) => e.type === 'JobCompleted')).toHaveLength(1);
  });
});
