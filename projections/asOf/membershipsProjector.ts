import type { Knex } from 'knex';
import type { RecordedEvent } from '../../commands/eventStore';
import type { MissionCreated, MissionOdysseyChanged } from '../../domain/missions/events';
import type { TodoEvent } from '../../domain/todos/events';
import { defineProjector } from '../projector';

type Handled = Extract<TodoEvent, { type: 'TodoCreated' | 'TodoLinkedToMission' }> | MissionCreated | MissionOdysseyChanged;

export type MembershipParent = 'mission' | 'odyssey';

/**
 * `as_of_memberships`: every stream that ever belonged to a mission (todo streams) or an
 * odyssey (mission streams), whether it still does or not, so the "as it was" view reads
 * exactly those streams from the log. Rows are only added: leaving a parent, or being
 * deleted, does not undo having belonged to it at some time. Ids only, no personal data.
 */
export const asOfMembershipsProjector = defineProjector({
  name: 'as_of_memberships',
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

  async apply(trx: Knex.Transaction, recorded: RecordedEvent) {
    const event = { type: recorded.type, data: recorded.data } as Handled;
    const link = async (parentKind: MembershipParent, parentId: string | null) => {
      if (parentId === null) return;
      await trx('as_of_memberships')
        .insert({ parent_kind: parentKind, parent_id: parentId, stream_id: recorded.streamId, position: recorded.position.toString() })
        .onConflict(['parent_kind', 'parent_id', 'stream_id'])
        .ignore();
    };
    switch (event.type) {
      case 'TodoCreated':
      case 'TodoLinkedToMission':
        await link('mission', event.data.missionId);
        return;
      case 'MissionCreated':
      case 'MissionOdysseyChanged':
        await link('odyssey', event.data.odysseyId);
        return;
    }
  },
});

/** The streams that ever belonged to the given parents. */
export async function memberStreams(db: Knex | Knex.Transaction, parentKind: MembershipParent, parentIds: string[]): Promise<string[]> {
  if (parentIds.length === 0) return [];
  const rows: Array<{ stream_id: string }> = await db('as_of_memberships').where({ parent_kind: parentKind }).whereIn('parent_id', parentIds).orderBy('position').select('stream_id');
  return [...new Set(rows.map((r) => r.stream_id))];
}
