import { WrongExpectedRevisionError, type AppendOptions, type AppendResult, type EventStore, type NewEvent, type RecordedEvent } from '../../commands/eventStore';

/** The event store port in memory, for specs that run without a database. */
export class InMemoryEventStore implements EventStore {
  readonly events: RecordedEvent[] = [];

  async appendToStream(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    const stream = this.events.filter((e) => e.streamId === streamId);
    const fresh = events.filter((e) => !this.events.some((r) => r.id === e.id));
    const actual = stream.length === 0 ? 'no_stream' : BigInt(stream.length - 1);
    const expected = options.expectedRevision;
    const ok =
      fresh.length < events.length ||
      expected === 'any' ||
      (expected === 'no_stream' && actual === 'no_stream') ||
      (expected === 'stream_exists' && actual !== 'no_stream') ||
      expected === actual;
    if (!ok) throw new WrongExpectedRevisionError(streamId, expected, actual);
    for (const e of fresh) {
      this.events.push({ ...e, streamId, revision: BigInt(this.events.filter((r) => r.streamId === streamId).length), position: BigInt(this.events.length + 1), recordedAt: new Date().toISOString() });
    }
    const last = this.events.filter((e) => e.streamId === streamId).at(-1)!;
    return { nextRevision: last.revision, position: last.position };
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    return this.events.filter((e) => e.streamId === streamId);
  }

  async readAll(options: { after: bigint | null; limit: number }): Promise<RecordedEvent[]> {
    return this.events.filter((e) => options.after === null || e.position > options.after).slice(0, options.limit);
  }

  async *subscribeToAll(options: { after: bigint | null }): AsyncIterable<RecordedEvent> {
    yield* await this.readAll({ after: options.after, limit: Number.MAX_SAFE_INTEGER });
  }

  async headPosition(): Promise<bigint | null> {
    return this.events.at(-1)?.position ?? null;
  }

  async close(): Promise<void> {}
}

/**
 * Counts the calls of one of the store's reads from now on (the read answers as before);
 * answers the count and the read as it was, to read without counting.
 */
export function countReads<K extends 'readStream' | 'readAll'>(store: InMemoryEventStore, read: K): { reads: () => number; uncounted: InMemoryEventStore[K] } {
  let reads = 0;
  const uncounted = store[read].bind(store) as (...args: unknown[]) => ReturnType<InMemoryEventStore[K]>;
  store[read] = ((...args: unknown[]) => {
    reads++;
    return uncounted(...args);
  }) as InMemoryEventStore[K];
  return { reads: () => reads, uncounted: uncounted as InMemoryEventStore[K] };
}
