import { PlannerError, describeDuration, toPlannerError } from './plannerError';

export type RequestLimits = {
  /** The most one request may take, a streamed reply's last chunk included. */
  timeoutMs: number;
  /** Further requests after one that timed out, could not connect or got 408/429/5xx. */
  maxRetries: number;
  /** The caller's cancellation (a closed connection, the total budget, a job's lease). */
  signal?: AbortSignal;
};

const BACKOFF_MS = 500;
const MAX_BACKOFF_MS = 4000;

/** The wait before the next try: 0.5 s, 1 s, 2 s, at most 4 s. */
export const retryDelayMs = (tries: number) => Math.min(MAX_BACKOFF_MS, BACKOFF_MS * 2 ** (tries - 1));

export const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

/** Whether a failed request is worth sending again: a time-out, no connection, or 408/409/429/5xx. */
export const retryable = (e: PlannerError) => {
  if (e.reason === 'timeout') return true;
  if (e.reason !== 'unavailable') return false;
  const status = (e.cause as { status?: unknown } | undefined)?.status;
  return typeof status !== 'number' || status === 408 || status === 409 || status === 429 || status >= 500;
};

/**
 * Sends one model request with its own time-out and bounded retries, counting every request
 * sent (`onRequest`). The time-out is an abort signal over the whole request, so a streamed
 * reply that stalls after its first chunk is cut like one that never starts. A failure is a
 * PlannerError whose message says what happened: no answer within the time-out (and how often,
 * and how long in all), the server unreachable, or its status.
 */
export async function sendWithRetries<R>(send: (signal: AbortSignal) => Promise<R>, limits: RequestLimits, onRequest: () => void): Promise<R> {
  const { timeoutMs, maxRetries, signal } = limits;
  const started = Date.now();
  for (let tries = 1; ; tries++) {
    const timer = new AbortController();
    const cutoff = setTimeout(() => timer.abort(), timeoutMs);
    const requestSignal = signal ? AbortSignal.any([signal, timer.signal]) : timer.signal;
    onRequest();
    let failure: PlannerError;
    try {
      return await send(requestSignal);
    } catch (e) {
      if (signal?.aborted) throw toPlannerError(e, { signal });
      failure = timer.signal.aborted ? new PlannerError('timeout', '', e) : toPlannerError(e, {});
    } finally {
      clearTimeout(cutoff);
    }
    if (!retryable(failure) || tries > maxRetries) throw described(failure, tries, timeoutMs, Date.now() - started);
    await sleep(retryDelayMs(tries), signal);
    if (signal?.aborted) throw toPlannerError(new Error('AbortError'), { signal });
  }
}

/** The failure in words that match what happened over all tries. */
function described(failure: PlannerError, tries: number, timeoutMs: number, elapsedMs: number): PlannerError {
  if (failure.reason === 'timeout') {
    const message =
      tries === 1
        ? `The AI planner did not answer within ${describeDuration(timeoutMs)}.`
        : `The AI planner did not answer in ${tries} tries of ${describeDuration(timeoutMs)} each, ${describeDuration(elapsedMs)} in all.`;
    return new PlannerError('timeout', message, failure.cause);
  }
  if (tries === 1) return failure;
  return new PlannerError(failure.reason, failure.message.replace(/\.$/, ` after ${tries} tries.`), failure.cause);
}
