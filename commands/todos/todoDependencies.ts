import { conflict, invalid } from '../../domain/decider';
import { MAX_DEPENDENCIES, WAITS_FOR_ITSELF, waitLoopRefusal } from '../../domain/todos/dependencies';
import type { TodoState } from '../../domain/todos/todoState';
import { restoreWindowStart } from '../../domain/restoreWindow';
import { ownTodo } from '../ownership';
import type { ExclusiveByKey } from '../ports/exclusiveByKey';
import type { UseCaseDepsWith, UserActor } from '../useCase';
import { handleTodoCommand } from './handleTodoCommand';

/**
 * The turn every change to a user's waits takes (across processes): two links made at once
 * could each be fine alone and close a loop together, so they are checked and appended one at
 * a time. Other planners of the user's order (a wizard creating waits) take the same turn.
 */
export const todoOrderTurn = (userId: string) => `todo-order:${userId}`;

/** The last turn asked for in this process, per key. */
const turnsHere = new Map<string, Promise<unknown>>();

/**
 * Runs `work` in the user's turn. In one process the requests line up here first, so at most
 * one of them holds a connection waiting for the turn across processes (`exclusive` keeps one
 * for the length of its transaction): a burst of one user's links cannot take every connection
 * of the pool while the one holding the turn needs another.
 */
export function inTurn<T>(deps: TodoDependencyDeps, userId: string, work: () => Promise<T>): Promise<T> {
  const key = todoOrderTurn(userId);
  const before = turnsHere.get(key) ?? Promise.resolve();
  const mine = before.then(() => deps.exclusive(key, work));
  const settled = mine.catch(() => undefined);
  turnsHere.set(key, settled);
  void settled.then(() => {
    if (turnsHere.get(key) === settled) turnsHere.delete(key);
  });
  return mine;
}

export type TodoDependencyDeps = UseCaseDepsWith<'findTodo' | 'findWaitChain' | 'liveTodoIds'> & {
  exclusive: ExclusiveByKey;
  /**
   * Waits (bounded) until the read models hold every event appended so far; false when they
   * did not in time. The loop check reads them, so it must see every link made before.
   */
  readModelsHoldLog: () => Promise<boolean>;
};

export const READ_MODELS_BEHIND = 'Your todos are still being saved, so the waits cannot be checked yet. Please try again in a moment.';

/** Refuses a link from `todoId` to `dependsOn` that would close a loop, naming the loop. Inside the turn. */
export async function refuseLoop(deps: TodoDependencyDeps, userId: string, todoId: string, dependsOn: string): Promise<void> {
  if (!(await deps.readModelsHoldLog())) throw conflict(READ_MODELS_BEHIND);
  const chain = await deps.queries.findWaitChain(userId, dependsOn, todoId, restoreWindowStart(deps.now().toISOString()));
  if (chain) throw invalid(waitLoopRefusal(chain));
}

/**
 * The todos the todo (its state as the command decides on it) waits for that are no longer among
 * the user's live todos (in Recently deleted, set aside by a re-plan, or gone): the cap does not
 * count them. Looked up only at the cap, below it they change nothing, and all in one query.
 * Inside the turn, so the read models hold every link.
 */
export async function waitsOnGone(deps: TodoDependencyDeps, userId: string, todo: Pick<TodoState, 'dependsOn'>): Promise<string[]> {
  if (todo.dependsOn.length < MAX_DEPENDENCIES) return [];
  const live = new Set(await deps.queries.liveTodoIds(userId, todo.dependsOn));
  return todo.dependsOn.filter((id) => !live.has(id));
}

type LinkInput = { actor: UserActor; todoId: string; dependsOn: string };

/**
 * The todo waits for another of the user's todos from now on. Both must be the user's live
 * todos (404 otherwise, as for any id); the link must not make a todo wait for itself, directly
 * or through others. Adding a link that is there already changes nothing (no undo either).
 */
export async function addTodoDependency(deps: TodoDependencyDeps, input: LinkInput): Promise<{ todoId: string; undoRevision: bigint | null }> {
  const { userId } = input.actor;
  const todo = await ownTodo(deps.queries, userId, input.todoId);
  if (input.dependsOn === todo.id) throw invalid(WAITS_FOR_ITSELF);
  const dependsOn = await ownTodo(deps.queries, userId, input.dependsOn);
  return inTurn(deps, userId, async () => {
    await refuseLoop(deps, userId, todo.id, dependsOn.id);
    // Returns once the read models hold the link, so the next turn's check sees it.
    const added = await handleTodoCommand(deps, input.actor, {
      todoId: todo.id,
      build: async (state) => ({
        type: 'AddTodoDependency',
        todoId: todo.id,
        userId,
        dependsOn: dependsOn.id,
        waitsOnGone: await waitsOnGone(deps, userId, state),
        now: deps.now().toISOString(),
      }),
    });
    return { todoId: todo.id, undoRevision: added.events.length > 0 ? added.revision : null };
  });
}

/** The todo no longer waits for the other; a link that does not exist answers 404. */
export async function removeTodoDependency(deps: TodoDependencyDeps, input: LinkInput): Promise<{ todoId: string; undoRevision: bigint | null }> {
  const { userId } = input.actor;
  const todo = await ownTodo(deps.queries, userId, input.todoId);
  const dependsOn = await ownTodo(deps.queries, userId, input.dependsOn);
  return inTurn(deps, userId, async () => {
    const removed = await handleTodoCommand(deps, input.actor, { type: 'RemoveTodoDependency', todoId: todo.id, userId, dependsOn: dependsOn.id, now: deps.now().toISOString() });
    return { todoId: todo.id, undoRevision: removed.revision };
  });
}
