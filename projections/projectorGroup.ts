import type { Knex } from 'knex';
import type { Projector } from './projector';
import { applyBatchToProjectors, applySettingAsideWhatFails, lockInlineAppends, positionOf, prepareProjector, type Logger, type ReadLog } from './applyBatch';
import { minPosition, type Processor } from './processorRuntime';
import { ensureProjectionTables } from './projectionTables';

export type ProjectorGroup = Processor & {
  /** The lowest checkpoint over the group as this process applies it (undefined: another process runs it). */
  lowestCheckpoint(): bigint | null | undefined;
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
  /** The log after a position, decoded (an inline read model's build reads its last events with it). */
  readLog: ReadLog;
  /**
   * Called after each commit of read models up to `position`; `changed` names those that applied
   * events in it (null: unknown, as at start, when a read model may have been rebuilt).
   */
  onCommitted?: (position: bigint, changed: readonly string[] | null) => void;
  /** Called when this process stops applying the group (shut down, or another instance took it over). */
  onStopped?: () => void;
}): ProjectorGroup {
  const { db, projectors, logger, readLog } = options;
  const batchSize = options.batchSize ?? 1000;
  const appliedAtAppend = options.appliedAtAppend ?? new Set<string>();
  /** Inline read models being built from the log: appends leave them to this group until the build has caught up. */
  const building = new Set<string>();
  const checkpoints = new Map<string, bigint | null>();
  let elected = false;

  const lowest = () => minPosition(projectors.map((p) => checkpoints.get(p.name) ?? null));
  const writtenAtAppend = () => (building.size === 0 ? appliedAtAppend : new Set([...appliedAtAppend].filter((name) => !building.has(name))));

  /** Ends the builds that have reached the log's end (`atEnd`), or are near it. */
  async function finishBuilds(atEnd: boolean): Promise<void> {
    for (const p of projectors) {
      if (!building.has(p.name)) continue;
      const from = checkpoints.get(p.name) ?? null;
      if (!atEnd && (await readLog(from, batchSize)).length >= batchSize) continue;
      checkpoints.set(p.name, await finishInlineBuild(db, p, from, readLog, logger));
      building.delete(p.name);
    }
  }

  async function start(): Promise<bigint | null> {
    // From here on waiters learn this group's progress from this process, not from stored
    // checkpoints a version change is about to reset.
    elected = true;
    building.clear();
    await ensureProjectionTables(db);
    for (const p of projectors) {
      const prepared = await prepareProjector(db, p, logger, appliedAtAppend.has(p.name));
      checkpoints.set(p.name, prepared.checkpoint);
      if (prepared.building && appliedAtAppend.has(p.name)) building.add(p.name);
    }
    await finishBuilds(false);
    const position = lowest();
    if (position !== null) options.onCommitted?.(position, null);
    return position;
  }

  return {
    name: options.name,
    locks: projectors.map((p) => `projector:${p.name}`),
    batchSize,
    start,
    // Read models commit without waiting for the disk: after a database crash they and their
    // checkpoints may be back at an earlier position, which is read again from there.
    resume: start,
    async handle(page) {
      const applied = await applyBatchToProjectors(db, projectors, checkpoints, page, logger, { appliedAtAppend: writtenAtAppend() });
      for (const p of projectors) checkpoints.set(p.name, applied.position);
      // A short page may end where the shared reader's memory ends, not the log: look first.
      if (building.size > 0 && page.length < batchSize) await finishBuilds(false);
      options.onCommitted?.(applied.position, applied.handled);
    },
    async idle() {
      if (building.size > 0) await finishBuilds(true);
    },
    // Another instance may apply the group from here on: waiters learn its progress from the
    // commit notifications, not from this process's last checkpoints.
    async stop() {
      elected = false;
      options.onStopped?.();
    },
    lowestCheckpoint: () => (elected ? lowest() : undefined),
  };
}

/**
 * Ends an inline read model's build: while no append is in flight in any process
 * (INLINE_APPENDS_LOCK taken exclusively), the events after `from` up to the log's head are
 * applied and the mark cleared, in one transaction. Appends that
 * wait for the lock then see the read model built and write it themselves; none is applied
 * twice or left out. Answers the read model's checkpoint.
 */
export async function finishInlineBuild(db: Knex, projector: Projector, from: bigint | null, readLog: ReadLog, logger: Logger): Promise<bigint | null> {
  const position = await db.transaction(async (trx) => {
    await lockInlineAppends(trx);
    let last = from;
    for (let page = await readLog(last, FINISH_PAGE_SIZE); page.length > 0; page = await readLog(last, FINISH_PAGE_SIZE)) {
      await applySettingAsideWhatFails(trx, projector, page, logger);
      last = positionOf(page[page.length - 1]);
    }
    await trx('projection_checkpoints')
      .where({ name: projector.name })
      .update({ position: last === null ? null : last.toString(), building: false, updated_at: trx.fn.now() });
    return last;
  });
  logger.info({ projector: projector.name, position: position?.toString() ?? null }, 'inline read model built; appends write it again');
  return position;
}

const FINISH_PAGE_SIZE = 1000;
