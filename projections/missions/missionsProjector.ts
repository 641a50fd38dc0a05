import type { Knex } from 'knex';
import type { RecordedEvent } from '../../commands/eventStore';
import type { MissionEvent } from '../../domain/missions/events';
import type { OdysseyDeleted, OdysseyRestored } from '../../domain/odysseys/events';
import type { UserEvent } from '../../domain/users/events';
import { defineProjector, deleteUserRows } from '../projector';
import { applyInRuns, insertFirstOfEachId } from '../batchRuns';
import { createUnlinksTable, relinkToRestoredParent, unlinkFromDeletedParent, type ParentUnlinks } from '../parentUnlinks';
import { createTrashTable, moveToTrash, restoreFromTrash, type TrashTable } from '../trash/trashTables';

type Handled = MissionEvent | OdysseyDeleted | OdysseyRestored | Extract<UserEvent, { type: 'UserDeleted' }>;

/** Missions moved away from the odyssey deleted under them (restoring the odyssey takes them back). */
const ODYSSEY_UNLINKS: ParentUnlinks = { items: 'missions', parentColumn: 'odyssey_id', unlinks: 'mission_odyssey_unlinks', itemColumn: 'mission_id' };
/** Deleted missions, kept for Recently deleted. */
const MISSION_TRASH: TrashTable = { live: 'missions', trash: 'trashed_missions' };

/** One row per live mission; its figures come from the todos read model and the clock when read. */
export const missionsProjector = defineProjector({
  name: 'missions',
  // Inline: mission answers read their row; one row per mission, written by its own stream's events.
  lifecycle: 'inline',
  // 5: no JSON copy of each row's fields (no reader used it)
  version: 5,
  tables: ['missions', MISSION_TRASH.trash, ODYSSEY_UNLINKS.unlinks],
  handles: [
    'MissionCreated',
    'MissionDetailsUpdated',
    'MissionStatusChanged',
    'MissionOdysseyChanged',
    'MissionDeleted',
    'MissionRestored',
    'MissionReplanRequested',
    'MissionReplanUndone',
    'MissionCompleted',
    'MissionReopened',
    'OdysseyDeleted',
    'OdysseyRestored',
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
    await createTrashTable(db, MISSION_TRASH);
    await createUnlinksTable(db, ODYSSEY_UNLINKS);
  },

  /** Replays are mostly creations: runs of them go in together. */
  apply: (trx, events) => applyInRuns(trx, events, isMissionCreation, insertMissions, applyOtherEvent),
});

/** Any event but a creation, where it falls in the log. */
async function applyOtherEvent(trx: Knex.Transaction, recorded: RecordedEvent) {
  const event = { type: recorded.type, data: recorded.data } as Handled;
  const missions = () => trx('missions');
  switch (event.type) {
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
      await trx(ODYSSEY_UNLINKS.unlinks).where({ mission_id: event.data.missionId }).delete();
      await missions().where({ id: event.data.missionId }).update({ odyssey_id: event.data.odysseyId, updated_at: event.data.changedAt });
      return;
    case 'MissionDeleted':
      await moveToTrash(trx, MISSION_TRASH, event.data.missionId, event.data.deletedAt);
      return;
    case 'MissionRestored': {
      const { missionId, odysseyId, restoredAt } = event.data;
      await restoreFromTrash(trx, MISSION_TRASH, missionId);
      await missions().where({ id: missionId }).update({ odyssey_id: odysseyId, updated_at: restoredAt });
      return;
    }
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
    case 'MissionReplanUndone':
      await missions()
        .where({ id: event.data.missionId })
        .update({ title: event.data.title, description: event.data.description, updated_at: event.data.undoneAt });
      return;
    case 'MissionCompleted':
      await missions().where({ id: event.data.missionId }).update({
        status: 'completed',
        completion_evaluation: event.data.evaluation,
        completed_at: event.data.completedAt,
        updated_at: event.data.completedAt,
      });
      return;
    case 'MissionReopened':
      await missions().where({ id: event.data.missionId }).update({
        status: 'active',
        completion_evaluation: null,
        completed_at: null,
        updated_at: event.data.reopenedAt,
      });
      return;
    case 'OdysseyDeleted':
      // Its missions stay, as standalone missions; restoring the odyssey takes back those still standalone.
      await unlinkFromDeletedParent(trx, ODYSSEY_UNLINKS, event.data.odysseyId, event.data.deletedAt);
      return;
    case 'OdysseyRestored':
      await relinkToRestoredParent(trx, ODYSSEY_UNLINKS, event.data.odysseyId, event.data.restoredAt);
      return;
    case 'UserDeleted':
      await deleteUserRows(trx, event.data.userId, ['missions', MISSION_TRASH.trash, ODYSSEY_UNLINKS.unlinks]);
      return;
  }
}

type Of<T extends MissionEvent['type']> = Extract<MissionEvent, { type: T }>;
type MissionCreation = RecordedEvent & Of<'MissionCreated'>;

/** The row a MissionCreated writes. */
const missionRow = (d: Of<'MissionCreated'>['data']) => ({
  id: d.missionId,
  user_id: d.userId,
  title: d.title,
  description: d.description,
  status: 'active',
  odyssey_id: d.odysseyId,
  copied_from_mission_id: d.copiedFromMissionId,
  created_at: d.createdAt,
  updated_at: d.createdAt,
});

const isMissionCreation = (e: RecordedEvent): e is MissionCreation => e.type === 'MissionCreated';

const insertMissions = (trx: Knex.Transaction, run: MissionCreation[]) => insertFirstOfEachId(trx, 'missions', run.map((e) => missionRow(e.data)));
