import type { Knex } from 'knex';
import type { JobResult, JobStatus, JobType } from '../../domain/jobs/events';
import type { PlannerNote } from '../../domain/planning';
import { iso } from '../isoTime';

type Db = Knex | Knex.Transaction;

type JobRow = {
  id: string;
  type: JobType;
  status: JobStatus;
  progress: number;
  result: JobResult | null;
  error_message: string | null;
  planner: PlannerNote | null;
  metadata: { mission_id: string | null; odyssey_id: string | null };
  created_at: Date;
  updated_at: Date;
};

/** A job as the API answers it (id returned as job_id too). */
type JobView = Omit<JobRow, 'created_at' | 'updated_at'> & { job_id: string; created_at: string; updated_at: string };

const COLUMNS = ['id', 'type', 'status', 'progress', 'result', 'error_message', 'planner', 'metadata', 'created_at', 'updated_at'];

function toView(row: JobRow): JobView {
  const { id, ...rest } = row;
  return { id, job_id: id, ...rest, created_at: iso(row.created_at), updated_at: iso(row.updated_at) };
}

/** The user's job, or null when it does not exist or is someone else's. */
export async function getJob(db: Db, userId: string, jobId: string): Promise<JobView | null> {
  const row: JobRow | undefined = await db('jobs').select(COLUMNS).where({ id: jobId, user_id: userId }).first();
  return row ? toView(row) : null;
}

/** The user's 100 newest jobs, optionally of one status. */
export async function listJobs(db: Db, userId: string, status?: JobStatus): Promise<JobView[]> {
  const query = db('jobs').select(COLUMNS).where({ user_id: userId }).orderBy('created_at', 'desc').limit(100);
  if (status) query.andWhere({ status });
  return ((await query) as JobRow[]).map(toView);
}

/** The 20 oldest jobs a worker should pick up: waiting ones, and running ones whose worker's lease ran out. */
export async function findRunnableJobIds(db: Db, now: Date): Promise<string[]> {
  const rows = await db('jobs')
    .select('id')
    .where({ status: 'pending' })
    .orWhere((q) => q.where({ status: 'running' }).andWhere('lease_until', '<', now))
    .orderBy('created_at', 'asc')
    .limit(20);
  return rows.map((r: { id: string }) => r.id);
}
