import type { RecordedEvent } from '../commands/eventStore';

const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whose data a failed event is: the user its payload names (the owner of a todo, mission,
 * ...), else the user who caused it. Erasing that user redacts the dead letter's text.
 */
export function deadLetterOwner(event: RecordedEvent): string | null {
  const data = event.data as { userId?: unknown } | null;
  const fromData = data !== null && typeof data === 'object' && typeof data.userId === 'string' ? data.userId : null;
  const owner = fromData ?? event.metadata.userId ?? null;
  return owner !== null && UUID_TEXT.test(owner) ? owner.toLowerCase() : null;
}
