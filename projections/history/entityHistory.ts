import type { Knex } from 'knex';
import { byLogPosition, type EventStore, type RecordedEvent } from '../../commands/eventStore';
import { SummaryContext, summariseEvent } from './eventSummaries';
import type { EntityHistory, HistoryEntityKind, HistoryEntry } from './historyAnswer';
import { synchronousPlannerCalls } from './synchronousPlannerCalls';
import { eventOrigins, type EventOrigin } from './eventOrigin';
import { COPY_LINK } from './historyLinksProjector';
import { memberStreams } from '../asOf/membershipsProjector';

/** `db` is a pool, not a transaction: the history reads it on several connections at once. */
type Deps = { store: EventStore; db: Knex };

/** The event that starts each kind's stream (its `userId` is the owner), and its live table: an entity missing from it is gone from the read models. */
const KINDS: Record<HistoryEntityKind, { creation: string; table: string }> = {
  odyssey: { creation: 'OdysseyCreated', table: 'odysseys' },
  mission: { creation: 'MissionCreated', table: 'missions' },
  todo: { creation: 'TodoCreated', table: 'todos' },
  conversation: { creation: 'DirectorConversationStarted', table: 'director_conversations' },
};

/** Events of a todo's mission that move the todo without an event on its own stream. */
const MISSION_EVENTS_MOVING_TODOS = new Set(['MissionDeleted', 'MissionRestored', 'MissionReplanRequested', 'MissionReplanUndone']);

/**
 * The entity's own and linked streams in log order, each event with its actor and a summary.
 * Null when it never existed or `mayRead(ownerId)` says no: the caller answers both with a 404.
 */
export async function loadEntityHistory(deps: Deps, kind: HistoryEntityKind, id: string, mayRead: (ownerId: string) => boolean): Promise<EntityHistory | null> {
  const own = await deps.store.readStream(`${kind}-${id}`);
  const first = own[0];
  if (!first || first.type !== KINDS[kind].creation) return null;
  const ownerId = (first.data as { userId?: string }).userId;
  if (!ownerId || !mayRead(ownerId)) return null;

  // The reads below are independent of each other: they run at once, each on a connection of its own.
  const [linked, plannerCalls, missionEvents, members, named, ownerStream, live] = await Promise.all([
    linkedStreams(deps, kind, id, ownerId),
    synchronousPlannerCalls(deps.store, kind, id, ownerId, first),
    kind === 'todo' ? missionEventsOfTodo(deps.store, own, ownerId) : [],
    kind === 'odyssey' || kind === 'mission' ? membersJoiningAndLeaving(deps, kind, id, ownerId) : { events: [], streams: new Map<string, RecordedEvent[]>() },
    // The other todos and missions its own events name (a wait, a copy's original): their titles then.
    ownersStreams(deps.store, [...new Set(own.map(otherStreamOf).filter((s): s is string => s !== null))], ownerId),
    deps.store.readStream(`user-${ownerId}`),
    deps.db(KINDS[kind].table).where({ id, user_id: ownerId }).first('id'),
  ]);
  // The owner's account deletion: from then on their texts read as erased.
  const ownerDeleted = ownerStream.filter((e) => e.type === 'UserDeleted');
  const events = [...own, ...linked.events, ...plannerCalls, ...missionEvents, ...members.events, ...ownerDeleted].sort(byLogPosition);

  const emails = await actorEmails(deps, [ownerId, ...events.map((e) => e.metadata?.userId).filter((u): u is string => !!u)]);
  const ctx = new SummaryContext(kind, id);
  const origins = eventOrigins(events);
  return {
    kind,
    id,
    // The entity's latest title.
    title: titleAt(own),
    owner: { id: ownerId, email: emails.get(ownerId) ?? null },
    // Deleted, set aside by its mission's re-plan, or erased with its owner's account.
    deleted: !live,
    related_streams: linked.streams,
    events: events.map((e, i) => {
      // The other entity the line names, as it was then: the one an own event points at, the member whose event it is.
      const other = e.streamId === first.streamId ? named.get(otherStreamOf(e) ?? '') : members.streams.get(e.streamId);
      ctx.namedTitle = titleAt(other, e.position);
      return toEntry(e, emails, origins[i], summariseEvent(e, ctx, origins[i]));
    }),
  };
}

