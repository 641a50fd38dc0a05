import type { AppendOptions, AppendResult, EventStore, NewEvent, ReadAllOptions, RecordedEvent } from './eventStore';

type Waitable = { waitForAppend?(after: bigint | null, signal: AbortSignal, timeoutMs: number, types?: readonly string[]): Promise<void> };

/** Told of every append that succeeded, with its events (a metric counts them). */
export type AppendListener = (events: readonly NewEvent[]) => void;

/**
 * The store with a listener told of each successful append; everything else passes through
 * unchanged (the adapter's wait for appends included). Wrap the adapter itself, so every
 * append of the process (commands, reactors, the runtime) goes by it once.
 */
export class AppendListeningEventStore implements EventStore {
  readonly waitForAppend?: Waitable['waitForAppend'];

  constructor(
    readonly inner: EventStore & Waitable,
    private readonly listener: AppendListener,
  ) {
    if (inner.waitForAppend) this.waitForAppend = (after, signal, timeoutMs, types) => inner.waitForAppend!(after, signal, timeoutMs, types);
  }

  async appendToStream(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    const result = await this.inner.appendToStream(streamId, events, options);
    this.listener(events);
    return result;
  }
  readStream(streamId: string): Promise<RecordedEvent[]> {
    return this.inner.readStream(streamId);
  }
  readAll(options: ReadAllOptions): Promise<RecordedEvent[]> {
    return this.inner.readAll(options);
  }
  subscribeToAll(options: { after: bigint | null; signal: AbortSignal; batchSize?: number }): AsyncIterable<RecordedEvent> {
    return this.inner.subscribeToAll(options);
  }
  headPosition(): Promise<bigint | null> {
    return this.inner.headPosition();
  }
  close(): Promise<void> {
    return this.inner.close();
  }
}
