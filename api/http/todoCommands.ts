import type { PlannerNote } from '../../domain/planning';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../domain/decider';
import type { TodoCommand } from '../../domain/todos/todoCommands';
import { STEP_NOT_FOUND, TODO_NOT_FOUND, todoDecider, todoStreamId } from '../../domain/todos/todoDecider';
import { toEvaluationRecord, type EvaluationRecord } from '../../projections/todos/evaluationRecord';
import { findTodo, getStep } from '../../projections/todos/queries';
import type { StepView } from '../../projections/todos/views';
import { isPlannerError } from '../../planner/plannerError';
import type { EvaluationOutcome } from '../../commands/todos/evaluateTodoCompletion';
import { execute, type AppDeps } from '../appDeps';
import { httpError } from '../httpError';
import { idOf } from './ids';

/** What the todo, step and step-assistant routes share: ownership checks and running a todo's commands. */

/** The user's todo (read model) or 404. */
export async function ownTodo(deps: AppDeps, userId: string, todoId: string) {
  const todo = await findTodo(deps.db, userId, idOf(todoId, TODO_NOT_FOUND));
  if (!todo) throw notFound(TODO_NOT_FOUND);
  return todo;
}

/** Runs a command on a todo's stream as the request's user, then waits for the read models. */
export function runTodoCommand(deps: AppDeps, request: FastifyRequest, command: TodoCommand) {
  return execute(deps, request, { streamId: todoStreamId(command.todoId), decider: todoDecider, command });
}

/** The planner failed (down, slow, nonsense): a 503 the user can retry, never a 500. */
export function plannerFailure(error: unknown, what: string): never {
  if (isPlannerError(error)) throw httpError(503, `The AI planner could not ${what} right now: ${error.message} Please try again.`);
  throw error;
}

/** The user's step (read model) or 404. */
export async function ownStep(deps: AppDeps, userId: string, stepId: string): Promise<StepView> {
  const step = await getStep(deps.db, userId, idOf(stepId, STEP_NOT_FOUND));
  if (!step) throw notFound(STEP_NOT_FOUND);
  return step;
}

/** The evaluation to send back: only when one was recorded in this request. */
/** Who wrote the evaluation the answer carries (null when there is none). */
export const evaluationPlannerOf = (outcome: EvaluationOutcome): PlannerNote | null => (outcome.kind === 'evaluated' ? outcome.planner : null);

export function evaluationOf(outcome: EvaluationOutcome): EvaluationRecord | null {
  return outcome.kind === 'evaluated' && outcome.state.evaluation ? toEvaluationRecord(outcome.state.evaluation) : null;
}
