import type { Knex } from 'knex';
import type { EventStore, RecordedEvent } from '../commands/eventStore';
import { decodeEvent } from '../commands/eventCodec';
import type { EventSchemaMap } from '../domain/eventSchemas';
import { deadLetterOwner } from './deadLetterOwner';
import { pipelinedTransaction, sendInTransaction } from './pipelinedTransaction';
import { namedStatement } from './preparedQuery';
import type { Projector } from './projector';

export type Logger = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};

export type Undecodable = { undecodable: RecordedEvent; error: string };
export type BatchItem = RecordedEvent | Undecodable;

const isUndecodable = (e: BatchItem): e is Undecodable => 'undecodable' in e;
export const eventOf = (e: BatchItem): RecordedEvent => (isUndecodable(e) ? e.undecodable : e);
export const positionOf = (e: BatchItem) => eventOf(e).position;

/** An event checked against its schema, or marked undecodable (it is dead-lettered, not thrown). */
export function decodeOrMark(schemas: EventSchemaMap, e: RecordedEvent): BatchItem {
  try {
    return decodeEvent(schemas, e);
  } catch (error) {
    return { undecodable: e, error: (error as Error).message };
  }
}

/** The log after a position, each event checked against its schema or marked undecodable. */
export type ReadLog = (after: bigint | null, limit: number) => Promise<BatchItem[]>;

/** `store`'s log as a ReadLog. */
export const decodedLog = (store: Pick<EventStore, 'readAll'>, schemas: EventSchemaMap): ReadLog =>
  async (after, limit) => (await store.readAll({ after, limit })).map((e) => decodeOrMark(schemas, e));

/**
 * Every append that writes inline read models takes this lock shared; making an inline read
 * model ready to be built again, and finishing that build, take it exclusively: no append is
 * in flight then, in any process.
 */
export const INLINE_APPENDS_LOCK = 'inline-appends';
export const lockInlineAppends = (trx: Knex.Transaction) => trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [INLINE_APPENDS_LOCK]);

/**
 * Notified when inline read models are marked `building`: every process re-checks its
 * readiness and answers 503 until the build has caught up, instead of answering from half-built
 * tables (api/plugins/readinessGate.ts).
 */
export const READ_MODEL_BUILDS_CHANNEL = 'odyssey_read_model_builds';
export const announceBuild = (trx: Knex.Transaction) => trx.raw("SELECT pg_notify(?, '')", [READ_MODEL_BUILDS_CHANNEL]);

/** Where a read model stands: its checkpoint, and whether it is an inline one being built from the log. */
type PreparedProjector = { checkpoint: bigint | null; building: boolean };

/**
 * Makes a projector ready and answers where it stands: on first sight or a version change its
 * tables are made again (`resetReadModel`: the log rebuilds it). An inline read model (`inline`)
 * is then marked `building` unless the log is empty: appends leave it to the projector group
 * until the build has caught up (projections/projectorGroup.ts). The mark is set while no
 * append that writes inline read models is in flight (INLINE_APPENDS_LOCK taken exclusively),
 * so each append either committed before the tables were emptied (the build applies it) or
 * sees the mark.
 */
export async function prepareProjector(db: Knex, projector: Projector, logger: Logger, inline: boolean): Promise<PreparedProjector> {
  return db.transaction(async (trx) => {
    // Processes starting together (inline read models are made ready by every process that
    // appends) take turns: the first builds the tables, the others find them built.
    await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [`prepare-projector:${projector.name}`]);
    const row = await trx('projection_checkpoints').where({ name: projector.name }).forUpdate().first();
    if (row && row.version === projector.version) return { checkpoint: row.position === null ? null : BigInt(row.position), building: row.building === true };
    logger.info({ projector: projector.name, from: row?.version ?? null, to: projector.version }, 'building read model from the log');
    let building = false;
    if (inline) {
      await lockInlineAppends(trx);
      building = (await headPosition(trx)) !== null;
      if (building) await announceBuild(trx);
    }
    await resetReadModel(trx, projector, building);
    return { checkpoint: null, building };
  });
}

