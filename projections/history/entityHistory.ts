import type { Knex } from 'knex';
import { byLogPosition, type EventStore, type RecordedEvent } from '../../commands/eventStore';
import { newSummaryContext, summariseEvent } from './eventSummaries';
import type { EntityHistory, HistoryEntityKind, HistoryEntry } from './historyAnswer';
import { synchronousPlannerCalls } from './synchronousPlannerCalls';
import { eventOrigins, type EventOrigin } from './eventOrigin';
import { namedTitles } from './namedTitles';
import { titleSetBy } from './titleSetBy';
import { COPY_LINK } from './historyLinksProjector';

/** The event that starts each kind's stream; its `userId` is the owner. */
const CREATION_EVENT: Record<HistoryEntityKind, string> = {
  odyssey: 'OdysseyCreated',
  mission: 'MissionCreated',
  todo: 'TodoCreated',
  conversation: 'DirectorConversationStarted',
};

/** `db` is a pool, not a transaction: the history reads it on several connections at once. */
type Deps = { store: EventStore; db: Knex };

/** Each kind's live table: an entity missing from it is gone from the read models. */
const LIVE_TABLE: Record<HistoryEntityKind, string> = { odyssey: 'odysseys', mission: 'missions', todo: 'todos', conversation: 'director_conversations' };

