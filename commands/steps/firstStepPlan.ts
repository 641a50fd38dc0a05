import { todoDecider, todoStreamId } from '../../domain/todos/todoDecider';
import type { TodoEvent } from '../../domain/todos/events';
import type { TodoState } from '../../domain/todos/todoState';
import type { EventStore } from '../eventStore';
import type { HandleResult } from '../handleCommand';
import type { ExclusiveByKey } from '../ports/exclusiveByKey';

/** Where the log holds a todo's first plan (to read one's own write), or null when none was written. */
export type FirstPlanWritten = Pick<HandleResult<unknown, unknown>, 'position' | 'decidedAt'> | null;

const flights = new Map<string, Promise<FirstPlanWritten>>();

/**
 * A todo's first step plan is asked for once: the reactor that plans a new todo and a person's
 * "generate steps" share one planner call. In one process the second caller joins the first
 * one's flight; across processes (an api and a planner process) `exclusive` makes it wait its
 * turn, and `work`, which reads the todo's stream itself (a plan already there is kept, see
 * todoPlanState), then finds the plan written and asks for nothing. `work` says where the plan
 * was written.
 */
export function planFirstStepsOnce(todoId: string, exclusive: ExclusiveByKey, work: () => Promise<FirstPlanWritten>): Promise<FirstPlanWritten> {
  const running = flights.get(todoId);
  if (running) return running;
  const flight = exclusive(`first-step-plan:${todoId}`, work).finally(() => flights.delete(todoId));
  flights.set(todoId, flight);
  return flight;
}

/** The todo as its stream holds it now (read models may lag), and the position of its last event. */
export async function todoPlanState(store: EventStore, todoId: string): Promise<{ state: TodoState; at: bigint | null }> {
  const recorded = await store.readStream(todoStreamId(todoId));
  let state = todoDecider.initialState();
  for (const e of recorded) state = todoDecider.evolve(state, { type: e.type, data: e.data } as TodoEvent);
  return { state, at: recorded.at(-1)?.position ?? null };
}

/** A todo that has a plan, was completed or is gone gets no first plan. */
export const needsFirstPlan = (state: TodoState) => state.lifecycle === 'active' && state.steps.length === 0 && state.status !== 'completed';
