import { EventStoreUnavailableError, WrongExpectedRevisionError } from '../../commands/eventStore';
import { PlannerError, plannerTask } from '../../commands/ports/planner';
import { conflict, forbidden, invalid, notFound } from '../../domain/decider';
import { answerFor, httpError } from '../../api/httpError';

describe('answerFor: the one mapping from use-case errors to HTTP answers', () => {
  it.each([
    [invalid('Title is required'), 400],
    [notFound('Todo not found'), 404],
    [conflict('This todo is completed'), 409],
    [forbidden('Admins only'), 403],
  ])('answers a domain error %p with %p and its message', (error, status) => {
    expect(answerFor(error)).toEqual({ statusCode: status, detail: error.message });
  });

  it('names the task a planner call failed at, and keeps the generic answer for a bare planner error', async () => {
    const down = new PlannerError('timeout', 'The AI planner did not answer within 30 seconds.');
    const failed = await plannerTask('plan the steps', async () => {
      throw down;
    }).catch((error: unknown) => error);

    expect(answerFor(failed)).toMatchObject({ statusCode: 503, detail: 'The AI planner could not plan the steps right now: The AI planner did not answer within 30 seconds. Please try again.' });
    expect(answerFor(down)).toMatchObject({ statusCode: 503, detail: 'The AI planner could not answer right now: The AI planner did not answer within 30 seconds. Please try again.' });
  });

  it('answers a lost race 409, a store outage 503, an HttpError as given, and leaves anything else to the handler', () => {
    expect(answerFor(new WrongExpectedRevisionError('todo-1', 0n, 1n))?.statusCode).toBe(409);
    expect(answerFor(new EventStoreUnavailableError('connection refused'))?.statusCode).toBe(503);
    expect(answerFor(httpError(401, 'Please log in again.'))).toEqual({ statusCode: 401, detail: 'Please log in again.' });
    expect(answerFor(new TypeError('bug'))).toBeUndefined();
  });
});