/** Drops a read model's tables and creates them again, its checkpoint back before the log's first event. */
export async function resetReadModel(trx: Knex.Transaction, projector: Projector, building: boolean): Promise<void> {
  for (const table of projector.tables) await trx.schema.dropTableIfExists(table);
  await projector.setup(trx);
  await trx('projection_checkpoints')
    .insert({ name: projector.name, version: projector.version, position: null, building, updated_at: trx.fn.now() })
    .onConflict('name')
    .merge();
}

/** The log's head (null: an empty log). Inline read models exist only with the PostgreSQL event store, whose function this is. */
async function headPosition(db: Knex | Knex.Transaction): Promise<bigint | null> {
  const { rows } = await db.raw<{ rows: { position: string | null }[] }>('SELECT odyssey_head_position() AS position');
  const position = rows[0]?.position;
  return position ? BigInt(position) : null;
}

const handles = (projector: Projector, e: BatchItem) => projector.handles.includes(eventOf(e).type);

/** Applies the events a projector handles, in log order. */
export async function applyAll(trx: Knex.Transaction, projector: Projector, events: RecordedEvent[]) {
  const handled = events.filter((e) => handles(projector, e));
  if (handled.length === 0) return;
  await projector.apply(trx, handled);
}

/**
 * The checkpoints, the commit's durability setting and its notification (a named statement:
 * parsed once per connection). A checkpoint moves only at the version of the code that applied
 * the page: a process with older code, once a newer one has made its read models ready, fails
 * the page (odyssey_read_models_at_version raises) and writes nothing until it is restarted.
 * And only from where the page's instance read it ($5): a checkpoint another instance moved
 * meanwhile fails the page (odyssey_checkpoints_unmoved raises; a concurrent move is waited for
 * by the row lock and then seen), so an event is never applied twice.
 */
const SAVE_CHECKPOINTS = `WITH own AS (SELECT * FROM unnest($2::text[], $4::int[], $5::bigint[]) AS own(name, version, expected)),
  saved AS (
    UPDATE projection_checkpoints c SET position = $1, updated_at = now()
    FROM own WHERE c.name = own.name AND c.position IS NOT DISTINCT FROM own.expected RETURNING 1
  )
  SELECT set_config('synchronous_commit', 'off', true),
         odyssey_checkpoints_unmoved((SELECT count(*)::int FROM projection_checkpoints c JOIN own ON c.name = own.name) - (SELECT count(*)::int FROM saved)),
         odyssey_read_models_at_version((SELECT count(*)::int FROM projection_checkpoints c JOIN own ON c.name = own.name AND c.version <> own.version)),
         CASE WHEN $3::text IS NULL THEN NULL ELSE pg_notify('odyssey_read_models', $3::text) END`;

/**
 * Applies a page of the log to the given projectors, each from its own checkpoint, and
 * stores the new checkpoints in the same transaction: every projector's checkpoint is then the
 * page's last `position`; `handled` names those that had events of their types in it.
 * `schema`: where the read models are, other than the live ones; `appliedAtAppend`: read models
 * the event store wrote in each append's transaction (inline), whose checkpoints only move on here.
 * If the page fails, it is applied again under savepoints, each projector's events split in
 * halves until the event it cannot apply is found: that event is recorded in
 * `projection_dead_letters` (and logged) and set aside, the rest applied, so one bad event
 * never stops the read models.
 */
