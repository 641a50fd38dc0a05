import type { FastifyRequest } from 'fastify';
import { handleCommand } from '../../commands/handleCommand';
import type { UndoDeps } from '../../commands/undo/runCommand';
import { todoSetAsideAt } from '../../projections/trash/queries';
import { liveParentCheck } from '../../projections/parentUnlinks';
import { actorOf, commandDeps, type AppDeps } from '../appDeps';

/** The undo and restore use cases' dependencies for one request: commands run as its user. */
export function undoDepsOf(deps: AppDeps, request: FastifyRequest): UndoDeps {
  return {
    store: deps.store,
    parentIsLive: async (kind, userId, id) => Boolean(await deps.db(kind === 'mission' ? 'missions' : 'odysseys').where({ id, user_id: userId }).first('id')),
    setAsideAt: (userId, todoId) => todoSetAsideAt(deps.db, userId, todoId),
    liveParentCheck,
    run: (options) => handleCommand(commandDeps(deps), { ...options, actor: actorOf(request) }),
  };
}
