import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import type { Actor, CommandDeps } from '../commands/handleCommand';
import type { EventStore } from '../commands/eventStore';
import type { PersonalDataKeys } from '../commands/personalData/dataKeys';
import type { StreamStateCache } from '../commands/streamStateCache';
import type { ReadModels } from '../projections/readModels';
import type { Planner } from '../commands/ports/planner';
import type { EvaluationBudget } from '../commands/todos/evaluationBudget';
import type { PasswordHasher } from './passwords';
import type { AppMetrics } from './metrics/appMetrics';

/** Everything a route needs, on `app.deps`. */
export type AppDeps = {
  db: Knex;
  /** Schema-checked store: payloads validated on append and read. */
  store: EventStore;
  /** The states this process's last commands left, per stream (a first guess; see handleCommand). */
  streamStates?: StreamStateCache;
  /** Per-user data keys: erasing a user destroys theirs; email stream ids are keyed hashes. */
  personalData: PersonalDataKeys;
  planner: Planner;
  passwords: PasswordHasher;
  jwtSecret: string;
  authRateLimit: number;
  /** Planner-backed calls per user, route and minute (default 30). */
  plannerRateLimit?: number;
  /** Todo evaluations made per user and minute, requests and the background sweep together (commands/todos/evaluationBudget.ts). */
  evaluationBudget: EvaluationBudget;
  now: () => Date;
  /** Read-model progress: in-process when this process runs the projectors, else by notification. */
  projections: ReadModels;
  readYourWritesTimeoutMs: number;
  /** The app's database URL (session settings included), for connections of their own (a replay's locks). */
  databaseUrl: string;
  /** This process's Prometheus series (GET /metrics). */
  metrics: AppMetrics;
  /** Where the event log lives (absent: the PostgreSQL event store, an `events` table in `db`). */
  eventStoreKind?: 'postgres' | 'eventstoredb';
};

/** The actor of a request: its user and request id flow into event metadata. */
export function actorOf(request: FastifyRequest): Actor {
  const user = request.user as { id?: string } | undefined;
  return { userId: user?.id ?? null, correlationId: String(request.id), causationId: String(request.id) };
}

/**
 * Read your own writes: wait (bounded) until the read models the answers use have applied
 * `position` (history links and analytics may lag). After the time-out the answer is still
 * sent; the client may then briefly see old data.
 */
export async function waitForProjections(deps: AppDeps, position: bigint | null | undefined, types?: readonly string[]): Promise<void> {
  if (position === null || position === undefined) return;
  // Events only inline read models (and lagging ones) apply: the append committed their rows.
  if (!deps.projections.answerWaitsFor(types)) return;
  await deps.projections.waitForAnswer(position, deps.readYourWritesTimeoutMs);
}

/** The command handler's deps for a request: its answer waits for the read models it reads. */
export function commandDeps(deps: AppDeps): CommandDeps {
  return { store: deps.store, now: deps.now, readModelsReach: (position, types) => waitForProjections(deps, position, types), states: deps.streamStates };
}
