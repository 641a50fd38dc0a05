import { EventEmitter } from 'node:events';
import type { Knex } from 'knex';
import type { Projector } from './projector';
import { applyBatchToProjectors, positionOf, prepareProjector, type Logger } from './applyBatch';
import { INLINE_APPENDS_LOCK } from './inlineProjection';
import { minPosition, type Processor } from './processorRuntime';
import { ensureProjectionTables } from './projectionTables';

export type ProjectorGroup = Processor & {
  readonly projectorNames: string[];
  /** The lowest checkpoint over the group as this process applies it (undefined: another process runs it). */
  lowestCheckpoint(): bigint | null | undefined;
  /**
   * In-process hook: `listener(position, changed)` after each commit of read models up to
   * `position`; `changed` names the read models that applied events in it (null: unknown, as
   * at start, when a read model may have been rebuilt).
   */
  onCommitted(listener: (position: bigint, changed: readonly string[] | null) => void): () => void;
};

/**
 * Projectors that share one read of the log: each page is applied to all of them and their
 * checkpoints stored in one transaction (projections/applyBatch.ts), so a crash never applies
 * an event twice or skips one. The group is active in the process that holds every
 * projector's advisory lock (the same locks a live rebuild takes).
 */
export function projectorGroup(options: {
  name: string;
  db: Knex;
  projectors: Projector[];
  logger: Logger;
  batchSize?: number;
  /** Names of the read models the event store applies in each append's transaction (inline). */
  appliedAtAppend?: ReadonlySet<string>;
}): ProjectorGroup {
  const { db, projectors, logger } = options;
  const appliedAtAppend = options.appliedAtAppend ?? new Set<string>();
  /**
   * Inline read models built again from the log at start (new, or a new version): the events
   * up to the log's head then are applied here; later ones were applied by their appends.
   */
  const catchingUp = new Map<string, bigint>();
  const checkpoints = new Map<string, bigint | null>();
  const committed = new EventEmitter();
  committed.setMaxListeners(0);
  let elected = false;

  async function start(): Promise<bigint | null> {
    // From here on waiters learn this group's progress from this process, not from stored
    // checkpoints a version change is about to reset.
    elected = true;
    await ensureProjectionTables(db);
    for (const p of projectors) {
      checkpoints.set(p.name, await prepareProjector(db, p, logger));
    }
    for (const p of projectors) {
      if (!appliedAtAppend.has(p.name) || checkpoints.get(p.name) !== null) continue;
      // Never followed: what appends wrote inline so far is dropped and built again from the
      // log up to its head; appends after the head write their own rows.
      const head = await emptyUpToHead(db, p, logger);
      if (head !== null) catchingUp.set(p.name, head);
    }
    const position = minPosition(projectors.map((p) => checkpoints.get(p.name) ?? null));
    if (position !== null) committed.emit('committed', position, null);
    return position;
  }

  return {
    name: options.name,
    locks: projectors.map((p) => `projector:${p.name}`),
    batchSize: options.batchSize ?? 1000,
    projectorNames: projectors.map((p) => p.name),
    start,
    // Read models commit without waiting for the disk: after a database crash they and their
    // checkpoints may be back at an earlier position, which is read again from there.
    resume: start,
    async handle(page) {
      for (const [name, upTo] of catchingUp) {
        const p = projectors.find((q) => q.name === name);
        const before = page.filter((e) => positionOf(e) <= upTo);
        if (p && before.length > 0) {
          const own = new Map([[name, checkpoints.get(name) ?? null]]);
          checkpoints.set(name, (await applyBatchToProjectors(db, [p], own, before, logger)).position);
        }
        if (positionOf(page[page.length - 1]) >= upTo) catchingUp.delete(name);
      }
      const applied = await applyBatchToProjectors(db, projectors, checkpoints, page, logger, { appliedAtAppend });
      for (const p of projectors) checkpoints.set(p.name, applied.position);
      committed.emit('committed', applied.position, applied.handled);
    },
    lowestCheckpoint() {
      if (!elected) return undefined;
      return checkpoints.size < projectors.length ? null : minPosition(projectors.map((p) => checkpoints.get(p.name) ?? null));
    },
    onCommitted(listener) {
      committed.on('committed', listener);
      return () => committed.off('committed', listener);
    },
  };
}

/**
 * Empties an inline read model and answers the log's head at that moment (null: an empty log),
 * while no append that writes inline read models is in flight in any process: they take
 * INLINE_APPENDS_LOCK shared, this takes it exclusively, so the events up to the head are the
 * catch-up's and every later one its append's.
 */
async function emptyUpToHead(db: Knex, projector: Projector, logger: Logger): Promise<bigint | null> {
  return db.transaction(async (trx) => {
    await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [INLINE_APPENDS_LOCK]);
    const head = await headPosition(trx);
    if (head === null) return null;
    logger.info({ projector: projector.name, head: String(head) }, 'building inline read model again up to the log head');
    for (const table of projector.tables) await trx.schema.dropTableIfExists(table);
    await projector.setup(trx);
    return head;
  });
}

/** The log's head (PostgreSQL event store: inline read models exist only with it). */
async function headPosition(db: Knex | Knex.Transaction): Promise<bigint | null> {
  const { rows } = await db.raw<{ rows: { position: string | null }[] }>('SELECT odyssey_head_position() AS position');
  return rows[0]?.position === null || rows[0]?.position === undefined ? null : BigInt(rows[0].position);
}
