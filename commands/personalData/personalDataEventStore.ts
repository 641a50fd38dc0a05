import type { AppendOptions, AppendResult, EventStore, NewEvent, ReadAllOptions, RecordedEvent } from '../eventStore';
import type { PersonalDataKeys } from './dataKeys';
import { erasePayload, hasPersonalFields, openPayload, sealedPartOf, sealPayload } from './sealing';

type Waitable = { waitForAppend?(after: bigint | null, signal: AbortSignal, timeoutMs: number, types?: readonly string[]): Promise<void> };

const userIdIn = (data: unknown): string | null => {
  const id = (data as { userId?: unknown } | null)?.userId;
  return typeof id === 'string' ? id : null;
};

/** Streams owned by nobody in particular are not cached for ever: a bounded map is enough. */
const OWNER_CACHE_LIMIT = 50_000;

/**
 * The store with personal data sealed: on append each event's personal texts are encrypted
 * with its owner's data key, on read they are opened again (or read as "[erased]" once the
 * owner's key is destroyed). It sits under the schema check, so schemas see plain payloads.
 *
 * The owner of an event: the `userId` in its payload, else the actor (`metadata.userId`: a
 * user only writes to their own streams; reactions act as the user whose event they follow),
 * else, for the system's own writes (planning jobs, periodic work), the user named by the
 * first event of the stream.
 *
 * Payloads written before sealing existed are read as they are, except that an erased
 * owner's texts read as "[erased]" (the owner then being the payload's or the actor's user).
 */
export class PersonalDataEventStore implements EventStore {
  readonly waitForAppend?: Waitable['waitForAppend'];
  private readonly streamOwners = new Map<string, string>();

  constructor(
    /** The store as written: sealed payloads (exports read this). */
    readonly stored: EventStore & Waitable,
    readonly keys: PersonalDataKeys,
  ) {
    if (stored.waitForAppend) this.waitForAppend = (after, signal, timeoutMs, types) => stored.waitForAppend!(after, signal, timeoutMs, types);
  }

  async appendToStream(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    const sealed: NewEvent[] = [];
    for (const event of events) {
      if (!hasPersonalFields(event.type)) {
        sealed.push(event);
        continue;
      }
      const owner = userIdIn(event.data) ?? event.metadata.userId ?? (await this.streamOwner(streamId, events));
      if (!owner) throw new Error(`A ${event.type} event in ${streamId} carries personal data but has no owner.`);
      sealed.push({ ...event, data: sealPayload(event.type, event.data, owner, await this.keys.keyForWriting(owner)) });
    }
    return this.stored.appendToStream(streamId, sealed, options);
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    return this.open(await this.stored.readStream(streamId));
  }

  async readAll(options: ReadAllOptions): Promise<RecordedEvent[]> {
    return this.open(await this.stored.readAll(options));
  }

  async *subscribeToAll(options: { after: bigint | null; signal: AbortSignal; batchSize?: number }): AsyncIterable<RecordedEvent> {
    for await (const event of this.stored.subscribeToAll(options)) yield (await this.open([event]))[0];
  }

  headPosition(): Promise<bigint | null> {
    return this.stored.headPosition();
  }

  close(): Promise<void> {
    return this.stored.close();
  }

  /** Opens a page of events as stored: the keys it needs are loaded in one query first. */
  async open(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    const owners = new Set<string>();
    for (const e of events) {
      if (e.type === 'UserDeleted') {
        // The key was destroyed before this event was written (see docs/privacy.md).
        const deleted = userIdIn(e.data);
        if (deleted) this.keys.markDestroyed(deleted);
      }
      if (!hasPersonalFields(e.type)) continue;
      const owner = sealedPartOf(e.data)?.k ?? legacyOwner(e);
      if (owner) owners.add(owner);
    }
    if (owners.size > 0) await this.keys.load(owners);
    // A key made by another process since this one last looked.
    const unknown = new Set<string>();
    for (const e of events) {
      const part = hasPersonalFields(e.type) ? sealedPartOf(e.data) : null;
      if (part && this.keys.cached(part.k) === undefined) unknown.add(part.k);
    }
    if (unknown.size > 0) await this.keys.refresh(unknown);
    return events.map((e) => {
      if (!hasPersonalFields(e.type)) return e;
      const part = sealedPartOf(e.data);
      if (part) return { ...e, data: openPayload(e.type, e.data, this.keys.cached(part.k) ?? null) };
      const owner = legacyOwner(e);
      return owner && this.keys.cached(owner) === null ? { ...e, data: erasePayload(e.type, e.data) } : e;
    });
  }

  /** The user named by the stream's first event (new streams: by the first event appended). */
  private async streamOwner(streamId: string, appending: NewEvent[]): Promise<string | null> {
    const known = this.streamOwners.get(streamId);
    if (known) return known;
    const first = (await this.stored.readStream(streamId))[0];
    const owner = first ? (userIdIn(first.data) ?? first.metadata.userId) : (appending.map((e) => userIdIn(e.data)).find((id) => id !== null) ?? null);
    if (owner) {
      if (this.streamOwners.size >= OWNER_CACHE_LIMIT) this.streamOwners.clear();
      this.streamOwners.set(streamId, owner);
    }
    return owner;
  }
}

const legacyOwner = (e: RecordedEvent): string | null => userIdIn(e.data) ?? e.metadata.userId;

/** The store as written (sealed payloads), under any wrappers: exports use it. */
export function storedEventsOf(store: EventStore & { inner?: EventStore }): EventStore {
  let current: EventStore & { inner?: EventStore } = store;
  for (;;) {
    if (current instanceof PersonalDataEventStore) return current.stored;
    if (!current.inner) return current;
    current = current.inner;
  }
}
