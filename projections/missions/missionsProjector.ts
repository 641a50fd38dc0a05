import type { Knex } from 'knex';
import type { RecordedEvent } from '../../commands/eventStore';
import type { MissionEvent } from '../../domain/missions/events';
import type { OdysseyEvent } from '../../domain/odysseys/events';
import type { UserDeleted } from '../../domain/users/events';
import { byEventType, defineProjector, deleteUserRows } from '../projector';
import { applyInRuns, insertFirstOfEachId } from '../batchRuns';
import { createUnlinksTable, relinkToRestoredParent, unlinkFromDeletedParent, type ParentUnlinks } from '../parentUnlinks';
import { createTrashTable, moveToTrash, restoreFromTrash, type TrashTable } from '../trash/trashTables';

type Handled = MissionEvent | Extract<OdysseyEvent, { type: 'OdysseyDeleted' | 'OdysseyRestored' }> | UserDeleted;

/** Missions moved away from the odyssey deleted under them (restoring the odyssey takes them back). */
const ODYSSEY_UNLINKS: ParentUnlinks = { items: 'missions', parentColumn: 'odyssey_id', unlinks: 'mission_odyssey_unlinks', itemColumn: 'mission_id' };
/** Deleted missions, kept for Recently deleted. */
const MISSION_TRASH: TrashTable = { live: 'missions', trash: 'trashed_missions' };

/**
 * The columns of a mission in `status` from `at`: completing records when; any other status drops
 * the completion and its summary, as the decider does.
 */
const inStatus = (status: string, at: string) =>
  status === 'completed' ? { status, completed_at: at, updated_at: at } : { status, completion_evaluation: null, completed_at: null, updated_at: at };

type Other = Exclude<Handled, { type: 'MissionCreated' | 'PlannerCallRecorded' }>;

/** Any event but a creation (and the planner audit's), where it falls in the log. */
const OTHER_EVENTS = byEventType<Other>({
  async MissionDetailsUpdated(trx, d) {
    await trx('missions').where({ id: d.missionId }).update({ title: d.title, description: d.description, updated_at: d.updatedAt });
  },
  async MissionStatusChanged(trx, d) {
    await trx('missions').where({ id: d.missionId }).update(inStatus(d.status, d.changedAt));
  },
  async MissionOdysseyChanged(trx, d) {
    await trx(ODYSSEY_UNLINKS.unlinks).where({ mission_id: d.missionId }).delete();
    await trx('missions').where({ id: d.missionId }).update({ odyssey_id: d.odysseyId, updated_at: d.changedAt });
  },
  async MissionDeleted(trx, d) {
    await moveToTrash(trx, MISSION_TRASH, d.missionId, d.deletedAt);
  },
  async MissionRestored(trx, { missionId, odysseyId, restoredAt }) {
    await restoreFromTrash(trx, MISSION_TRASH, missionId);
    await trx('missions').where({ id: missionId }).update({ odyssey_id: odysseyId, updated_at: restoredAt });
  },
  async MissionReplanRequested(trx, d) {
    await trx('missions')
      .where({ id: d.missionId })
      .update({
        title: d.title,
        description: d.description,
        status: trx.raw("CASE WHEN status = 'completed' THEN 'active' ELSE status END"),
        completion_evaluation: null,
        completed_at: null,
        replanned_at: d.requestedAt,
        updated_at: d.requestedAt,
      });
  },
  async MissionReplanUndone(trx, d) {
    await trx('missions').where({ id: d.missionId }).update({ title: d.title, description: d.description, updated_at: d.undoneAt });
  },
  async MissionCompleted(trx, d) {
    await trx('missions').where({ id: d.missionId }).update({ ...inStatus('completed', d.completedAt), completion_evaluation: d.evaluation });
  },
  async MissionReopened(trx, d) {
    await trx('missions').where({ id: d.missionId }).update(inStatus('active', d.reopenedAt));
  },
  async OdysseyDeleted(trx, d) {
    // Its missions stay, as standalone missions; restoring the odyssey takes back those still standalone.
    await unlinkFromDeletedParent(trx, ODYSSEY_UNLINKS, d.odysseyId, d.deletedAt);
  },
  async OdysseyRestored(trx, d) {
    await relinkToRestoredParent(trx, ODYSSEY_UNLINKS, d.odysseyId, d.restoredAt);
  },
  async UserDeleted(trx, d) {
    await deleteUserRows(trx, d.userId, ['missions', MISSION_TRASH.trash, ODYSSEY_UNLINKS.unlinks]);
  },
});

type MissionCreation = RecordedEvent & Extract<MissionEvent, { type: 'MissionCreated' }>;
const isMissionCreation = (e: RecordedEvent): e is MissionCreation => e.type === 'MissionCreated';

/** The row a MissionCreated writes. */
const missionRow = (d: MissionCreation['data']) => ({
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

const insertMissions = (trx: Knex.Transaction, run: MissionCreation[]) => insertFirstOfEachId(trx, 'missions', run.map((e) => missionRow(e.data)));

/** One row per live mission; its figures come from the todos read model and the clock when read. */
export const missionsProjector = defineProjector({
  name: 'missions',
  // Inline: mission answers read their row; one row per mission, written by its own stream's events.
  lifecycle: 'inline',
  version: 5,
  tables: ['missions', MISSION_TRASH.trash, ODYSSEY_UNLINKS.unlinks],
  handles: ['MissionCreated', ...OTHER_EVENTS.handles],

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
  apply: (trx, events) => applyInRuns(trx, events, isMissionCreation, insertMissions, OTHER_EVENTS.applyEvent),
});
