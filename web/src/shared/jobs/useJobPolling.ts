import { useEffect, useState } from 'react';
import { apiFetch } from '../api/http';
import { JOB_POLL_INTERVAL_MS, POLL_FAILED_MESSAGE, type Job } from './job';

export type JobPollingStatus = 'idle' | 'pending' | 'running' | 'completed' | 'failed';

export type JobPollingState = {
  job: Job | null;
  status: JobPollingStatus;
  errorMessage: string | null;
};

const IDLE: JobPollingState = { job: null, status: 'idle', errorMessage: null };

/**
 * Polls GET /jobs/{id} at once and then every 2000 ms until the job completes or fails.
 * Polling stops when the id changes to null or the component unmounts; a poll error
 * counts as a failed job ('Failed to poll job status').
 */
export function useJobPolling(jobId: string | null): JobPollingState {
  const [state, setState] = useState<JobPollingState>(IDLE);

  useEffect(() => {
    if (!jobId) {
      setState(IDLE);
      return;
    }
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    setState({ job: null, status: 'pending', errorMessage: null });

    const poll = async () => {
      try {
        const job = await apiFetch<Job>(`/jobs/${jobId}`, { signal: controller.signal });
        if (stopped) return;
        const failed = job.status === 'failed';
        setState({ job, status: job.status, errorMessage: failed ? job.error_message : null });
        if (job.status === 'completed' || failed) return;
      } catch {
        if (stopped) return;
        setState((prev) => ({ job: prev.job, status: 'failed', errorMessage: POLL_FAILED_MESSAGE }));
        return;
      }
      timer = setTimeout(poll, JOB_POLL_INTERVAL_MS);
    };
    void poll();

    return () => {
      stopped = true;
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [jobId]);

  return state;
}
