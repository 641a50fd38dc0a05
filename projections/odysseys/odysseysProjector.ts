import type { Knex } from 'knex';
import type { RecordedEvent } from '../../commands/eventStore';
import type { OdysseyEvent } from '../../domain/odysseys/events';
import type { UserEvent } from '../../domain/users/events';
import { RESTORE_WINDOW_DAYS } from '../../domain/restoreWindow';
import { defineProjector } from '../projector';
import { applyInRuns, insertFirstOfEachId } from '../batchRuns';

type Handled = OdysseyEvent | Extract<UserEvent, { type: 'UserDeleted' }>;

/** A deleted odyssey's row, kept for Recently deleted (same columns plus `deleted_at`). */
export const TRASHED_ODYSSEYS = 'trashed_odysseys';
const ODYSSEY_COLUMNS = 'id, user_id, title, description, status, is_sample, created_at, updated_at, completed_at';

/** The `odysseys` read model. Mission counts, progress and health are computed when read. */
export const odysseysProjector = defineProjector({
  name: 'odysseys',
  // Inline: odyssey answers read their row; one row per odyssey, written by its own stream's events.
  lifecycle: 'inline',
  version: 2,
  tables: ['odysseys', TRASHED_ODYSSEYS],
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
    await db.raw(`CREATE TABLE ?? (LIKE odysseys INCLUDING DEFAULTS, deleted_at timestamptz NOT NULL, PRIMARY KEY (id))`, [TRASHED_ODYSSEYS]);
    await db.raw(`CREATE INDEX trashed_odysseys_user_idx ON ?? (user_id, deleted_at)`, [TRASHED_ODYSSEYS]);
  },

  /**
   * Replays are mostly creations: a run of them goes in with one statement; any other event
   * ends the run and is applied on its own (it may read or change an odyssey the run created).
   */
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
    case 'OdysseyDeleted': {
      // Into Recently deleted: the row waits there for a restore. Rows past the restore window
      // (before this deletion's time, so replays agree) go.
      const owner = await odysseys().where({ id: event.data.odysseyId }).first('user_id');
      const windowStart = new Date(Date.parse(event.data.deletedAt) - RESTORE_WINDOW_DAYS * 24 * 60 * 60 * 1000).toISOString();
      if (owner) await trx(TRASHED_ODYSSEYS).where({ user_id: owner.user_id }).where('deleted_at', '<', windowStart).delete();
      await trx.raw(`INSERT INTO ?? (${ODYSSEY_COLUMNS}, deleted_at) SELECT ${ODYSSEY_COLUMNS}, ? FROM odysseys WHERE id = ? ON CONFLICT (id) DO NOTHING`, [
        TRASHED_ODYSSEYS,
        event.data.deletedAt,
        event.data.odysseyId,
      ]);
      await odysseys().where({ id: event.data.odysseyId }).delete();
      return;
    }
    case 'OdysseyRestored':
      await trx.raw(`INSERT INTO odysseys (${ODYSSEY_COLUMNS}) SELECT ${ODYSSEY_COLUMNS} FROM ?? WHERE id = ? ON CONFLICT (id) DO NOTHING`, [TRASHED_ODYSSEYS, event.data.odysseyId]);
      await trx(TRASHED_ODYSSEYS).where({ id: event.data.odysseyId }).delete();
      await odysseys().where({ id: event.data.odysseyId }).update({ updated_at: event.data.restoredAt });
      return;
    case 'UserDeleted':
      await odysseys().where({ user_id: event.data.userId }).delete();
      await trx(TRASHED_ODYSSEYS).where({ user_id: event.data.userId }).delete();
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
