import { PlannerError, describeDuration, toPlannerError } from './plannerError';

export type RequestLimits = {
  /** The most one request may take, a streamed reply's last chunk included. */
  timeoutMs: number;
  /** Further requests after one that timed out, could not connect or got 408/429/5xx. */
  maxRetries: number;
  /** The caller's cancellation (a closed connection, the total budget, a job's lease). */
  signal?: AbortSignal;
  /** How a wait between tries is spent (tests hear the wait chosen instead of sleeping it). */
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
};

const BACKOFF_MS = 500;
const MAX_BACKOFF_MS = 4000;

/**
 * The longest `Retry-After` honoured. A server asking for longer is retried on the usual
 * backoff instead, so retries add at most this much per try to a request.
 */
export const MAX_RETRY_AFTER_MS = 10_000;

/**
 * The wait before the next try: what the server asked for with `Retry-After` (seconds or an
 * HTTP date) when within MAX_RETRY_AFTER_MS, else 0.5 s, 1 s, 2 s, at most 4 s.
 */
export function retryDelayMs(tries: number, failure?: PlannerError, now = Date.now()): number {
  const asked = failure ? retryAfterMs(failure, now) : null;
  if (asked !== null && asked <= MAX_RETRY_AFTER_MS) return asked;
  return Math.min(MAX_BACKOFF_MS, BACKOFF_MS * 2 ** (tries - 1));
}

/** The wait a failed request's `Retry-After` header asks for, in ms; null when it names none. */
function retryAfterMs(failure: PlannerError, now: number): number | null {
  const headers = (failure.cause as { headers?: unknown } | undefined)?.headers;
  const value =
    headers && typeof (headers as Headers).get === 'function'
      ? (headers as Headers).get('retry-after')
      : (headers as Record<string, unknown> | undefined)?.['retry-after'];
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = /[a-z]/i.test(text) ? Date.parse(text) : NaN;
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

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
  const { timeoutMs, maxRetries, signal, wait = sleep } = limits;
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
    await wait(retryDelayMs(tries, failure), signal);
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
