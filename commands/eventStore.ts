/**
 * The event store port. Two adapters implement it (PostgreSQL, EventStoreDB) and
 * pass one contract suite (tests/commands/eventStoreContract.ts).
 *
 * Revisions are 0-based per stream (the first event of a stream has revision 0n).
 * Global positions are increasing bigints in the order readers must follow.
 */
export type EventMetadata = {
  /** The actor: the user whose request caused the event (null for the system). */
  userId: string | null;
  occurredAt: string;
  correlationId: string;
  causationId: string | null;
  /** Schema version of `data` for this event type. */
  schemaVersion?: number;
};

export type NewEvent = {
  /** Client-chosen id: appending an event twice with the same id stores it once. */
  id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
};

export type RecordedEvent = {
  id: string;
  streamId: string;
  revision: bigint;
  position: bigint;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  /** When the store recorded it (ISO). */
  recordedAt: string;
};

/** Orders events as the log holds them (for `sort`). */
export const byLogPosition = (a: RecordedEvent, b: RecordedEvent) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0);

export type ExpectedRevision = 'no_stream' | 'any' | 'stream_exists' | bigint;

/**
 * What an append needs of the read models when it lands, e.g. that the parent it links to was
 * not deleted meanwhile: a statement that finds a row. The PostgreSQL store runs it in the
 * append's transaction once the order locks are held (InlineProjection.orderOf), so an append
 * whose rows could meet its own has committed or not begun; no row, and the append fails with
 * `error`, nothing of it written.
 */
export type AppendPrecondition = { name: string; text: string; values: unknown[]; error: Error };

export type AppendOptions = { expectedRevision: ExpectedRevision; precondition?: AppendPrecondition };

export type AppendResult = {
  /** Revision of the last event in the stream after the append. */
  nextRevision: bigint;
  /** Global position of the last appended event. */
  position: bigint;
};

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

/** The store cannot be reached (maps to 503). */
export class EventStoreUnavailableError extends Error {
  constructor(message: string, readonly cause?: unknown) {
    super(message);
    this.name = 'EventStoreUnavailableError';
  }
}

/**
 * The read models an event store writes in each append's own transaction (inline): the events
 * the append recorded are applied before it commits, so a committed append has their rows.
 * Given by the projections (projections/inlineProjection.ts); the PostgreSQL store runs it.
 */
export type InlineProjection = {
  /** A connection of the read models' database (the log's own), and its return. */
  acquire(): Promise<unknown>;
  release(connection: unknown): Promise<void>;
  /**
   * Runs `work` in a transaction on `connection`; `trx` is what `apply` writes with. `begun`: the
   * store sent BEGIN on the connection already (pipelined with the append), so the transaction
   * must not send another.
   */
  transaction<T>(connection: unknown, work: (trx: unknown) => Promise<T>, begun: boolean): Promise<T>;
  /**
   * A statement run in the append's transaction after the order locks, in the same round trip;
   * its rows are handed to `apply` (where the read models stand: one being built is left alone).
   */
  readState?: { name: string; text: string; values: unknown[] };
  apply(trx: unknown, recorded: RecordedEvent[], state: readonly unknown[]): Promise<void>;
  /**
   * The lock an append takes before it is given its positions, so that appends whose read-model
   * rows meet are applied in log order (see projections/inlineProjection.ts): a key, exclusive
   * or shared.
   */
  orderOf(streamId: string, events: readonly NewEvent[]): { key: string; exclusive: boolean };
  /** Locks every such append takes shared, beside its order lock (one that building an inline read model again takes exclusively). */
  sharedLocks: readonly string[];
};

/**
 * An inline read model could not apply an append's events: the append fails with it (rolled
 * back, nothing of it written) and the command answers an error. Unlike the runtime, which
 * sets a failing event aside (dead letter) and goes on, nothing is swallowed here: the event
 * is not in the log, so there is nothing to set aside, and the bug shows at once.
 */
export class InlineProjectionError extends Error {
  constructor(readonly cause: unknown) {
    super(`An inline read model failed to apply the append: ${(cause as Error)?.message ?? String(cause)}`);
    this.name = 'InlineProjectionError';
  }
}

export type ReadAllOptions = {
  /** Exclusive: read events after this position. `null` reads from the start. */
  after: bigint | null;
  limit: number;
};

export interface EventStore {
  appendToStream(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult>;
  /** All events of a stream in revision order; [] when the stream does not exist. */
  readStream(streamId: string): Promise<RecordedEvent[]>;
  /** A page of the global log in order. */
  readAll(options: ReadAllOptions): Promise<RecordedEvent[]>;
  /**
   * Follows the global log from a position, forever (until `signal` aborts).
   * Yields every event exactly once, in log order, with back-pressure.
   */
  subscribeToAll(options: { after: bigint | null; signal: AbortSignal; batchSize?: number }): AsyncIterable<RecordedEvent>;
  /** Position of the newest event, or null for an empty log. */
  headPosition(): Promise<bigint | null>;
  close(): Promise<void>;
}
