import type { Knex } from 'knex';
import type { RecordedEvent } from '../../commands/eventStore';
import type { MissionEvent } from '../../domain/missions/events';
import type { OdysseyDeleted } from '../../domain/odysseys/events';
import type { UserEvent } from '../../domain/users/events';
import { defineProjector } from '../projector';

type Handled = MissionEvent | OdysseyDeleted | Extract<UserEvent, { type: 'UserDeleted' }>;

/**
 * The `missions` read model: one row per live mission. Counts, progress and health are NOT
 * stored: they come from the todos table and the clock when read (projections/missions/queries.ts).
 */
export const missionsProjector = defineProjector({
  name: 'missions',
  version: 1,
  tables: ['missions'],
  handles: [
    'MissionCreated',
    'MissionDetailsUpdated',
    'MissionStatusChanged',
    'MissionOdysseyChanged',
    'MissionDeleted',
    'MissionReplanRequested',
    'MissionCompleted',
    'OdysseyDeleted',
    'UserDeleted',
  ],

  async setup(db) {
    await db.schema.createTable('missions', (t) => {
      t.uuid('id').primary();
      t.uuid('user_id').notNullable();
      t.text('title').notNullable();
      t.text('description').nullable();
      t.text('status').notNullable();
      t.uuid('odyssey_id').nullable();
      t.text('completion_evaluation').nullable();
      t.uuid('copied_from_mission_id').nullable();
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable();
      t.timestamp('completed_at', { useTz: true }).nullable();
      t.timestamp('replanned_at', { useTz: true }).nullable();
      t.index(['user_id', 'created_at']);
      t.index(['odyssey_id']);
    });
  },

  async apply(trx: Knex.Transaction, recorded: RecordedEvent) {
    const event = { type: recorded.type, data: recorded.data } as Handled;
    const missions = () => trx('missions');
    switch (event.type) {
      case 'MissionCreated': {
        const d = event.data;
        await missions()
          .insert({
            id: d.missionId,
            user_id: d.userId,
            title: d.title,
            description: d.description,
            status: 'active',
            odyssey_id: d.odysseyId,
            copied_from_mission_id: d.copiedFromMissionId,
            created_at: d.createdAt,
            updated_at: d.createdAt,
          })
          .onConflict('id')
          .ignore();
        return;
      }
      case 'MissionDetailsUpdated':
        await missions().where({ id: event.data.missionId }).update({
          title: event.data.title,
          description: event.data.description,
          updated_at: event.data.updatedAt,
        });
        return;
      case 'MissionStatusChanged': {
        const reopened = event.data.status !== 'completed';
        await missions()
          .where({ id: event.data.missionId })
          .update({
            status: event.data.status,
            updated_at: event.data.changedAt,
            // Re-opening drops the old completion summary, as the decider does.
            ...(reopened ? { completion_evaluation: null, completed_at: null } : { completed_at: event.data.changedAt }),
          });
        return;
      }
      case 'MissionOdysseyChanged':
        await missions().where({ id: event.data.missionId }).update({ odyssey_id: event.data.odysseyId, updated_at: event.data.changedAt });
        return;
      case 'MissionDeleted':
        await missions().where({ id: event.data.missionId }).delete();
        return;
      case 'MissionReplanRequested':
        await missions()
          .where({ id: event.data.missionId })
          .update({
            title: event.data.title,
            description: event.data.description,
            status: trx.raw("CASE WHEN status = 'completed' THEN 'active' ELSE status END"),
            completion_evaluation: null,
            completed_at: null,
            replanned_at: event.data.requestedAt,
            updated_at: event.data.requestedAt,
          });
        return;
      case 'MissionCompleted':
        await missions().where({ id: event.data.missionId }).update({
          status: 'completed',
          completion_evaluation: event.data.evaluation,
          completed_at: event.data.completedAt,
          updated_at: event.data.completedAt,
        });
        return;
      case 'OdysseyDeleted':
        // Its missions stay, as standalone missions.
        await missions().where({ odyssey_id: event.data.odysseyId }).update({ odyssey_id: null, updated_at: event.data.deletedAt });
        return;
      case 'UserDeleted':
        await missions().where({ user_id: event.data.userId }).delete();
        return;
    }
  },
});
