import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { UseCaseDeps, UserActor } from '../../commands/useCase';
import { getStep, listChatMessages, listFindings } from '../../projections/todos/queries';
import { actorOf, commandDeps, type AppDeps } from '../appDeps';

/** A use case's deps in a request: answers wait for the read models they read. */
export function useCaseDeps(deps: AppDeps): UseCaseDeps {
  return { ...commandDeps(deps), ids: randomUUID };
}

/** The signed-in user of a request (routes behind `authenticate`). */
export function userActorOf(request: FastifyRequest): UserActor {
  return { ...actorOf(request), userId: request.user.id };
}

/** The todo read functions the step use cases are given. */
export function todoQueries(deps: AppDeps) {
  return {
    getStep: (userId: string, stepId: string) => getStep(deps.db, userId, stepId),
    listChatMessages: (userId: string, stepId: string) => listChatMessages(deps.db, userId, stepId),
    listFindings: (userId: string, stepId: string) => listFindings(deps.db, userId, stepId),
  };
}
