import type { Knex } from 'knex';
import type { RecordedEvent } from '../commands/eventStore';

/**
 * A read model builder. Tables are created and written with UNQUALIFIED names: the
 * runtime sets `search_path`, so the same projector can rebuild into another schema.
 */
export type Projector = {
  /** Checkpoint key; also the advisory-lock key that elects one active instance. */
  name: string;
  /** Bump to drop and rebuild the projector's tables from the log on next start. */
  version: number;
  /** Tables this projector owns (dropped on rebuild). */
  tables: string[];
  /** Event types it applies; other events only move its checkpoint. */
  handles: readonly string[];
  /** Creates its tables (called on an empty schema). */
  setup(db: Knex | Knex.Transaction): Promise<void>;
  apply(trx: Knex.Transaction, event: RecordedEvent): Promise<void>;
  /** Optional faster path for a batch of handled events, in log order. */
  applyBatch?(trx: Knex.Transaction, events: RecordedEvent[]): Promise<void>;
  /**
   * Brings rows the projector derives from its own tables up to date with what was applied
   * before it in the transaction. The runtime calls it once per transaction that applied the
   * projector's events; a rebuild every few pages in a transaction of its own and after its
   * last page, as every page would build the same rows again.
   */
  settle?(trx: Knex.Transaction): Promise<void>;
};

export const defineProjector = (p: Projector): Projector => p;
