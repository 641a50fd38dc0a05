/**
 * The planner could not produce a usable answer: the model timed out, the
 * endpoint failed, or the reply did not match the expected shape. The message
 * is written for the person who will read it in a job's error_message; it
 * states what happened and leaves "Please try again" to the caller, which
 * adds it once.
 */
export type PlannerErrorReason = 'timeout' | 'unavailable' | 'malformed' | 'rule_violation' | 'aborted';

export class PlannerError extends Error {
  constructor(
    readonly reason: PlannerErrorReason,
    message: string,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'PlannerError';
  }
}

export const isPlannerError = (e: unknown): e is PlannerError => e instanceof PlannerError;

const describeDuration = (ms: number) => (ms >= 1000 ? `${Math.round(ms / 1000)} seconds` : `${ms} ms`);

/**
 * Turns whatever the model client threw into a PlannerError with a sentence a
 * person can act on. Nothing else escapes the LangChain planner.
 */
export function toPlannerError(e: unknown, context: { signal?: AbortSignal; timeoutMs: number; elapsedMs?: number }): PlannerError {
  if (e instanceof PlannerError) return e;
  const err = e as { name?: string; message?: string; status?: number; constructor?: { name?: string } };
  const name = `${err?.name ?? ''} ${err?.constructor?.name ?? ''}`;
  if (context.signal?.aborted || /AbortError|APIUserAbortError/.test(name) || err?.message === 'AbortError') {
    return new PlannerError('aborted', 'The planning request was cancelled.', e);
  }
  // A connection dropped once the time-out has passed is the time-out (some runtimes
  // report the client's own abort-on-timeout as a plain connection error).
  const outOfTime = context.elapsedMs !== undefined && context.elapsedMs >= context.timeoutMs && /APIConnectionError/.test(name);
  if (/TimeoutError|APIConnectionTimeoutError/.test(name) || /timed? ?out/i.test(err?.message ?? '') || outOfTime) {
    return new PlannerError('timeout', `The AI planner did not answer within ${describeDuration(context.timeoutMs)}.`, e);
  }
  if (/OutputParserException|ZodError|SyntaxError/.test(name)) {
    return new PlannerError('malformed', 'The AI planner returned an answer in an unexpected format.', e);
  }
  if (typeof err?.status === 'number') {
    const reason = err.status === 401 ? 'the API key was refused' : err.status === 404 ? 'the model was not found' : err.status === 429 ? 'it is rate limited' : `it answered with status ${err.status}`;
    return new PlannerError('unavailable', `The AI planner is unavailable: ${reason}.`, e);
  }
  return new PlannerError('unavailable', 'The AI planner could not be reached.', e);
}
