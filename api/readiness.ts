import type { Knex } from 'knex';
import type { EventStore } from '../commands/eventStore';
import { storedEventsOf } from '../commands/personalData/personalDataEventStore';
import type { Projector } from '../projections/projector';
import { minPosition } from '../projections/processorRuntime';
import type { AppDeps } from './appDeps';

/**
 * The read models a request needs count as caught up while no event they have yet to apply was
 * recorded more than this long ago (by the database's clock). Further behind, their projector
 * is down or cannot keep up: a standby takes over within a few seconds, so a longer lag is not
 * a hand-over.
 */
export const READY_MAX_LAG_SECONDS = 10;

/** A check that does not answer within this time counts as not answering. */
const CHECK_TIMEOUT_MS = 2_000;

/** Tables of the runtime's own bookkeeping every request path reads besides the read models. */
const RUNTIME_TABLES = ['projection_checkpoints', 'user_credentials'];

export type ReadinessChecks = {
  database: 'ok' | 'down';
  event_store: 'ok' | 'down';
  /**
   * The tables of the read models a request needs (and the events table), built by this
   * version; `building`: some are being built from the log and hold only part of it.
   */
  schema: 'ok' | 'missing' | 'building' | 'unknown';
  /** Those read models hold the log up to READY_MAX_LAG_SECONDS. */
  read_models: 'ok' | 'behind' | 'unknown';
};

/** `cause`: the error behind a failed check, for the log (the answer names no host or query). */
export type Readiness = { ready: boolean; checks: ReadinessChecks; detail: string | null; cause?: Error };

export type ReadinessDeps = {
  db: Knex;
  store: EventStore;
  /** The read models a request's answer needs (the first projector group). */
  readModels: readonly Projector[];
  eventStoreKind?: 'postgres' | 'eventstoredb';
};

/** What a request answers while this process has not yet been ready (api/plugins/readinessGate.ts). */
export const STARTING_DETAIL = 'The service is starting: its read models are not ready yet. Try again in a few seconds.';
/** What a request answers, once this process has been ready, while its read models are built again. */
export const UPDATING_DETAIL = 'The service is updating its read models. Try again in a few seconds.';

/** The readiness of the app these deps serve. */
export function readinessOf(deps: AppDeps): Promise<Readiness> {
  return checkReadiness({ db: deps.db, store: deps.store, readModels: deps.projections.answerProjectors, eventStoreKind: deps.eventStoreKind });
}

/** Whether this process can answer requests now, and if not, which part is missing and why. */
export async function checkReadiness(deps: ReadinessDeps): Promise<Readiness> {
  const [databaseNow, head] = await Promise.all([
    within(deps.db.raw<{ rows: { now: string }[] }>('SELECT extract(epoch FROM clock_timestamp()) AS now')).then((r) => Number(r.rows[0].now) * 1000, asError),
    within(deps.store.headPosition()).then((h) => ({ position: h }), asError),
  ]);
  const checks: ReadinessChecks = {
    database: databaseNow instanceof Error ? 'down' : 'ok',
    event_store: head instanceof Error ? 'down' : 'ok',
    schema: 'unknown',
    read_models: 'unknown',
  };
  if (databaseNow instanceof Error) return notReady(checks, 'The database does not answer.', databaseNow);

  const schema = await within(schemaProblem(deps)).catch(asError);
  if (schema instanceof Error) return notReady(checks, 'The read-model tables could not be checked.', schema);
  checks.schema = schema?.state ?? 'ok';
  if (head instanceof Error) return notReady(checks, 'The event store does not answer.', head);
  if (schema !== null) return notReady(checks, schema.detail);

  const behind = await within(secondsBehind(deps, head.position, databaseNow)).catch(asError);
  if (behind instanceof Error) return notReady(checks, 'How far the read models are behind the log could not be told.', behind);
  if (behind > READY_MAX_LAG_SECONDS) {
    checks.read_models = 'behind';
    return notReady(
      checks,
      `The read models are ${Math.round(behind)} s behind the log (at most ${READY_MAX_LAG_SECONDS} s counts as caught up): no process with ROLE=projector (or ROLE=all) is applying them, or it cannot keep up.`,
    );
  }
  checks.read_models = 'ok';
  return { ready: true, checks, detail: null };
}

/** What is missing from the schema or being built, in a sentence; null when every table is there and built. */
async function schemaProblem(deps: ReadinessDeps): Promise<{ state: 'missing' | 'building'; detail: string } | null> {
  const tables = [...(deps.eventStoreKind === 'eventstoredb' ? [] : ['events']), ...RUNTIME_TABLES, ...deps.readModels.flatMap((p) => p.tables)];
  const { rows: absent } = await deps.db.raw<{ rows: { name: string }[] }>('SELECT name FROM unnest(?::text[]) AS name WHERE to_regclass(name) IS NULL', [tables]);
  if (absent.length > 0) {
    return { state: 'missing', detail: `The tables ${listed(absent.map((r) => r.name))} do not exist yet: a process with ROLE=projector (or ROLE=all) creates them when it starts.` };
  }
  const built: { name: string; version: number; building: boolean }[] = await deps.db('projection_checkpoints').whereIn('name', deps.readModels.map((p) => p.name)).select('name', 'version', 'building');
  const versions = new Map(built.map((r) => [r.name, r.version]));
  const stale = deps.readModels.filter((p) => versions.get(p.name) !== p.version).map((p) => p.name);
  if (stale.length > 0) {
    return { state: 'missing', detail: `The read models ${listed(stale)} were built by another version of the app: a process with ROLE=projector of this version rebuilds them from the log when it starts.` };
  }
  const building = built.filter((r) => r.building).map((r) => r.name);
  if (building.length > 0) {
    return { state: 'building', detail: `The read models ${listed(building)} are being built from the log: a process with ROLE=projector (or a live rebuild) is applying it, and they are ready once it has caught up.` };
  }
  return null;
}

/** Seconds since the oldest event the read models have yet to apply was recorded (0: none). */
async function secondsBehind(deps: ReadinessDeps, head: bigint | null, databaseNowMs: number): Promise<number> {
  if (head === null) return 0;
  const rows: { position: string | null }[] = await deps.db('projection_checkpoints').whereIn('name', deps.readModels.map((p) => p.name)).select('position');
  const applied = minPosition(rows.map((r) => (r.position === null ? null : BigInt(r.position))));
  if (applied !== null && applied >= head) return 0;
  // Positions are sparse: the next event after the checkpoint is the oldest one not applied (read
  // as stored: only its time is needed, nothing personal is opened).
  const [next] = await storedEventsOf(deps.store).readAll({ after: applied, limit: 1 });
  if (!next) return 0;
  return Math.max(0, (databaseNowMs - Date.parse(next.recordedAt)) / 1000);
}

function listed(names: string[]): string {
  const shown = names.slice(0, 5).join(', ');
  return names.length > 5 ? `${shown} and ${names.length - 5} more` : shown;
}

function notReady(checks: ReadinessChecks, detail: string, cause?: Error): Readiness {
  return { ready: false, checks, detail, cause };
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

function within<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS / 1000} s`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
