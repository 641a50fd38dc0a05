import type { Knex } from 'knex';
import type { RecordedEvent } from '../commands/eventStore';

/**
 * A read model builder. Tables are created and written with UNQUALIFIED names: the
 * runtime sets `search_path`, so the same projector can rebuild into another schema.
 */
export type Projector = {
  /** Checkpoint key; also the advisory-lock key that elects one active instance. */
  name: string;
  /**
   * When its rows are written. `inline`: in the transaction of the append that recorded the
   * events (PostgreSQL event store), so a committed append always has them and a command's
   * answer reads them without waiting; an error there fails the append. `async`: by the
   * processor runtime following the log, after the append (answers that read it wait for it).
   * With the EventStoreDB adapter every projector runs async. Aggregates across streams whose
   * rows concurrent appends would fight over stay async (docs/core.md, "Lifecycles").
   */
  lifecycle: 'inline' | 'async';
  /** Bump to drop and rebuild the projector's tables from the log on next start. */
  version: number;
  /** Tables this projector owns (dropped on rebuild). */
  tables: string[];
  /** Event types it applies; other events only move its checkpoint. */
  handles: readonly string[];
  /** Creates its tables (called on an empty schema). */
  setup(db: Knex | Knex.Transaction): Promise<void>;
  /**
   * Applies events it handles, in log order, with `trx`: a page of the log, a replay's page,
   * or a single event (a batch of one). The only way its tables are written.
   */
  apply(trx: Knex.Transaction, events: RecordedEvent[]): Promise<void>;
};

export const defineProjector = (p: Projector): Projector => p;

/**
 * A read model's handler of each event type it applies, given the event's data as its type has
 * it (and the recorded event, for its position, stream or metadata).
 */
export type EventHandlers<E extends { type: string; data: unknown }> = {
  [T in E['type']]: (trx: Knex.Transaction, data: Extract<E, { type: T }>['data'], recorded: RecordedEvent) => Promise<void>;
};

type AnyHandler = (trx: Knex.Transaction, data: unknown, recorded: RecordedEvent) => Promise<void>;

/**
 * A read model's `handles` and `apply` from its handlers, so the types it applies are written
 * once: a batch applied one event at a time, in log order, each by its type's handler, for read
 * models whose events each write a row or two and that no replay spends its time on.
 * `applyEvent` applies one event: for the events of a batch writer that are not in its runs
 * (applyInRuns). An event of a type without a handler changes nothing.
 */
export function byEventType<E extends { type: string; data: unknown }>(handlers: EventHandlers<E>) {
  // The one narrowing of the log's untyped events: an event's data was checked against the
  // schema of its type when it was appended or read (commands/eventCodec.ts), so the handler
  // found by `recorded.type` gets the data its type says.
  const handlerOf = handlers as Partial<Record<string, AnyHandler>>;
  const applyEvent = async (trx: Knex.Transaction, recorded: RecordedEvent): Promise<void> => {
    await handlerOf[recorded.type]?.(trx, recorded.data, recorded);
  };
  return {
    handles: Object.keys(handlers),
    applyEvent,
    async apply(trx: Knex.Transaction, events: RecordedEvent[]): Promise<void> {
      for (const event of events) await applyEvent(trx, event);
    },
  };
}

/** A deleted user's rows leave each of `tables` (every row of which names its `user_id`). */
export async function deleteUserRows(trx: Knex.Transaction, userId: string, tables: readonly string[]): Promise<void> {
  for (const table of tables) await trx(table).where({ user_id: userId }).delete();
}
