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

export type ExpectedRevision = 'no_stream' | 'any' | 'stream_exists' | bigint;

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

export type ReadAllOptions = {
  /** Exclusive: read events after this position. `null` reads from the start. */
  after: bigint | null;
  limit: number;
};

export interface EventStore {
  appendToStream(streamId: string, events: NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult>;
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
