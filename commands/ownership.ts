import { invalid, notFound } from '../domain/decider';
import type { AppendPrecondition } from './eventStore';
import { MISSION_NOT_FOUND } from '../domain/missions/missionDecider';
import type { ChosenOdyssey } from '../domain/missions/missionDecider';
import { ODYSSEY_NOT_FOUND } from '../domain/odysseys/odysseyDecider';
import { FINDING_NOT_FOUND, STEP_NOT_FOUND, TODO_NOT_FOUND } from '../domain/todos/todoDecider';
import type { OwnedFinding, OwnedMission, OwnedOdyssey, OwnedStep, OwnedTodo, ReadModelQueries } from './ports/readModels';

/**
 * The user's own items from the read models, or the domain's not-found: a missing item and
 * another user's answer the same.
 */

/** The row a lookup answered, or the domain's not-found with `message`. */
async function found<T>(lookup: Promise<T | undefined>, message: string): Promise<T> {
  const row = await lookup;
  if (!row) throw notFound(message);
  return row;
}

/** The user's todo; a lookup that answers more than `OwnedTodo` (a route's view) keeps its type. */
export async function ownTodo<T extends OwnedTodo>(queries: { findTodo(userId: string, todoId: string): Promise<T | undefined> }, userId: string, todoId: string): Promise<T> {
  return found(queries.findTodo(userId, todoId), TODO_NOT_FOUND);
}

/** The user's step; a lookup that answers more than `OwnedStep` (the step's view) keeps its type. */
export async function ownStep<S extends OwnedStep>(queries: { getStep(userId: string, stepId: string): Promise<S | undefined> }, userId: string, stepId: string): Promise<S> {
  return found(queries.getStep(userId, stepId), STEP_NOT_FOUND);
}

export async function ownFinding(queries: Pick<ReadModelQueries, 'getFinding'>, userId: string, findingId: string): Promise<OwnedFinding> {
  return found(queries.getFinding(userId, findingId), FINDING_NOT_FOUND);
}

export async function ownMission(queries: Pick<ReadModelQueries, 'findOwnMission'>, userId: string, missionId: string): Promise<OwnedMission> {
  return found(queries.findOwnMission(userId, missionId), MISSION_NOT_FOUND);
}

export async function ownOdyssey(queries: Pick<ReadModelQueries, 'findOwnOdyssey'>, userId: string, odysseyId: string): Promise<OwnedOdyssey> {
  return found(queries.findOwnOdyssey(userId, odysseyId), ODYSSEY_NOT_FOUND);
}

/**
 * The precondition of an append that links an item to the user's mission / odyssey: it is still
 * there when the link lands. A deletion that lands first answers what a missing one answers
 * (404), and the item is not left pointing at a deleted parent.
 */
export function parentStillThere(queries: Pick<ReadModelQueries, 'liveParentCheck'>, kind: 'mission' | 'odyssey', userId: string, id: string): AppendPrecondition {
  return { ...queries.liveParentCheck(kind, userId, id), error: notFound(kind === 'mission' ? MISSION_NOT_FOUND : ODYSSEY_NOT_FOUND) };
}

/**
 * Links an item to its parent while that is still there when the append lands, else to none:
 * `link` runs with the parent and the precondition that keeps it (with none and no check when
 * `parentId` is null); a deletion of the parent that lands first makes it run again standalone.
 */
export async function inParentOrStandalone<T>(
  queries: Pick<ReadModelQueries, 'liveParentCheck'>,
  kind: 'mission' | 'odyssey',
  userId: string,
  parentId: string | null,
  link: (parentId: string | null, precondition?: AppendPrecondition) => Promise<T>,
): Promise<T> {
  if (parentId === null) return link(null);
  const stillThere = parentStillThere(queries, kind, userId, parentId);
  try {
    return await link(parentId, stillThere);
  } catch (error) {
    if (error !== stillThere.error) throw error;
    return link(null);
  }
}

/**
 * A mission chosen as a todo's parent must be the user's (404) and active (400); answers the
 * precondition that keeps it there until the todo's append lands.
 */
export async function chosenMission(queries: Pick<ReadModelQueries, 'findOwnMission' | 'liveParentCheck'>, userId: string, missionId: string): Promise<AppendPrecondition> {
  const mission = await ownMission(queries, userId, missionId);
  if (mission.status !== 'active') throw invalid('Only active missions can be chosen for a todo');
  return parentStillThere(queries, 'mission', userId, mission.id);
}

/**
 * The odyssey named as a mission's parent: absent and null pass through; else the user's own (404),
 * with the precondition that keeps it there until the mission's append lands.
 */
export async function chosenOdyssey(
  queries: Pick<ReadModelQueries, 'findOwnOdyssey' | 'liveParentCheck'>,
  userId: string,
  odysseyId: string | null | undefined,
): Promise<{ odyssey: ChosenOdyssey | null | undefined; stillThere?: AppendPrecondition }> {
  if (odysseyId === undefined || odysseyId === null) return { odyssey: odysseyId };
  const odyssey = await ownOdyssey(queries, userId, odysseyId);
  return { odyssey: { odysseyId: odyssey.id, status: odyssey.status }, stillThere: parentStillThere(queries, 'odyssey', userId, odyssey.id) };
}
