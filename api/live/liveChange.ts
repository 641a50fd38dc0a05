import type { RecordedEvent } from '../../commands/eventStore';

/** What the live stream tells a user: which resource changed, and where in the log. */
export type LiveChange = {
  kind: LiveKind;
  id: string;
  /** The log position of the change (also the SSE `id`, for Last-Event-ID). */
  position: string;
  /** The event type (e.g. StepCompleted), so a screen can tell what happened. */
  type: string;
  /** Planning jobs only: how far the job is (0-100) and the items generated so far. */
  progress?: number;
  partial_items?: string[];
};

export type LiveKind = 'todo' | 'mission' | 'odyssey' | 'job' | 'conversation' | 'step_chat' | 'director_settings' | 'user';

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * Streams a user owns, by prefix. `ownerInName` streams carry the owner in their name; the
 * others are owned by the `userId` of their first event (who created them), whoever appends
 * later (the user, a reactor, an admin).
 */
const streamKinds: { pattern: RegExp; kind: LiveKind; ownerInName: boolean }[] = [
  { pattern: new RegExp(`^todo-(${uuid})$`, 'i'), kind: 'todo', ownerInName: false },
  { pattern: new RegExp(`^mission-(${uuid})$`, 'i'), kind: 'mission', ownerInName: false },
  { pattern: new RegExp(`^odyssey-(${uuid})$`, 'i'), kind: 'odyssey', ownerInName: false },
  { pattern: new RegExp(`^job-(${uuid})$`, 'i'), kind: 'job', ownerInName: false },
  { pattern: new RegExp(`^conversation-(${uuid})$`, 'i'), kind: 'conversation', ownerInName: false },
  { pattern: new RegExp(`^stepchat-(${uuid})$`, 'i'), kind: 'step_chat', ownerInName: false },
  { pattern: new RegExp(`^director-settings-(${uuid})$`, 'i'), kind: 'director_settings', ownerInName: true },
  { pattern: new RegExp(`^user-(${uuid})$`, 'i'), kind: 'user', ownerInName: true },
];

/** The resource a stream holds, or null for streams no user owns (email reservations, ...). */
export function resourceOfStream(streamId: string): { kind: LiveKind; id: string; ownerInName: boolean } | null {
  for (const s of streamKinds) {
    const match = s.pattern.exec(streamId);
    if (match) return { kind: s.kind, id: match[1], ownerInName: s.ownerInName };
  }
  return null;
}

/** The creator recorded in a stream's first event. */
export function creatorOf(first: RecordedEvent): string | null {
  const data = first.data as { userId?: unknown } | null;
  return data && typeof data.userId === 'string' ? data.userId : null;
}

/**
 * The changes an event means for its owner: its resource's, and for a wait between two todos
 * (on the waiting todo's stream) the todo at the other end's too, which lists what waits for
 * it. Both todos are the same user's.
 */
export function changesOf(event: RecordedEvent, kind: LiveKind, id: string): LiveChange[] {
  const change = changeOf(event, kind, id);
  if (kind !== 'todo' || (event.type !== 'TodoDependencyAdded' && event.type !== 'TodoDependencyRemoved')) return [change];
  const other = (event.data as { dependsOn?: unknown }).dependsOn;
  return typeof other === 'string' ? [change, { ...change, id: other }] : [change];
}

/** The change an event means for its resource's owner. */
export function changeOf(event: RecordedEvent, kind: LiveKind, id: string): LiveChange {
  const change: LiveChange = { kind, id, position: event.position.toString(), type: event.type };
  if (event.type === 'JobProgressed') {
    const data = event.data as { progress: number; partialItems?: string[] };
    change.progress = data.progress;
    if (data.partialItems) change.partial_items = data.partialItems;
  }
  return change;
}
