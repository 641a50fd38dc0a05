import type { ApiResponse } from '../api/types';

/** A background planning job as GET /jobs/{id} answers it (the generated contract). */
export type Job = ApiResponse<'/api/jobs/{id}', 'get'>;
export type JobStatus = Job['status'];
type JobResult = NonNullable<Job['result']>;
export type GeneratedTodo = Extract<JobResult, { todos: unknown }>['todos'][number];
export type GeneratedMission = Extract<JobResult, { missions: unknown }>['missions'][number];

/** The todos a finished mission-todos or re-plan job proposes (none for another kind). */
export function generatedTodos(job: Job | null | undefined): GeneratedTodo[] {
  return job?.result && 'todos' in job.result ? job.result.todos : [];
}

/** The missions a finished odyssey-missions job proposes (none for another kind). */
export function generatedMissions(job: Job | null | undefined): GeneratedMission[] {
  return job?.result && 'missions' in job.result ? job.result.missions : [];
}

export const JOB_POLL_INTERVAL_MS = 2000;
export const POLL_FAILED_MESSAGE = 'Failed to poll job status';
