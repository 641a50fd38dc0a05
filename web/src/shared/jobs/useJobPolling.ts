import { useEffect, useState } from 'react';
import { apiFetch } from '../api/http';
import { isLiveUp, subscribeLiveChanges, subscribeLiveStatus } from '../live/liveFeed';
import { JOB_POLL_INTERVAL_MS, POLL_FAILED_MESSAGE, type Job } from './job';

export type JobPollingStatus = 'idle' | 'pending' | 'running' | 'completed' | 'failed';

export type JobPollingState = {
  job: Job | null;
  status: JobPollingStatus;
  errorMessage: string | null;
  /** The first generated items (titles) while the job runs, as the live stream reports them. */
  partialItems: string[];
};

const IDLE: JobPollingState = { job: null, status: 'idle', errorMessage: null, partialItems: [] };

/** While the live stream is up it announces every job change; this poll is only a safety net. */
export const LIVE_SAFETY_POLL_MS = 15_000;

/**
 * Follows GET /jobs/{id} until the job completes or fails: at once, then on every live change
 * of the job, and every 2000 ms whenever the live stream is down (the spec's polling).
 * It stops when the id changes to null or the component unmounts; a poll error counts as a
 * failed job ('Failed to poll job status').
 */
export function useJobPolling(jobId: string | null): JobPollingState {
  const [state, setState] = useState<JobPollingState>(IDLE);

  useEffect(() => {
    if (!jobId) {
      setState(IDLE);
      return;
    }
    let stopped = false;
    let finished = false;
    let inFlight = false;
    let again = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    setState({ ...IDLE, status: 'pending' });

    const schedule = () => {
      clearTimeout(timer);
      if (stopped || finished) return;
      timer = setTimeout(() => void poll(), isLiveUp() ? LIVE_SAFETY_POLL_MS : JOB_POLL_INTERVAL_MS);
    };

    const poll = async () => {
      if (stopped || finished) return;
      if (inFlight) {
        again = true;
        return;
      }
      inFlight = true;
      clearTimeout(timer);
      try {
        const job = await apiFetch<Job>(`/jobs/${jobId}`, { signal: controller.signal });
        if (stopped) return;
        const failed = job.status === 'failed';
        finished = job.status === 'completed' || failed;
        setState((prev) => ({ ...prev, job, status: job.status, errorMessage: failed ? job.error_message : null }));
      } catch {
        if (stopped) return;
        finished = true;
        setState((prev) => ({ ...prev, status: 'failed', errorMessage: POLL_FAILED_MESSAGE }));
        return;
      } finally {
        inFlight = false;
      }
      if (again) {
        again = false;
        void poll();
      } else schedule();
    };
    void poll();

    const unsubscribeChanges = subscribeLiveChanges((change) => {
      if (change.kind !== 'job' || change.id !== jobId) return;
      if (change.partial_items) {
        const items = change.partial_items;
        setState((prev) => ({ ...prev, partialItems: items }));
      }
      void poll();
    });
    // The stream went down: back to the 2 s polling at once; it came up: relax the poll.
    const unsubscribeStatus = subscribeLiveStatus(() => {
      if (!inFlight) schedule();
    });

    return () => {
      stopped = true;
      controller.abort();
      clearTimeout(timer);
      unsubscribeChanges();
      unsubscribeStatus();
    };
  }, [jobId]);

  return state;
}
