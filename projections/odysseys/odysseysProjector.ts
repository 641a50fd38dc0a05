import type { Knex } from 'knex';
import type { RecordedEvent } from '../../commands/eventStore';
import type { OdysseyEvent } from '../../domain/odysseys/events';
import type { UserEvent } from '../../domain/users/events';
import { defineProjector, deleteUserRows } from '../projector';
import { applyInRuns, insertFirstOfEachId } from '../batchRuns';
import { createTrashTable, moveToTrash, restoreFromTrash, type TrashTable } from '../trash/trashTables';

type Handled = OdysseyEvent | Extract<UserEvent, { type: 'UserDeleted' }>;

/** Deleted odysseys, kept for Recently deleted. */
const ODYSSEY_TRASH: TrashTable = { live: 'odysseys', trash: 'trashed_odysseys' };

/** The `odysseys` read model. Mission counts, progress and health are computed when read. */
export const odysseysProjector = defineProjector({
  name: 'odysseys',
  // Inline: odyssey answers read their row; one row per odyssey, written by its own stream's events.
  lifecycle: 'inline',
  version: 2,
  tables: ['odysseys', ODYSSEY_TRASH.trash],
  handles: ['OdysseyCreated', 'OdysseyDetailsUpdated', 'OdysseyStatusChanged', 'OdysseyCompleted', 'OdysseyDeleted', 'OdysseyRestored', 'UserDeleted'],

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
  apply: (trx, events) => applyInRuns(trx, events, isOdysseyCreation, insertOdysseys, applyOtherEvent),
});

/** Any event but a creation, where it falls in the log. */
async function applyOtherEvent(trx: Knex.Transaction, recorded: RecordedEvent) {
  const event = { type: recorded.type, data: recorded.data } as Handled;
  const odysseys = () => trx('odysseys');
  switch (event.type) {
    case 'OdysseyDetailsUpdated':
      await odysseys().where({ id: event.data.odysseyId }).update({
        title: event.data.title,
        description: event.data.description,
        updated_at: event.data.updatedAt,
      });
      return;
    case 'OdysseyStatusChanged':
      await odysseys().where({ id: event.data.odysseyId }).update({ status: event.data.status, completed_at: null, updated_at: event.data.changedAt });
      return;
    case 'OdysseyCompleted':
      await odysseys().where({ id: event.data.odysseyId }).update({
        status: 'completed',
        completed_at: event.data.completedAt,
        updated_at: event.data.completedAt,
      });
      return;
    case 'OdysseyDeleted':
      await moveToTrash(trx, ODYSSEY_TRASH, event.data.odysseyId, event.data.deletedAt);
      return;
    case 'OdysseyRestored':
      await restoreFromTrash(trx, ODYSSEY_TRASH, event.data.odysseyId);
      await odysseys().where({ id: event.data.odysseyId }).update({ updated_at: event.data.restoredAt });
      return;
    case 'UserDeleted':
      await deleteUserRows(trx, event.data.userId, ['odysseys', ODYSSEY_TRASH.trash]);
      return;
  }
}

type Of<T extends OdysseyEvent['type']> = Extract<OdysseyEvent, { type: T }>;
type OdysseyCreation = RecordedEvent & Of<'OdysseyCreated'>;

/** The row an OdysseyCreated writes. */
const odysseyRow = (d: Of<'OdysseyCreated'>['data']) => ({
  id: d.odysseyId,
  user_id: d.userId,
  title: d.title,
  description: d.description,
  status: 'active',
  is_sample: d.isSample,
  created_at: d.createdAt,
  updated_at: d.createdAt,
});

const isOdysseyCreation = (e: RecordedEvent): e is OdysseyCreation => e.type === 'OdysseyCreated';

const insertOdysseys = (trx: Knex.Transaction, run: OdysseyCreation[]) => insertFirstOfEachId(trx, 'odysseys', run.map((e) => odysseyRow(e.data)));
