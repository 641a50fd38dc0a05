import type { FastifyRequest } from 'fastify';
import type { UndoDeps } from '../../commands/undo/runCommand';
import { execute, type AppDeps } from '../appDeps';

/** The undo and restore use cases' dependencies for one request: commands run as its user. */
export function undoDepsOf(deps: AppDeps, request: FastifyRequest): UndoDeps {
  return { store: deps.store, db: deps.db, run: (options) => execute(deps, request, options) };
}
