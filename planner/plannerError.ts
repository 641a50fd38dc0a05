import { PlannerError } from '../commands/ports/planner';

// The error type is part of the port (commands/ports/planner.ts), so use cases can recognise it.
export { isPlannerError, PlannerError, type PlannerErrorReason } from '../commands/ports/planner';

/** 300 ms, 1 second, 19.5 seconds. */
export function describeDuration(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  const seconds = Number((ms / 1000).toFixed(ms < 60_000 ? 1 : 0));
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}

/**
 * Turns whatever the model client threw into a PlannerError with a sentence a
 * person can act on. Nothing else escapes the LangChain planner.
 */
export function toPlannerError(e: unknown, context: { signal?: AbortSignal; timeoutMs?: number }): PlannerError {
  if (e instanceof PlannerError) return e;
  const err = e as { name?: string; message?: string; status?: number; constructor?: { name?: string } };
  const name = `${err?.name ?? ''} ${err?.constructor?.name ?? ''}`;
  if (context.signal?.aborted || /AbortError|APIUserAbortError/.test(name) || err?.message === 'AbortError') {
    return new PlannerError('aborted', 'The planning request was cancelled.', e);
  }
  if (/TimeoutError|APIConnectionTimeoutError/.test(name) || /timed? ?out/i.test(err?.message ?? '')) {
    const within = context.timeoutMs !== undefined ? ` within ${describeDuration(context.timeoutMs)}` : ' in time';
    return new PlannerError('timeout', `The AI planner did not answer${within}.`, e);
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