/**
 * The streams linked to the entity and the events of them its history shows: all of a step
 * chat's or a planning job's (the related streams), only the creation of a copy of a todo. Only
 * the owner's (oldest link first): a link can never pull in another user's data.
 */
async function linkedStreams(deps: Deps, kind: HistoryEntityKind, id: string, ownerId: string): Promise<{ streams: string[]; events: RecordedEvent[] }> {
  const links: Array<{ stream_id: string; reason: string }> = await deps.db('history_links')
    .where({ entity_kind: kind, entity_id: id, user_id: ownerId })
    .orderBy('position')
    .select('stream_id', 'reason');
  const events = await Promise.all(
    links.map(async (link) => {
      const stream = await deps.store.readStream(link.stream_id);
      return link.reason === COPY_LINK ? stream.slice(0, 1) : stream;
    }),
  );
  return { streams: links.filter((link) => link.reason !== COPY_LINK).map((link) => link.stream_id), events: events.flat() };
}

/** Where a todo stands in its missions, or a mission in its odysseys, after an event of its own stream. */
type Membership = { parent: string | null; deleted: boolean };

/** Events that put a todo or mission (back) into the parent they name, or out of any (a null parent). */
const JOINING = new Set(['TodoCreated', 'TodoLinkedToMission', 'TodoRestored', 'MissionCreated', 'MissionOdysseyChanged', 'MissionRestored']);

/** Where the member stands after each event of its stream (`field` names its parent in the events). */
function memberships(stream: RecordedEvent[], field: 'missionId' | 'odysseyId'): Membership[] {
  let now: Membership = { parent: null, deleted: false };
  return stream.map((e) => {
    const d = e.data as Record<string, unknown> & { previous?: { missionId?: string | null } };
    if (JOINING.has(e.type)) now = { parent: (d[field] as string | null | undefined) ?? null, deleted: false };
    else if (e.type === 'TodoUnlinkedFromMission') now = { ...now, parent: null };
    else if (e.type === 'TodoEditUndone' && d.previous?.missionId !== undefined) now = { ...now, parent: d.previous.missionId };
    else if (e.type === 'TodoDeleted' || e.type === 'MissionDeleted') now = { ...now, deleted: true };
    return now;
  });
}

/**
 * The deletions, restores, re-plans and re-plan undos of the missions the todo's own stream
 * names, while it names them and the todo is not deleted: they set the todo aside, bring it
 * back or leave it standalone, and the todo's stream says nothing of it.
 */
async function missionEventsOfTodo(store: EventStore, own: RecordedEvent[], ownerId: string): Promise<RecordedEvent[]> {
  const states = memberships(own, 'missionId');
  const missionAt = (position: bigint) => {
    let at: string | null = null;
    for (const [i, e] of own.entries()) {
      if (e.position >= position) break;
      at = states[i].deleted ? null : states[i].parent;
    }
    return at;
  };
  const missionIds = new Set(states.flatMap((s) => (s.parent !== null && !s.deleted ? [`mission-${s.parent}`] : [])));
  const missions = await ownersStreams(store, [...missionIds], ownerId);
  return [...missions.values()].flat().filter((e) => MISSION_EVENTS_MOVING_TODOS.has(e.type) && missionAt(e.position) === (e.data as { missionId: string }).missionId);
}

/** Which events of a member (a mission of an odyssey, a todo of a mission) the parent's history tells, while in it or as it comes or goes. */
const MEMBER_EVENTS: Record<'odyssey' | 'mission', { field: 'odysseyId' | 'missionId'; told: Set<string> }> = {
  odyssey: { field: 'odysseyId', told: new Set(['MissionCreated', 'MissionOdysseyChanged', 'MissionRestored', 'MissionDeleted']) },
  mission: {
    field: 'missionId',
    told: new Set(['TodoCreated', 'TodoLinkedToMission', 'TodoRestored', 'TodoEditUndone', 'TodoUnlinkedFromMission', 'TodoDeleted', 'TodoAutoCompleted', 'TodoForceCompleted', 'TodoReopened']),
  },
};

