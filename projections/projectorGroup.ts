import { EventEmitter } from 'node:events';
import type { Knex } from 'knex';
import type { Projector } from './projector';
import { applyBatchToProjectors, prepareProjector, type Logger } from './applyBatch';
import { minPosition, type Processor } from './processorRuntime';
import { ensureProjectionTables } from './projectionTables';

export type ProjectorGroup = Processor & {
  readonly projectorNames: string[];
  /** The lowest checkpoint over the group as this process applies it (undefined: another process runs it). */
  lowestCheckpoint(): bigint | null | undefined;
  /**
   * The checkpoint of the last commit in which `projector` applied events of its types (its
   * start checkpoint before any); undefined when another process runs the group.
   */
  lastChangeOf(projector: string): bigint | null | undefined;
  /** In-process hook: `listener(position)` after each commit of read models up to `position`. */
  onCommitted(listener: (position: bigint) => void): () => void;
};

/**
 * Projectors that share one read of the log: each page is applied to all of them and their
 * checkpoints stored in one transaction (projections/applyBatch.ts), so a crash never applies
 * an event twice or skips one. The group is active in the process that holds every
 * projector's advisory lock (the same locks a live rebuild takes).
 */
export function projectorGroup(options: { name: string; db: Knex; projectors: Projector[]; logger: Logger; batchSize?: number }): ProjectorGroup {
  const { db, projectors, logger } = options;
  const checkpoints = new Map<string, bigint | null>();
  const lastChanges = new Map<string, bigint | null>();
  const committed = new EventEmitter();
  committed.setMaxListeners(0);
  let elected = false;

  return {
    name: options.name,
    locks: projectors.map((p) => `projector:${p.name}`),
    batchSize: options.batchSize ?? 1000,
    projectorNames: projectors.map((p) => p.name),
    async start() {
      // From here on waiters learn this group's progress from this process, not from stored
      // checkpoints a version change is about to reset.
      elected = true;
      await ensureProjectionTables(db);
      for (const p of projectors) {
        checkpoints.set(p.name, await prepareProjector(db, p, logger));
        lastChanges.set(p.name, checkpoints.get(p.name) ?? null);
      }
      const position = minPosition(projectors.map((p) => checkpoints.get(p.name) ?? null));
      if (position !== null) committed.emit('committed', position);
      return position;
    },
    async handle(page) {
      const applied = await applyBatchToProjectors(db, projectors, checkpoints, page, logger);
      for (const p of projectors) checkpoints.set(p.name, applied.position);
      for (const name of applied.handled) lastChanges.set(name, applied.position);
      committed.emit('committed', applied.position);
    },
    lowestCheckpoint() {
      if (!elected) return undefined;
      return checkpoints.size < projectors.length ? null : minPosition(projectors.map((p) => checkpoints.get(p.name) ?? null));
    },
    lastChangeOf(projector) {
      if (!elected) return undefined;
      return lastChanges.get(projector) ?? null;
    },
    onCommitted(listener) {
      committed.on('committed', listener);
      return () => committed.off('committed', listener);
    },
  };
}
