import { PlannerError } from '../commands/ports/planner';

// The error type is part of the port (commands/ports/planner.ts), so use cases can recognise it.
export { isPlannerError, PlannerError, type PlannerErrorReason } from '../commands/ports/planner';

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
