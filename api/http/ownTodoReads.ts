import { notFound } from '../../domain/decider';
import { STEP_NOT_FOUND, TODO_NOT_FOUND } from '../../domain/todos/todoDecider';
import { findTodo, getStep } from '../../projections/todos/queries';
import type { StepView } from '../../projections/todos/views';
import type { AppDeps } from '../appDeps';
import { idOf } from './ids';

/** What the todo, step and step-assistant routes' reads share: the user's own item, or 404. */

/** The user's todo (read model) or 404. */
export async function ownTodo(deps: AppDeps, userId: string, todoId: string) {
  const todo = await findTodo(deps.db, userId, idOf(todoId, TODO_NOT_FOUND));
  if (!todo) throw notFound(TODO_NOT_FOUND);
  return todo;
}

/** The user's step (read model) or 404. */
export async function ownStep(deps: AppDeps, userId: string, stepId: string): Promise<StepView> {
  const step = await getStep(deps.db, userId, idOf(stepId, STEP_NOT_FOUND));
  if (!step) throw notFound(STEP_NOT_FOUND);
  return step;
}
