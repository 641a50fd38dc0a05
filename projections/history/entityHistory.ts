import type { Knex } from 'knex';
import { byLogPosition, type EventStore, type RecordedEvent } from '../../commands/eventStore';
import { newSummaryContext, summariseEvent } from './eventSummaries';
import type { EntityHistory, HistoryEntityKind, HistoryEntry } from './historyAnswer';
import { TRASH_TABLES } from '../todos/todoTables';
import { synchronousPlannerCalls } from './synchronousPlannerCalls';

/** The event that starts each kind's stream; its `userId` is the owner. */
const CREATION_EVENT: Record<HistoryEntityKind, string> = {
  odyssey: 'OdysseyCreated',
  mission: 'MissionCreated',
  todo: 'TodoCreated',
  conversation: 'DirectorConversationStarted',
};

/** Events whose `title` renames the entity (the history shows its latest title). */
const TITLE_EVENTS = new Set(['OdysseyCreated', 'OdysseyDetailsUpdated', 'MissionCreated', 'MissionDetailsUpdated', 'TodoCreated', 'TodoDetailsUpdated', 'DirectorConversationStarted']);

type Deps = { store: EventStore; db: Knex | Knex.Transaction };

const DELETION_EVENTS = new Set(['OdysseyDeleted', 'MissionDeleted', 'TodoDeleted']);
const RESTORE_EVENTS = new Set(['OdysseyRestored', 'MissionRestored', 'TodoRestored']);

/**
 * The entity's own and linked streams in log order, each event with its actor and a summary.
 * Null when it never existed or `mayRead(ownerId)` says no: the caller answers both with a 404.
 */
export async function loadEntityHistory(deps: Deps, kind: HistoryEntityKind, id: string, mayRead: (ownerId: string) => boolean): Promise<EntityHistory | null> {
  const own = await deps.store.readStream(`${kind}-${id}`);
  const first = own[0];
  if (!first || first.type !== CREATION_EVENT[kind]) return null;
  const ownerId = (first.data as { userId?: string }).userId;
  if (!ownerId || !mayRead(ownerId)) return null;

  // Only streams of the same owner (oldest link first): a link can never pull in another user's data.
  const related: string[] = await deps.db('history_links').where({ entity_kind: kind, entity_id: id, user_id: ownerId }).orderBy('position').pluck('stream_id');
  const relatedEvents = await Promise.all(related.map((s) => deps.store.readStream(s)));
  const plannerCalls = await synchronousPlannerCalls(deps.store, kind, id, ownerId, first);
  const events = [...own, ...relatedEvents.flat(), ...plannerCalls].sort(byLogPosition);

  const emails = await actorEmails(deps, [ownerId, ...events.map((e) => e.metadata?.userId).filter((u): u is string => !!u)]);
  const ctx = newSummaryContext(await waitedForTitles(deps, ownerId, events));
  let title: string | null = null;
  for (const e of own) if (TITLE_EVENTS.has(e.type) && typeof (e.data as { title?: unknown }).title === 'string') title = (e.data as { title: string }).title;

  return {
    kind,
    id,
    title,
    owner: { id: ownerId, email: emails.get(ownerId) ?? null },
    // The latest of deletions and restores decides.
    deleted: DELETION_EVENTS.has([...own].reverse().find((e) => DELETION_EVENTS.has(e.type) || RESTORE_EVENTS.has(e.type))?.type ?? ''),
    related_streams: related,
    events: events.map((e) => toEntry(e, emails, summariseEvent(e.type, e.data, ctx))),
  };
}

/** Titles of the owner's todos the events' waits name: live, or in Recently deleted. */
async function waitedForTitles(deps: Deps, ownerId: string, events: RecordedEvent[]): Promise<Map<string, string>> {
  const ids = [
    ...new Set(events.flatMap((e) => (e.type === 'TodoDependencyAdded' || e.type === 'TodoDependencyRemoved' ? [(e.data as { dependsOn: string }).dependsOn] : []))),
  ];
  if (ids.length === 0) return new Map();
  const rows: Array<{ id: string; title: string }> = await deps.db
    .select('id', 'title')
    .from('todos')
    .where({ user_id: ownerId })
    .whereIn('id', ids)
    .unionAll((q) => q.select('id', 'title').from(TRASH_TABLES.todos).where({ user_id: ownerId }).whereIn('id', ids));
  return new Map(rows.map((r) => [r.id, r.title]));
}

function toEntry(e: RecordedEvent, emails: Map<string, string>, summary: string): HistoryEntry {
  const actorId = e.metadata?.userId ?? null;
  return {
    event_id: e.id,
    stream: e.streamId,
    revision: Number(e.revision),
    position: e.position.toString(),
    type: e.type,
    time: e.recordedAt,
    occurred_at: e.metadata?.occurredAt ?? e.recordedAt,
    actor: actorId ? { id: actorId, email: emails.get(actorId) ?? null } : null,
    summary,
    data: e.data,
  };
}

/** Emails of the given users; a deleted account's from its registration in the log. */
async function actorEmails(deps: Deps, userIds: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)];
  const rows: Array<{ id: string; email: string }> = ids.length ? await deps.db('users').whereIn('id', ids).select('id', 'email') : [];
  const emails = new Map(rows.map((r) => [r.id, r.email]));
  const missing = ids.filter((id) => !emails.has(id));
  const registrations = await Promise.all(missing.map((id) => deps.store.readStream(`user-${id}`)));
  for (const stream of registrations) {
    const registered = stream.find((e) => e.type === 'UserRegistered');
    const data = registered?.data as { userId?: string; email?: string } | undefined;
    if (data?.userId && data.email) emails.set(data.userId, data.email);
  }
  return emails;
}
