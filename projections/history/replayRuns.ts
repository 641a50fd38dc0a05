import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { rebuildProjections, type RebuildOptions } from '../rebuildProjections';
import type { ReplayRun, ReplayStatus } from './replayAnswer';

/**
 * Point-in-time replays started through the admin API (`npm run replay`, in the background).
 * `replay_runs` records each run's progress for any API process to report: bookkeeping, not a
 * read model (nothing in the log rebuilds it).
 */

type ReplayRow = Pick<ReplayRun, 'id' | 'events_applied' | 'last_position' | 'requested_by' | 'duration_ms' | 'error'> & {
  schema_name: string;
  until: Date;
  status: Exclude<ReplayStatus, 'interrupted'>;
  started_at: Date;
  heartbeat_at: Date;
  finished_at: Date | null;
};

/** A running replay whose process has not reported for this long died with its process. */
export const REPLAY_HEARTBEAT_TIMEOUT_MS = 120_000;
const PROGRESS_EVERY_MS = 250;

export class ReplayRefusedError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

const RESERVED = new Set(['public', 'analytics', 'information_schema', 'postgres', 'pg_catalog', 'pg_toast']);

/** Why a schema name cannot receive a replay, or null when it can be used. */
export function schemaNameProblem(schema: string): string | null {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) return 'Schema must be 1 to 63 lower-case letters, digits or _, starting with a letter or _.';
  if (RESERVED.has(schema) || schema.startsWith('pg_')) return `Schema "${schema}" is reserved: choose another name for the replay.`;
  return null;
}

/**
 * Names the database itself gives meaning to: a role's name (PostgreSQL's default search path
 * starts with `"$user"`) or a schema the replays did not make.
 */
async function schemaCollision(trx: Knex.Transaction, schema: string, madeByReplay: boolean): Promise<string | null> {
  const role = await trx.raw('SELECT 1 FROM pg_roles WHERE rolname = ? UNION ALL SELECT 1 WHERE ? IN (current_user, session_user)', [schema, schema]);
  if (role.rows.length > 0) return `Schema "${schema}" is the name of a database role: choose another name for the replay.`;
  const exists = await trx('information_schema.schemata').where({ schema_name: schema }).first();
  if (exists && !madeByReplay) return `Schema "${schema}" already exists and was not made by a replay: choose another name.`;
  return null;
}

async function ensureReplayRunsTable(db: Knex): Promise<void> {
  if (await db.schema.withSchema('public').hasTable('replay_runs')) return;
  await db.schema
    .withSchema('public')
    .createTable('replay_runs', (t) => {
      t.uuid('id').primary();
      t.text('schema_name').notNullable();
      t.timestamp('until', { useTz: true }).notNullable();
      t.text('status').notNullable();
      t.bigInteger('events_applied').notNullable().defaultTo(0);
      t.bigInteger('last_position').nullable();
      t.uuid('requested_by').notNullable();
      t.timestamp('started_at', { useTz: true }).notNullable();
      t.timestamp('heartbeat_at', { useTz: true }).notNullable();
      t.timestamp('finished_at', { useTz: true }).nullable();
      t.integer('duration_ms').nullable();
      t.text('error').nullable();
      t.index(['schema_name']);
    })
    .catch((error: { code?: string }) => {
      if (error.code !== '42P07' && error.code !== '23505') throw error;
    });
}

function toRun(row: ReplayRow, now: Date): ReplayRun {
  const stale = row.status === 'running' && now.getTime() - new Date(row.heartbeat_at).getTime() > REPLAY_HEARTBEAT_TIMEOUT_MS;
  return {
    id: row.id,
    schema: row.schema_name,
    until: new Date(row.until).toISOString(),
    status: stale ? 'interrupted' : row.status,
    events_applied: Number(row.events_applied),
    last_position: row.last_position === null ? null : String(row.last_position),
    requested_by: row.requested_by,
    started_at: new Date(row.started_at).toISOString(),
    finished_at: row.finished_at ? new Date(row.finished_at).toISOString() : null,
    // While running: the time taken so far.
    duration_ms: row.status === 'running' ? Math.max(0, now.getTime() - new Date(row.started_at).getTime()) : row.duration_ms,
    error: stale ? 'The process running this replay stopped before it finished. Start it again.' : row.error,
  };
}

export async function getReplayRun(db: Knex, id: string, now: Date): Promise<ReplayRun | null> {
  await ensureReplayRunsTable(db);
  const row = await db<ReplayRow>('replay_runs').withSchema('public').where({ id }).first();
  return row ? toRun(row, now) : null;
}

