import { allEventSchemas } from '../../../domain/allEventSchemas';
import type { JobEvent } from '../../../domain/jobs/events';
import { INTERRUPTED_MESSAGE, jobDecider } from '../../../domain/jobs/jobDecider';
import { deciderSpec } from '../../support/deciderSpec';

const jobId = '5f1b8c2e-0000-4000-8000-000000000001';
const userId = '5f1b8c2e-0000-4000-8000-000000000002';
const missionId = '5f1b8c2e-0000-4000-8000-000000000003';
const t0 = '2026-01-10T10:00:00.000Z';
const t1 = '2026-01-10T10:01:00.000Z';
const afterLease = '2026-01-10T10:06:00.000Z';
const input = { mission_title: 'Learn Spanish', mission_description: '', qa_pairs: [] };
const todos = { todos: [{ title: 'Pick a course', description: 'One course.', success_criteria: '- Course chosen', priority: 'high' as const }] };

const requested: JobEvent = {
  type: 'JobRequested',
  data: { jobId, userId, type: 'mission_replan', input, metadata: { missionId, odysseyId: null }, requestedAt: t0 },
};
const claimedBy = (workerId: string, attempt = 1, claimedAt = t0): JobEvent => ({
  type: 'JobClaimed',
  data: { jobId, workerId, leaseUntil: new Date(Date.parse(claimedAt) + 5 * 60_000).toISOString(), attempt, claimedAt },
});
const completed: JobEvent = { type: 'JobCompleted', data: { jobId, workerId: 'w1', result: todos, completedAt: t1 } };
const spec = deciderSpec(jobDecider);

describe('job decider', () => {
  it('requests a job once', () => {
    spec
      .given([])
      .when({ type: 'RequestJob', jobId, userId, jobType: 'mission_replan', input, missionId, odysseyId: null, now: t0 })
      .then([requested]);
    spec.given([requested]).when({ type: 'RequestJob', jobId, userId, jobType: 'mission_replan', input, missionId, odysseyId: null, now: t0 }).thenThrows('conflict');
  });

  it('refuses an input that does not fit the job type', () => {
    spec
      .given([])
      .when({ type: 'RequestJob', jobId, userId, jobType: 'odyssey_missions', input, missionId: null, odysseyId: null, now: t0 })
      .thenThrows('invalid', 'A job of type odyssey_missions needs an odyssey title and description.');
  });

  it('lets a worker claim a pending job with a lease', () => {
    spec.given([requested]).when({ type: 'ClaimJob', jobId, workerId: 'w1', leaseMs: 5 * 60_000, now: t0 }).then([claimedBy('w1')]);
  });

  it('refuses a second claim while the lease holds, and accepts it once the lease expired', () => {
    spec.given([requested, claimedBy('w1')]).when({ type: 'ClaimJob', jobId, workerId: 'w2', leaseMs: 60_000, now: t1 }).thenThrows('conflict', 'another worker');
    spec
      .given([requested, claimedBy('w1')])
      .when({ type: 'ClaimJob', jobId, workerId: 'w2', leaseMs: 60_000, now: afterLease })
      .then([{ type: 'JobClaimed', data: { jobId, workerId: 'w2', leaseUntil: '2026-01-10T10:07:00.000Z', attempt: 2, claimedAt: afterLease } }]);
  });

  it('never runs a completed or failed job again', () => {
    spec.given([requested, claimedBy('w1'), completed]).when({ type: 'ClaimJob', jobId, workerId: 'w2', leaseMs: 1000, now: afterLease }).thenThrows('conflict', 'already completed');
    const failed: JobEvent = { type: 'JobFailed', data: { jobId, workerId: 'w1', errorMessage: 'boom', failedAt: t1 } };
    spec.given([requested, claimedBy('w1'), failed]).when({ type: 'ClaimJob', jobId, workerId: 'w2', leaseMs: 1000, now: afterLease }).thenThrows('conflict', 'already failed');
  });

  it('fails a job whose workers died too often instead of claiming it again', () => {
    const history = [requested, claimedBy('w1', 1), claimedBy('w2', 2, '2026-01-10T10:10:00.000Z'), claimedBy('w3', 3, '2026-01-10T10:20:00.000Z')];
    spec
      .given(history)
      .when({ type: 'ClaimJob', jobId, workerId: 'w4', leaseMs: 1000, now: '2026-01-10T11:00:00.000Z' })
      .then([{ type: 'JobFailed', data: { jobId, workerId: 'w4', errorMessage: INTERRUPTED_MESSAGE, failedAt: '2026-01-10T11:00:00.000Z' } }]);
  });

  it('records progress only forward, and only from the worker holding the claim', () => {
    spec
      .given([requested, claimedBy('w1')])
      .when({ type: 'ReportJobProgress', jobId, workerId: 'w1', progress: 40, now: t1 })
      .then([{ type: 'JobProgressed', data: { jobId, workerId: 'w1', progress: 40, progressedAt: t1 } }]);
    const progressed: JobEvent = { type: 'JobProgressed', data: { jobId, workerId: 'w1', progress: 40, progressedAt: t1 } };
    spec.given([requested, claimedBy('w1'), progressed]).when({ type: 'ReportJobProgress', jobId, workerId: 'w1', progress: 30, now: t1 }).then([]);
    spec.given([requested, claimedBy('w1')]).when({ type: 'ReportJobProgress', jobId, workerId: 'w2', progress: 50, now: t1 }).thenThrows('conflict', 'no longer holds');
    spec.given([requested, claimedBy('w1')]).when({ type: 'ReportJobProgress', jobId, workerId: 'w1', progress: 150, now: t1 }).thenThrows('invalid');
  });

  it('completes once, from the current claim holder, with a result that fits the type', () => {
    spec.given([requested, claimedBy('w1')]).when({ type: 'CompleteJob', jobId, workerId: 'w1', result: todos, now: t1 }).then([completed]);
    spec.given([requested, claimedBy('w1'), completed]).when({ type: 'CompleteJob', jobId, workerId: 'w1', result: todos, now: t1 }).thenThrows('conflict');
    // w1 lost its claim to w2 after its lease expired: its late result is refused.
    spec
      .given([requested, claimedBy('w1'), claimedBy('w2', 2, afterLease)])
      .when({ type: 'CompleteJob', jobId, workerId: 'w1', result: todos, now: afterLease })
      .thenThrows('conflict', 'no longer holds');
    spec
      .given([requested, claimedBy('w1')])
      .when({ type: 'CompleteJob', jobId, workerId: 'w1', result: { missions: [{ title: 'M', description: '', order: 1 }] }, now: t1 })
      .thenThrows('invalid', 'does not fit a mission_replan job');
  });

  it('fails with the readable message from the worker', () => {
    spec
      .given([requested, claimedBy('w1')])
      .when({ type: 'FailJob', jobId, workerId: 'w1', errorMessage: 'The AI planner is unavailable.', now: t1 })
      .then([{ type: 'JobFailed', data: { jobId, workerId: 'w1', errorMessage: 'The AI planner is unavailable.', failedAt: t1 } }]);
    spec.given([]).when({ type: 'ClaimJob', jobId, workerId: 'w1', leaseMs: 1000, now: t0 }).thenThrows('not_found');
  });

  it('every event it produces fits its schema', () => {
    for (const event of [requested, claimedBy('w1'), completed]) {
      expect(allEventSchemas[event.type].schema.safeParse(event.data).success).toBe(true);
    }
  });
});
