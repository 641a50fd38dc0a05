import type { Knex } from 'knex';
import { z } from 'zod';
import { JOB_STATUSES, JOB_TYPES, JobResult, type JobStatus } from '../../domain/jobs/events';
import { PlannerNote } from '../../domain/planning';
import { iso } from '../isoTime';

/** A planning job as the API answers it (GET /jobs/{id} and the user's list), declared by the routes. */
export const jobView = z.object({
  id: z.string(),
  /** The same id, under the name the start calls return. */
  job_id: z.string(),
  type: z.enum(JOB_TYPES),
  status: z.enum(JOB_STATUSES),
  progress: z.number().int(),
  result: JobResult.nullable(),
  error_message: z.string().nullable(),
  /** Who planned the result: the model, or the offline plan standing in for it (and why); null until the job ends. */
  planner: PlannerNote.nullable(),
  metadata: z.object({ mission_id: z.string().nullable(), odyssey_id: z.string().nullable() }),
  created_at: z.string(),
  updated_at: z.string(),
});
type JobView = z.infer<typeof jobView>;
type JobRow = Omit<JobView, 'job_id' | 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date };

const COLUMNS = ['id', 'type', 'status', 'progress', 'result', 'error_message', 'planner', 'metadata', 'created_at', 'updated_at'];

function toView(row: JobRow): JobView {
  const { id, ...rest } = row;
  return { id, job_id: id, ...rest, created_at: iso(row.created_at), updated_at: iso(row.updated_at) };
}

/** The user's job, or null when it does not exist or is someone else's. */
export async function getJob(db: Knex, userId: string, jobId: string): Promise<JobView | null> {
  const row: JobRow | undefined = await db('jobs').select(COLUMNS).where({ id: jobId, user_id: userId }).first();
  return row ? toView(row) : null;
}

/** The user's 100 newest jobs, optionally of one status. */
export async function listJobs(db: Knex, userId: string, status?: JobStatus): Promise<JobView[]> {
  const query = db('jobs').select(COLUMNS).where({ user_id: userId }).orderBy('created_at', 'desc').limit(100);
  if (status) query.andWhere({ status });
  return ((await query) as JobRow[]).map(toView);
}

/** The 20 oldest jobs a worker should pick up: waiting ones, and running ones whose worker's lease ran out. */
export async function findRunnableJobIds(db: Knex, now: Date): Promise<string[]> {
  const rows = await db('jobs')
    .select('id')
    .where({ status: 'pending' })
    .orWhere((q) => q.where({ status: 'running' }).andWhere('lease_until', '<', now))
    .orderBy('created_at', 'asc')
    .limit(20);
  return rows.map((r: { id: string }) => r.id);
}
