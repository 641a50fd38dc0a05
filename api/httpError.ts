import { EventStoreUnavailableError, WrongExpectedRevisionError } from '../commands/eventStore';
import { PlannerError, PlannerTaskError } from '../commands/ports/planner';
import { DomainError, type DomainErrorCode } from '../domain/decider';

/** An error the API answers as `{ detail }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

export const httpError = (statusCode: number, detail: string) => new HttpError(statusCode, detail);

/** A Record over the union: a new domain error code does not compile until it has a status. */
const domainStatus: Record<DomainErrorCode, number> = { invalid: 400, not_found: 404, conflict: 409, forbidden: 403 };

export type ErrorAnswer = { statusCode: number; detail: string; log?: { level: 'warn' | 'error'; message: string } };

/**
 * The one mapping from what use cases, deciders and ports throw to an HTTP answer; undefined
 * for anything else (the error handler then answers framework errors, or 500 for a bug).
 */
export function answerFor(error: unknown): ErrorAnswer | undefined {
  if (error instanceof HttpError) return { statusCode: error.statusCode, detail: error.detail };
  if (error instanceof DomainError) return { statusCode: domainStatus[error.code], detail: error.message };
  if (error instanceof WrongExpectedRevisionError) {
    return { statusCode: 409, detail: 'This item was changed by another request at the same time. Please try again.' };
  }
  if (error instanceof EventStoreUnavailableError) {
    return { statusCode: 503, detail: 'The service is temporarily unavailable. Please try again shortly.', log: { level: 'error', message: 'dependency unavailable' } };
  }
  // The planner failed (down, slow, nonsense): a 503 the user can retry, never a 500.
  if (error instanceof PlannerTaskError) {
    return { statusCode: 503, detail: `The AI planner could not ${error.task} right now: ${error.message} Please try again.`, log: { level: 'warn', message: 'planner failed' } };
  }
  if (error instanceof PlannerError) {
    return { statusCode: 503, detail: `The AI planner could not answer right now: ${error.message} Please try again.`, log: { level: 'warn', message: 'planner failed' } };
  }
  return undefined;
}