/** The 50 newest runs. */
export async function listReplayRuns(db: Knex, now: Date): Promise<ReplayRun[]> {
  await ensureReplayRunsTable(db);
  const rows = await db<ReplayRow>('replay_runs').withSchema('public').orderBy('started_at', 'desc').limit(50);
  return rows.map((r) => toRun(r, now));
}

/** The schema's runs, its lock held: one decision at a time per schema, across API processes. */
async function lockedRunsOf(trx: Knex.Transaction, schema: string, now: Date): Promise<{ runs: ReplayRow[]; running: ReplayRow | undefined }> {
  await trx.raw("SELECT pg_advisory_xact_lock(hashtext('replay-schema:' || ?))", [schema]);
  const runs: ReplayRow[] = await trx('replay_runs').withSchema('public').where({ schema_name: schema });
  return { runs, running: runs.find((r) => toRun(r, now).status === 'running') };
}

/** What a replay rebuilds with, and the clock its progress reports read. */
type ReplayDeps = Pick<RebuildOptions, 'db' | 'connectionString' | 'store' | 'schemas' | 'projectors' | 'logger'> & { now: () => Date };

/**
 * Records the run and starts the rebuild without waiting for it. Refused while another replay
 * into the schema runs, or when no replay made the schema (a replay drops and recreates tables).
 */
export async function startReplay(deps: ReplayDeps, request: { until: Date; schema: string; requestedBy: string }): Promise<{ run: ReplayRun; done: Promise<void> }> {
  const problem = schemaNameProblem(request.schema);
  if (problem) throw new ReplayRefusedError(400, problem);
  await ensureReplayRunsTable(deps.db);
  const id = randomUUID();
  const now = deps.now();

  await deps.db.transaction(async (trx) => {
    const { runs, running } = await lockedRunsOf(trx, request.schema, now);
    if (running) throw new ReplayRefusedError(409, `A replay into schema "${request.schema}" is already running (${running.id}).`);
    const collision = await schemaCollision(trx, request.schema, runs.length > 0);
    if (collision) throw new ReplayRefusedError(400, collision);
    await trx('replay_runs').withSchema('public').insert({
      id,
      schema_name: request.schema,
      until: request.until,
      status: 'running',
      requested_by: request.requestedBy,
      started_at: now,
      heartbeat_at: now,
    });
  });

  const done = runReplay(deps, id, request);
  const run = (await getReplayRun(deps.db, id, now))!;
  return { run, done };
}

/** Drops a schema a replay made, and forgets its runs; not while a replay writes into it. */
export async function dropReplay(db: Knex, schema: string, now: Date): Promise<void> {
  await ensureReplayRunsTable(db);
  await db.transaction(async (trx) => {
    const { runs, running } = await lockedRunsOf(trx, schema, now);
    if (runs.length === 0) throw new ReplayRefusedError(404, `No replay made a schema named "${schema}".`);
    if (running) throw new ReplayRefusedError(409, `A replay into schema "${schema}" is still running: wait for it to finish, then drop it.`);
    await trx.raw('DROP SCHEMA IF EXISTS ?? CASCADE', [schema]);
    await trx('replay_runs').withSchema('public').where({ schema_name: schema }).delete();
  });
}

async function runReplay(deps: ReplayDeps, id: string, request: { until: Date; schema: string }): Promise<void> {
  const runs = () => deps.db('replay_runs').withSchema('public').where({ id });
  const started = Date.now();
  let lastReport = 0;
  let reporting: Promise<unknown> = Promise.resolve();
  try {
    const result = await rebuildProjections({
      ...deps,
      schema: request.schema,
      until: request.until,
      onProgress: (applied, position) => {
        if (Date.now() - lastReport < PROGRESS_EVERY_MS) return;
        lastReport = Date.now();
        // Reports go one after another: an older count never overwrites a newer one.
        reporting = reporting.then(() => runs().update({ events_applied: applied, last_position: position.toString(), heartbeat_at: deps.now() })).catch(() => undefined);
      },
    });
    await reporting;
    await runs().update({
      status: 'completed',
      events_applied: result.events,
      last_position: result.lastPosition?.toString() ?? null,
      finished_at: deps.now(),
      heartbeat_at: deps.now(),
      duration_ms: result.ms,
    });
  } catch (error) {
    await reporting;
    deps.logger.error({ err: error, replay: id }, 'replay failed');
    await runs()
      .update({ status: 'failed', error: (error as Error).message.slice(0, 2000), finished_at: deps.now(), heartbeat_at: deps.now(), duration_ms: Date.now() - started })
      .catch(() => undefined);
  }
}
