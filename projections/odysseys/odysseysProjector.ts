import type { Knex } from 'knex';
import type { RecordedEvent } from '../../commands/eventStore';
import type { OdysseyEvent } from '../../domain/odysseys/events';
import type { UserDeleted } from '../../domain/users/events';
import { byEventType, defineProjector, deleteUserRows } from '../projector';
import { applyInRuns, insertFirstOfEachId } from '../batchRuns';
import { createTrashTable, moveToTrash, restoreFromTrash, type TrashTable } from '../trash/trashTables';

type Handled = OdysseyEvent | UserDeleted;

/** Deleted odysseys, kept for Recently deleted. */
const ODYSSEY_TRASH: TrashTable = { live: 'odysseys', trash: 'trashed_odysseys' };

type Other = Exclude<Handled, { type: 'OdysseyCreated' | 'PlannerCallRecorded' }>;

/** Any event but a creation (and the planner audit's), where it falls in the log. */
const OTHER_EVENTS = byEventType<Other>({
  async OdysseyDetailsUpdated(trx, d) {
    await trx('odysseys').where({ id: d.odysseyId }).update({ title: d.title, description: d.description, updated_at: d.updatedAt });
  },
  async OdysseyStatusChanged(trx, d) {
    await trx('odysseys').where({ id: d.odysseyId }).update({ status: d.status, completed_at: null, updated_at: d.changedAt });
  },
  async OdysseyCompleted(trx, d) {
    await trx('odysseys').where({ id: d.odysseyId }).update({ status: 'completed', completed_at: d.completedAt, updated_at: d.completedAt });
  },
  async OdysseyDeleted(trx, d) {
    await moveToTrash(trx, ODYSSEY_TRASH, d.odysseyId, d.deletedAt);
  },
  async OdysseyRestored(trx, d) {
    await restoreFromTrash(trx, ODYSSEY_TRASH, d.odysseyId);
    await trx('odysseys').where({ id: d.odysseyId }).update({ updated_at: d.restoredAt });
  },
  async UserDeleted(trx, d) {
    await deleteUserRows(trx, d.userId, ['odysseys', ODYSSEY_TRASH.trash]);
  },
});

type OdysseyCreation = RecordedEvent & Extract<OdysseyEvent, { type: 'OdysseyCreated' }>;
const isOdysseyCreation = (e: RecordedEvent): e is OdysseyCreation => e.type === 'OdysseyCreated';

/** The row an OdysseyCreated writes. */
const odysseyRow = (d: OdysseyCreation['data']) => ({
  id: d.odysseyId,
  user_id: d.userId,
  title: d.title,
  description: d.description,
  status: 'active',
  is_sample: d.isSample,
  created_at: d.createdAt,
  updated_at: d.createdAt,
});

const insertOdysseys = (trx: Knex.Transaction, run: OdysseyCreation[]) => insertFirstOfEachId(trx, 'odysseys', run.map((e) => odysseyRow(e.data)));

/** The `odysseys` read model. Mission counts, progress and health are computed when read. */
export const odysseysProjector = defineProjector({
  name: 'odysseys',
  // Inline: odyssey answers read their row; one row per odyssey, written by its own stream's events.
  lifecycle: 'inline',
  version: 2,
  tables: ['odysseys', ODYSSEY_TRASH.trash],
  handles: ['OdysseyCreated', ...OTHER_EVENTS.handles],

  async setup(db) {
    await db.schema.createTable('odysseys', (t) => {
      t.uuid('id').primary();
      t.uuid('user_id').notNullable();
      t.text('title').notNullable();
      t.text('description').nullable();
      t.text('status').notNullable();
      /** The onboarding tour's sample odyssey. */
      t.boolean('is_sample').notNullable().defaultTo(false);
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable();
      t.timestamp('completed_at', { useTz: true }).nullable();
      t.index(['user_id', 'created_at']);
    });
    await createTrashTable(db, ODYSSEY_TRASH);
  },

  /** Replays are mostly creations: runs of them go in together. */
  apply: (trx, events) => applyInRuns(trx, events, isOdysseyCreation, insertOdysseys, OTHER_EVENTS.applyEvent),
});
