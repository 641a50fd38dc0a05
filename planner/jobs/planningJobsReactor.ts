import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { findRunnableJobIds } from '../../projections/jobs/queries';
import type { Reactor } from '../reactorRuntime';
import { runPlanningJob } from './runPlanningJob';

/** Longer than a planner call can take (time-out x retries), so a live worker keeps its claim. */
export const DEFAULT_JOB_LEASE_MS = 5 * 60_000;

export const processWorkerId = () => `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/**
 * The planning-job worker: runs each job when JobRequested reaches it, and
 * when idle re-scans for jobs still waiting or whose worker's lease expired
 * (a worker that died mid-job), so no job is lost.
 */
export function createPlanningJobsReactor(options: { workerId?: string; leaseMs?: number; maxConcurrent?: number } = {}): Reactor {
  const workerId = options.workerId ?? processWorkerId();
  const leaseMs = options.leaseMs ?? DEFAULT_JOB_LEASE_MS;
  const maxConcurrent = options.maxConcurrent ?? 4;
  const inFlight = new Map<string, Promise<unknown>>();

  /**
   * Jobs run side by side (a slow model call does not hold up the next job), at most
   * `maxConcurrent` per process. A job still running when the process dies is not lost:
   * its lease expires and any planner process claims it again.
   */
  async function launch(ctx: Parameters<typeof runPlanningJob>[0] & { logger: { error(o: object, m?: string): void } }, jobId: string) {
    if (inFlight.has(jobId)) return;
    while (inFlight.size >= maxConcurrent) await Promise.race(inFlight.values());
    const run = runPlanningJob(ctx, jobId, { workerId, leaseMs })
      .catch((err) => ctx.logger.error({ err, jobId }, 'planning job crashed'))
      .finally(() => inFlight.delete(jobId));
    inFlight.set(jobId, run);
  }

  return {
    name: 'planning-jobs',
    handles: ['JobRequested'],
    runsInStandby: true,
    async react(event, ctx) {
      const { jobId } = event.data as { jobId: string };
      await launch(ctx, jobId);
    },
    async onIdle(ctx) {
      for (const jobId of await findRunnableJobIds(ctx.db, ctx.now())) await launch(ctx, jobId);
    },
  };
}

export const planningJobsReactor = createPlanningJobsReactor();