export async function applyBatchToProjectors(
  db: Knex,
  projectors: Projector[],
  checkpoints: Map<string, bigint | null>,
  events: BatchItem[],
  logger: Logger,
  options: { schema?: string; appliedAtAppend?: ReadonlySet<string> } = {},
): Promise<{ position: bigint; handled: string[] }> {
  const { schema } = options;
  const last = positionOf(events[events.length - 1]);
  // Each projector with the events of its types after its checkpoint.
  const work = projectors.map((projector) => {
    const cp = checkpoints.get(projector.name) ?? null;
    return { projector, pending: events.filter((e) => (cp === null || positionOf(e) > cp) && handles(projector, e)) };
  });
  const handled = work.filter(({ pending }) => pending.length > 0).map(({ projector }) => projector.name);
  // Inline read models have these events already: they are named as changed, and not applied again.
  for (const w of work) if (options.appliedAtAppend?.has(w.projector.name)) w.pending = [];
  // Read models need not wait for their commit to reach the disk: a crash loses the rows and
  // the checkpoint that covers them together, and the log applies them again.
  // The checkpoints, that setting and the commit notification go in one statement. The
  // notification reaches every listening process at commit (ROLE=api waits on it instead of
  // polling) and names the read models, so a listener learns their position without a query;
  // `handled` tells the token cache when the users read model changed. A replay into another
  // schema is not the live read models: it stays silent.
  const names = projectors.map((p) => p.name);
  const payload = schema ? null : JSON.stringify({ position: last.toString(), projectors: names, handled });
  const expected = projectors.map((p) => checkpoints.get(p.name)?.toString() ?? null);
  const save = (trx: Knex | Knex.Transaction) =>
    sendInTransaction(trx, namedStatement(SAVE_CHECKPOINTS, [last.toString(), names, payload, projectors.map((p) => p.version), expected]));
  const applied = { position: last, handled };

  // Nothing of theirs in the page: the checkpoints move on in one statement (its own
  // transaction) instead of three round trips.
  if (!schema && work.every(({ pending }) => pending.length === 0)) {
    await save(db);
    return applied;
  }
  const inTransaction = (apply: (trx: Knex.Transaction, projector: Projector, pending: BatchItem[]) => Promise<void>) => async (trx: Knex.Transaction) => {
    if (schema) await trx.raw('SET LOCAL search_path TO ??', [schema]);
    for (const { projector, pending } of work) await apply(trx, projector, pending);
    await save(trx);
  };
  if (!work.some(({ pending }) => pending.some(isUndecodable))) {
    try {
      await pipelinedTransaction(db, inTransaction((trx, projector, pending) => applyAll(trx, projector, pending as RecordedEvent[])));
      return applied;
    } catch (error) {
      logger.warn({ err: error }, 'batch failed; looking for the event that fails it');
    }
  }
  await db.transaction(inTransaction((trx, projector, pending) => applySettingAsideWhatFails(trx, projector, pending, logger)));
  return applied;
}

/**
 * Applies the items a projector handles in `trx`, setting aside (dead letter) each event that
 * cannot be decoded or applied, and the rest applied in log order around it.
 */
export async function applySettingAsideWhatFails(trx: Knex.Transaction, p: Projector, items: BatchItem[], logger: Logger): Promise<void> {
  const applicable: RecordedEvent[] = [];
  for (const item of items) {
    if (!handles(p, item)) continue;
    if (isUndecodable(item)) await deadLetter(trx, p, item.undecodable, item.error, logger);
    else applicable.push(item);
  }
  await applySettingAside(trx, p, applicable, logger);
}

/**
 * Applies `events` under a savepoint; if that fails, each half in turn the same way, down to
 * the single event that fails, which is dead-lettered. The events before it are applied
 * before it and those after it after it, as in the log.
 */
async function applySettingAside(trx: Knex.Transaction, p: Projector, events: RecordedEvent[], logger: Logger): Promise<void> {
  if (events.length === 0) return;
  try {
    await trx.transaction((sp) => p.apply(sp, events));
  } catch (error) {
    if (events.length === 1) {
      await deadLetter(trx, p, events[0], (error as Error).message, logger);
      return;
    }
    const half = Math.ceil(events.length / 2);
    await applySettingAside(trx, p, events.slice(0, half), logger);
    await applySettingAside(trx, p, events.slice(half), logger);
  }
}

async function deadLetter(trx: Knex.Transaction, p: Projector, event: RecordedEvent, error: string, logger: Logger) {
  logger.error({ projector: p.name, position: event.position.toString(), eventId: event.id, type: event.type, error }, 'event dead-lettered');
  await trx('projection_dead_letters').insert({
    projector: p.name,
    position: event.position.toString(),
    event_id: event.id,
    event_type: event.type,
    error: error.slice(0, 2000),
    user_id: deadLetterOwner(event),
  });
}
