import type { Knex } from 'knex';
import type { RecordedEvent } from '../../commands/eventStore';
import type { MissionEvent } from '../../domain/missions/events';
import type { TodoEvent } from '../../domain/todos/events';
import { defineProjector } from '../projector';

type Handled = Extract<TodoEvent, { type: 'TodoCreated' | 'TodoLinkedToMission' }> | Extract<MissionEvent, { type: 'MissionCreated' | 'MissionOdysseyChanged' }>;

type MembershipParent = 'mission' | 'odyssey';

/**
 * `as_of_memberships`: every stream that ever belonged to a mission (todos) or an odyssey
 * (missions), what the "as it was" view reads. Only added: leaving a parent does not undo
 * having belonged to it. Ids only, no personal data.
 */
export const asOfMembershipsProjector = defineProjector({
  name: 'as_of_memberships',
  // Inline: insert-only rows per todo and mission, no aggregate.
  lifecycle: 'inline',
  version: 1,
  tables: ['as_of_memberships'],
  handles: ['TodoCreated', 'TodoLinkedToMission', 'MissionCreated', 'MissionOdysseyChanged'],

  async setup(db) {
    await db.schema.createTable('as_of_memberships', (t) => {
      t.text('parent_kind').notNullable();
      t.uuid('parent_id').notNullable();
      t.text('stream_id').notNullable();
      /** Position of the first event that put the stream under the parent. */
      t.bigInteger('position').notNullable();
      t.primary(['parent_kind', 'parent_id', 'stream_id']);
    });
  },

  // A batch's links in one statement per 1,000 (replays go through whole logs).
  apply: insertMemberships,
});

type MembershipRow = { parent_kind: MembershipParent; parent_id: string; stream_id: string; position: string };

function membershipOf(recorded: RecordedEvent): MembershipRow | null {
  const event = { type: recorded.type, data: recorded.data } as Handled;
  const row = (parentKind: MembershipParent, parentId: string | null) =>
    parentId === null ? null : { parent_kind: parentKind, parent_id: parentId, stream_id: recorded.streamId, position: recorded.position.toString() };
  switch (event.type) {
    case 'TodoCreated':
    case 'TodoLinkedToMission':
      return row('mission', event.data.missionId);
    case 'MissionCreated':
    case 'MissionOdysseyChanged':
      return row('odyssey', event.data.odysseyId);
  }
}

/** Rows only added, the first link (in log order) kept: later ones of the same pair are ignored. */
async function insertMemberships(trx: Knex.Transaction, events: RecordedEvent[]): Promise<void> {
  const firstByKey = new Map<string, MembershipRow>();
  for (const row of events.map(membershipOf)) {
    const key = row && `${row.parent_kind}/${row.parent_id}/${row.stream_id}`;
    if (key && !firstByKey.has(key)) firstByKey.set(key, row);
  }
  const rows = [...firstByKey.values()];
  for (let i = 0; i < rows.length; i += 1000) {
    await trx('as_of_memberships').insert(rows.slice(i, i + 1000)).onConflict(['parent_kind', 'parent_id', 'stream_id']).ignore();
  }
}

/** The streams that ever belonged to the given parents. */
export async function memberStreams(db: Knex, parentKind: MembershipParent, parentIds: string[]): Promise<string[]> {
  if (parentIds.length === 0) return [];
  const rows: Array<{ stream_id: string }> = await db('as_of_memberships').where({ parent_kind: parentKind }).whereIn('parent_id', parentIds).orderBy('position').select('stream_id');
  return [...new Set(rows.map((r) => r.stream_id))];
}
