import * as ownership from '../../commands/ownership';
import { STEP_NOT_FOUND, TODO_NOT_FOUND } from '../../domain/todos/todoDecider';
import { findTodo, getStep } from '../../projections/todos/queries';
import type { AppDeps } from '../appDeps';
import { idOf } from './ids';

/** What the todo, step and step-assistant routes' reads share: the user's own item, or 404 (a malformed id too). */

/** The user's todo (read model) or 404. */
export function ownTodo(deps: AppDeps, userId: string, todoId: string) {
  return ownership.ownTodo({ findTodo: (user, id) => findTodo(deps.db, user, id) }, userId, idOf(todoId, TODO_NOT_FOUND));
}

/** The user's step (read model) or 404. */
export function ownStep(deps: AppDeps, userId: string, stepId: string) {
  return ownership.ownStep({ getStep: (user, id) => getStep(deps.db, user, id) }, userId, idOf(stepId, STEP_NOT_FOUND));
}