/** Events of a todo's mission that move the todo without an event on its own stream. */
const MISSION_EVENTS_MOVING_TODOS = new Set(['MissionDeleted', 'MissionRestored', 'MissionReplanRequested', 'MissionReplanUndone']);

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

  // The reads below are independent of each other: they run at once, each on a connection of its own.
  const [linked, plannerCalls, missionEvents, members, others, ownerStream, live] = await Promise.all([
    linkedStreams(deps, kind, id, ownerId),
    synchronousPlannerCalls(deps.store, kind, id, ownerId, first),
    kind === 'todo' ? missionEventsOfTodo(deps.store, own, ownerId) : [],
    kind === 'odyssey' || kind === 'mission' ? membersJoiningAndLeaving(deps, kind, id, ownerId) : { events: [], titles: new Map<string, string>() },
    namedTitles(deps.store, kind, own, ownerId),
    deps.store.readStream(`user-${ownerId}`),
    deps.db(LIVE_TABLE[kind]).where({ id, user_id: ownerId }).first('id'),
  ]);
  // The owner's account deletion: from then on their texts read as erased.
  const ownerDeleted = ownerStream.filter((e) => e.type === 'UserDeleted');
  const events = [...own, ...linked.events, ...plannerCalls, ...missionEvents, ...members.events, ...ownerDeleted].sort(byLogPosition);

  const emails = await actorEmails(deps, [ownerId, ...events.map((e) => e.metadata?.userId).filter((u): u is string => !!u)]);
  const ctx = newSummaryContext(kind, id);
  // The history shows the entity's latest title.
  let title: string | null = null;
  for (const e of own) title = titleSetBy(e) ?? title;

  const origins = eventOrigins(events);
  return {
    kind,
    id,
    title,
    owner: { id: ownerId, email: emails.get(ownerId) ?? null },
    // Deleted, set aside by its mission's re-plan, or erased with its owner's account.
    deleted: !live,
    related_streams: linked.streams,
    events: events.map((e, i) => {
      ctx.namedTitle = members.titles.get(e.id) ?? others.get(e.id) ?? null;
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

/**
 * The deletions, restores, re-plans and re-plan undos of the missions the todo's own stream
 * names, while it names them and the todo is not deleted: they set the todo aside, bring it
 * back or leave it standalone, and the todo's stream says nothing of it.
 */
async function missionEventsOfTodo(store: EventStore, own: RecordedEvent[], ownerId: string): Promise<RecordedEvent[]> {
  const periods: Array<{ missionId: string; from: bigint; to: bigint | null }> = [];
  let missionId: string | null = null;
  let deleted = false;
  let since = 0n;
  for (const e of own) {
    const d = e.data as { missionId?: string | null; previous?: { missionId?: string | null } };
    let next: string | null = missionId;
    let nextDeleted: boolean = deleted;
    if (e.type === 'TodoCreated' || e.type === 'TodoLinkedToMission') next = d.missionId ?? null;
    else if (e.type === 'TodoUnlinkedFromMission') next = null;
    else if (e.type === 'TodoEditUndone' && d.previous?.missionId !== undefined) next = d.previous.missionId;
    else if (e.type === 'TodoRestored') [next, nextDeleted] = [d.missionId ?? null, false];
    else if (e.type === 'TodoDeleted') nextDeleted = true;
    if (next === missionId && nextDeleted === deleted) continue;
    if (missionId !== null && !deleted) periods.push({ missionId, from: since, to: e.position });
    [missionId, deleted, since] = [next, nextDeleted, e.position];
  }
  if (missionId !== null && !deleted) periods.push({ missionId, from: since, to: null });

  const missionIds = [...new Set(periods.map((p) => p.missionId))];
  const streams = await Promise.all(missionIds.map((m) => store.readStream(`mission-${m}`)));
  return streams
    .filter((stream) => (stream[0]?.data as { userId?: string } | undefined)?.userId === ownerId)
    .flat()
    .filter((e) => {
      if (!MISSION_EVENTS_MOVING_TODOS.has(e.type)) return false;
      const of = (e.data as { missionId: string }).missionId;
      return periods.some((p) => p.missionId === of && e.position > p.from && (p.to === null || e.position < p.to));
    });
}

/** Where a member (a mission of an odyssey, a todo of a mission) names its parent, and which of its events the parent's history tells. */
const MEMBERSHIP: Record<'odyssey' | 'mission', { parentField: 'odysseyId' | 'missionId'; moving: Set<string>; whileIn: Set<string> }> = {
  odyssey: {
    parentField: 'odysseyId',
    moving: new Set(['MissionCreated', 'MissionOdysseyChanged', 'MissionRestored']),
    whileIn: new Set(['MissionDeleted']),
  },
  mission: {
    parentField: 'missionId',
    moving: new Set(['TodoCreated', 'TodoLinkedToMission', 'TodoRestored']),
    whileIn: new Set(['TodoUnlinkedFromMission', 'TodoDeleted', 'TodoAutoCompleted', 'TodoForceCompleted', 'TodoReopened']),
  },
};

/**
 * The events of the owner's missions (of an odyssey) or todos (of a mission) that put them into
 * the parent, took them out, or (a todo) completed or reopened it while in it: the parent's own
 * stream says nothing of them. With the member's title at each of those events (by event id).
 */
async function membersJoiningAndLeaving(deps: Deps, kind: 'odyssey' | 'mission', parentId: string, ownerId: string): Promise<{ events: RecordedEvent[]; titles: Map<string, string> }> {
  const rule = MEMBERSHIP[kind];
  const streams: string[] = await deps.db('as_of_memberships').where({ parent_kind: kind, parent_id: parentId }).pluck('stream_id');
  const members = await Promise.all(streams.map((s) => deps.store.readStream(s)));
  const events: RecordedEvent[] = [];
  const titles = new Map<string, string>();
  for (const stream of members) {
    if ((stream[0]?.data as { userId?: string } | undefined)?.userId !== ownerId) continue;
    let inParent = false;
    let deleted = false;
    let title = '';
    for (const e of stream) {
      const d = e.data as Record<string, unknown> & { previous?: Record<string, unknown> };
      title = titleSetBy(e) ?? title;
      titles.set(e.id, title);
      if (rule.moving.has(e.type)) {
        const joins = d[rule.parentField] === parentId;
        // A move to another parent is a move out of this one.
        if (joins || (e.type !== 'TodoRestored' && e.type !== 'MissionRestored' && inParent && !deleted)) events.push(e);
        [inParent, deleted] = [joins, false];
      } else if (e.type === 'MissionOdysseyChanged' || (e.type === 'TodoEditUndone' && d.previous?.missionId !== undefined)) {
        // A mission's move, or an undone move of a todo.
        const next = e.type === 'MissionOdysseyChanged' ? d.odysseyId : d.previous?.missionId;
        if (next === parentId || (inParent && !deleted)) events.push(e);
        inParent = next === parentId;
      } else if (rule.whileIn.has(e.type) && inParent && !deleted) {
        events.push(e);
        if (e.type === 'TodoUnlinkedFromMission') inParent = false;
        if (e.type === 'TodoDeleted' || e.type === 'MissionDeleted') deleted = true;
      }
    }
  }
  return { events, titles };
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