/**
 * The events of the owner's missions (of an odyssey) or todos (of a mission) that put them into
 * the parent, took them out, or (a todo) completed or reopened it while in it: the parent's own
 * stream says nothing of them. With the member streams, whose titles the lines name.
 */
async function membersJoiningAndLeaving(deps: Deps, kind: 'odyssey' | 'mission', parentId: string, ownerId: string): Promise<{ events: RecordedEvent[]; streams: Map<string, RecordedEvent[]> }> {
  const { field, told } = MEMBER_EVENTS[kind];
  const streams = await ownersStreams(deps.store, await memberStreams(deps.db, kind, [parentId]), ownerId);
  const events: RecordedEvent[] = [];
  for (const stream of streams.values()) {
    const states = memberships(stream, field);
    let wasIn = false;
    for (const [i, e] of stream.entries()) {
      const isIn = states[i].parent === parentId && !states[i].deleted;
      // An undone edit counts only when it moved the todo; a restore, only into this parent.
      const tells = told.has(e.type) && (e.type !== 'TodoEditUndone' || (e.data as { previous?: { missionId?: unknown } }).previous?.missionId !== undefined);
      if (tells && (isIn || (wasIn && e.type !== 'TodoRestored' && e.type !== 'MissionRestored'))) events.push(e);
      wasIn = isIn;
    }
  }
  return { events, streams };
}

/** The given streams (read at once) that the owner created, by id: a link can never pull in another user's data. */
async function ownersStreams(store: EventStore, streamIds: string[], ownerId: string): Promise<Map<string, RecordedEvent[]>> {
  const streams = await Promise.all(streamIds.map((id) => store.readStream(id)));
  return new Map(streamIds.flatMap((id, i) => ((streams[i][0]?.data as { userId?: string } | undefined)?.userId === ownerId ? [[id, streams[i]] as const] : [])));
}

/** The stream of the other entity an event of a todo or mission names: the todo a wait is for, the todo or mission it was copied from. */
function otherStreamOf(e: RecordedEvent): string | null {
  const d = e.data as { dependsOn?: string; copiedFromTodoId?: string | null; copiedFromMissionId?: string | null };
  if (e.type === 'TodoDependencyAdded' || e.type === 'TodoDependencyRemoved') return d.dependsOn ? `todo-${d.dependsOn}` : null;
  if (e.type === 'TodoCreated') return d.copiedFromTodoId ? `todo-${d.copiedFromTodoId}` : null;
  if (e.type === 'MissionCreated') return d.copiedFromMissionId ? `mission-${d.copiedFromMissionId}` : null;
  return null;
}

/** Events whose `title` is the entity's title from then on. */
const TITLE_EVENTS = new Set([
  'OdysseyCreated',
  'OdysseyDetailsUpdated',
  'MissionCreated',
  'MissionDetailsUpdated',
  'MissionReplanRequested',
  'MissionReplanUndone',
  'TodoCreated',
  'TodoDetailsUpdated',
  'DirectorConversationStarted',
]);

/**
 * The title a stream's events had left it with at `position` (its latest without one), or null:
 * its creation, an edit or a re-plan, or an undone todo edit, which gives back the title from
 * before. A line keeps the name the entity had when it happened, through later renames,
 * deletions and the entity gone for good (the log keeps its stream).
 */
function titleAt(stream: RecordedEvent[] | undefined, position?: bigint): string | null {
  let title: string | null = null;
  for (const e of stream ?? []) {
    if (position !== undefined && e.position > position) break;
    const d = e.data as { title?: unknown; previous?: { title?: unknown } };
    const set = e.type === 'TodoEditUndone' ? d.previous?.title : TITLE_EVENTS.has(e.type) ? d.title : undefined;
    if (typeof set === 'string') title = set;
  }
  return title;
}

function toEntry(e: RecordedEvent, emails: Map<string, string>, origin: EventOrigin, summary: string): HistoryEntry {
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
    origin,
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
