import type { EventStore, RecordedEvent } from '../../commands/eventStore';
import { creatorOf, resourceOfStream } from './liveChange';

/**
 * Who owns a stream: exact, from the stream itself (its name or its first event), never from
 * the actor of a later event. Owners never change, so they are cached (bounded, oldest out).
 */
export class StreamOwners {
  private readonly owners = new Map<string, string | null>();

  constructor(private readonly store: EventStore, private readonly capacity = 20_000) {}

  async ownerOf(event: RecordedEvent): Promise<string | null> {
    const resource = resourceOfStream(event.streamId);
    if (!resource) return null;
    if (resource.ownerInName) return resource.id.toLowerCase();
    if (this.owners.has(event.streamId)) return this.owners.get(event.streamId) ?? null;
    const first = event.revision === 0n ? event : (await this.store.readStream(event.streamId))[0];
    const owner = first ? creatorOf(first) : null;
    this.remember(event.streamId, owner);
    return owner;
  }

  private remember(streamId: string, owner: string | null) {
    if (this.owners.size >= this.capacity) {
      const oldest = this.owners.keys().next().value;
      if (oldest !== undefined) this.owners.delete(oldest);
    }
    this.owners.set(streamId, owner);
  }
}
