import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import type { DomainEvent } from '../domain/decider';
import { handleCommand, type Actor, type HandleOptions, type HandleResult } from '../commands/handleCommand';
import type { EventStore } from '../commands/eventStore';
import type { ProjectionRuntime } from '../projections/projectionRuntime';
import { waitForCheckpointsInDb } from '../projections/projectionRuntime';
import { allProjectors } from '../projections/allProjectors';
import type { Planner } from '../planner/plannerPort';
import type { PasswordHasher } from './passwords';

/** Everything a route needs, on `app.deps`. */
export type AppDeps = {
  db: Knex;
  /** Schema-checked store: payloads validated on append and read. */
  store: EventStore;
  planner: Planner;
  passwords: PasswordHasher;
  jwtSecret: string;
  authRateLimit: number;
  now: () => Date;
  /** The in-process projection runtime (null when another process runs the projectors). */
  projections: ProjectionRuntime | null;
  readYourWritesTimeoutMs: number;
};

/** The actor of a request: its user and request id flow into event metadata. */
export function actorOf(request: FastifyRequest): Actor {
  const user = request.user as { id?: string } | undefined;
  return { userId: user?.id ?? null, correlationId: String(request.id), causationId: String(request.id) };
}

/**
 * Read your own writes: wait (bounded) until the read models have applied `position`.
 * After the time-out the answer is still sent; the client may then briefly see old data.
 */
export async function waitForProjections(deps: AppDeps, position: bigint | null | undefined): Promise<void> {
  if (position === null || position === undefined) return;
  if (deps.projections) await deps.projections.waitFor(position, deps.readYourWritesTimeoutMs);
  else await waitForCheckpointsInDb(deps.db, allProjectors.map((p) => p.name), position, deps.readYourWritesTimeoutMs);
}

/** Runs a command as the request's user and waits for the read models to include it. */
export async function execute<S, C, E extends DomainEvent>(
  deps: AppDeps,
  request: FastifyRequest,
  options: Omit<HandleOptions<S, C, E>, 'actor'> & { actor?: Actor },
): Promise<HandleResult<S, E>> {
  const result = await handleCommand(deps, { ...options, actor: options.actor ?? actorOf(request) });
  await waitForProjections(deps, result.position);
  return result;
}
