import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { DirectorChatQueries } from '../../commands/director/chatWithDirector';
import type { OnboardingQueries } from '../../commands/onboarding/completeOnboarding';
import type { ReadModelQueries } from '../../commands/ports/readModels';
import type { UserActor } from '../../commands/useCase';
import { findDirectorSettings, listMessages } from '../../projections/director/queries';
import { loadDirectorSnapshot } from '../../projections/director/snapshotQuery';
import { findOwnMission } from '../../projections/missions/queries';
import { findOwnOdyssey } from '../../projections/odysseys/queries';
import { findOwnStep, findTodo, getFinding, getStep, listChatMessages, listFindings } from '../../projections/todos/queries';
import { findWaitChain } from '../../projections/todos/dependencyQueries';
import { liveParentCheck } from '../../projections/parentUnlinks';
import { advisoryExclusive } from '../../commands/postgres/advisoryExclusive';
import { actorOf, commandDeps, type AppDeps } from '../appDeps';

/**
 * What the routes give every use case: the store, with answers that wait for the read models
 * they read, the clock, new ids, the planner and the read-model lookups.
 */
export function useCaseDeps(deps: AppDeps) {
  const { db } = deps;
  const queries = {
    findTodo: (userId: string, todoId: string) => findTodo(db, userId, todoId),
    // Ownership checks need the step's todo only; the whole step (evidence, findings) is read for answers.
    getStep: (userId: string, stepId: string) => findOwnStep(db, userId, stepId),
    stepView: (userId: string, stepId: string) => getStep(db, userId, stepId),
    getFinding: (userId: string, findingId: string) => getFinding(db, userId, findingId),
    findOwnMission: (userId: string, missionId: string) => findOwnMission(db, userId, missionId),
    findOwnOdyssey: (userId: string, odysseyId: string) => findOwnOdyssey(db, userId, odysseyId),
    liveParentCheck,
    findWaitChain: (userId: string, from: string, to: string, restorableSince: string) => findWaitChain(db, userId, from, to, restorableSince),
    listChatMessages: (userId: string, stepId: string) => listChatMessages(db, userId, stepId),
    listFindings: (userId: string, stepId: string) => listFindings(db, userId, stepId),
    findDirectorSettings: (userId: string) => findDirectorSettings(db, userId),
    loadDirectorSnapshot: (userId: string) => loadDirectorSnapshot(db, userId),
    listConversationMessages: (conversationId: string, limit: number) => listMessages(db, conversationId, limit),
    // One array parameter, not one per id: the tour's sample ids can outnumber PostgreSQL's 65,535 bind parameters.
    liveTodoIds: (userId: string, todoIds: readonly string[]): Promise<string[]> => db('todos').where({ user_id: userId }).whereRaw('id = any(?::uuid[])', [[...todoIds]]).pluck('id'),
    liveMissionIds: (userId: string, missionIds: string[]): Promise<string[]> => db('missions').where({ user_id: userId }).whereRaw('id = any(?::uuid[])', [missionIds]).pluck('id'),
  } satisfies ReadModelQueries & OnboardingQueries & DirectorChatQueries & Record<string, unknown>;
  return { ...commandDeps(deps), ids: randomUUID, planner: deps.planner, evaluationBudget: deps.evaluationBudget, queries, exclusive: advisoryExclusive(db), readModelsHoldLog: () => readModelsHoldLog(deps) };
}

/**
 * Waits (bounded) until the read model of the waits holds the whole log as it is now; false
 * when it did not in time. Where it is inline (written in each append's transaction) every
 * committed link is there already: nothing to wait for.
 */
async function readModelsHoldLog(deps: AppDeps): Promise<boolean> {
  if (!deps.projections.answerWaitsFor(['TodoDependencyAdded', 'TodoDependencyRemoved'])) return true;
  const head = await deps.store.headPosition();
  return head === null || deps.projections.waitForAnswer(head, deps.readYourWritesTimeoutMs);
}

/** The signed-in user of a request (routes behind `authenticate`). */
export function userActorOf(request: FastifyRequest): UserActor {
  return { ...actorOf(request), userId: request.user.id };
}
