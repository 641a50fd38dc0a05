/** A background planning job as GET /jobs/{id} answers it. */
export type JobStatus = 'pending' | 'running' | 'completed' | 'failed';

export type GeneratedTodo = {
  title: string;
  description: string;
  success_criteria: string;
  priority: 'low' | 'medium' | 'high';
};

export type GeneratedMission = { title: string; description: string; order: number };

export type Job = {
  id: string;
  job_id?: string;
  type: string;
  status: JobStatus;
  progress: number;
  result: { todos?: GeneratedTodo[]; missions?: GeneratedMission[] } | null;
  error_message: string | null;
  metadata: { mission_id?: string | null; odyssey_id?: string | null; [key: string]: unknown } | null;
};

export const JOB_POLL_INTERVAL_MS = 2000;
export const POLL_FAILED_MESSAGE = 'Failed to poll job status';
