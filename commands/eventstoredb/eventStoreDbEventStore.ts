import {
  EventStoreDBClient,
  FORWARDS,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AppendExpectedRevision,
  type AllStreamResolvedEvent,
  type ResolvedEvent,
} from '@eventstore/db-client';
import {
  EventStoreUnavailableError,
  WrongExpectedRevisionError,
  type AppendOptions,
  type AppendResult,
  type EventStore,
  type NewEvent,
  type ReadAllOptions,
  type RecordedEvent,
} from '../eventStore';

/**
 * EventStoreDB adapter. Global positions are the log's commit positions; a position
 * is read back as `{ commit: p, prepare: p }` (EventStoreDB 20+ writes each event as its
 * own record, so the two are equal for events appended through this adapter).
 */
export class EventStoreDbEventStore implements EventStore {
  constructor(private readonly client: EventStoreDBClient) {}

  static connect(connectionString: string): EventStoreDbEventStore {
    return new EventStoreDbEventStore(EventStoreDBClient.connectionString(connectionString));
  }

  /**
   * A precondition is not run here: no transaction spans the log and the read models (applied
   * by the runtime, after the append), so the use case's own look at the read models before the
   * append is all the check there is.
   */
  async appendToStream(streamId: string, events: NewEvent[], { expectedRevision }: AppendOptions): Promise<AppendResult> {
    try {
      const result = await this.client.appendToStream(
        streamId,
        events.map((e) => jsonEvent({ id: e.id, type: e.type, data: e.data as any, metadata: e.metadata as any })),
        { expectedRevision: expectedRevision as AppendExpectedRevision },
      );
      return { nextRevision: result.nextExpectedRevision, position: result.position?.commit ?? 0n };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = (error as any).actualVersion;
        throw new WrongExpectedRevisionError(streamId, expectedRevision, typeof actual === 'bigint' ? actual : 'no_stream');
      }
      throw unavailable(error);
    }
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, { direction: FORWARDS, fromRevision: START })) {
        const recorded = toRecorded(resolved);
        if (recorded) out.push(recorded);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw unavailable(error);
    }
    return out;
  }

  async readAll({ after, limit }: ReadAllOptions): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    const fromPosition = after === null ? START : { commit: after, prepare: after };
    try {
      // Reading from a position includes the event at it: ask for one more and skip it.
      for await (const resolved of this.client.readAll({ direction: FORWARDS, fromPosition, maxCount: limit + 1 })) {
        if (resolved.event?.type.startsWith('$')) continue;
        const recorded = toRecorded(resolved);
        if (!recorded || (after !== null && recorded.position <= after)) continue;
        out.push(recorded);
        if (out.length === limit) break;
      }
    } catch (error) {
      throw unavailable(error);
    }
    return out;
  }

  async *subscribeToAll({ after, signal }: { after: bigint | null; signal: AbortSignal }): AsyncIterable<RecordedEvent> {
    const subscription = this.client.subscribeToAll({
      fromPosition: after === null ? START : { commit: after, prepare: after },
      filter: excludeSystemEvents(),
    });
    const stop = () => void subscription.unsubscribe();
    signal.addEventListener('abort', stop, { once: true });
    try {
      for await (const resolved of subscription) {
        if (signal.aborted) return;
        const recorded = toRecorded(resolved);
        if (recorded && (after === null || recorded.position > after)) yield recorded;
      }
    } catch (error) {
      if (!signal.aborted) throw unavailable(error);
    } finally {
      signal.removeEventListener('abort', stop);
    }
  }

  async headPosition(): Promise<bigint | null> {
    try {
      for await (const resolved of this.client.readAll({ direction: 'backwards', fromPosition: 'end', maxCount: 50 })) {
        if (resolved.event && !resolved.event.type.startsWith('$')) return resolved.event.position?.commit ?? null;
      }
    } catch (error) {
      throw unavailable(error);
    }
    return null;
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}

function toRecorded(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null {
  const e = resolved.event;
  if (!e || !e.isJson) return null;
  return {
    id: e.id,
    streamId: e.streamId,
    revision: e.revision,
    position: e.position?.commit ?? 0n,
    type: e.type,
    data: e.data,
    metadata: e.metadata as any,
    recordedAt: e.created.toISOString(),
  };
}

/** With no server the first call fails with a raw gRPC error (code 14), later ones with UnavailableError. */
function unavailable(error: unknown): Error {
  const e = error as { code?: number; type?: string; name?: string };
  if (e?.code === 14 || e?.type === 'unavailable' || e?.name === 'UnavailableError') {
    return new EventStoreUnavailableError('EventStoreDB cannot be reached', error);
  }
  return error as Error;
}
