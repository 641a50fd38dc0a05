import type { Knex } from 'knex';
import type { RecordedEvent } from '../../commands/eventStore';
import type { OdysseyEvent } from '../../domain/odysseys/events';
import type { UserEvent } from '../../domain/users/events';
import { defineProjector } from '../projector';

type Handled = OdysseyEvent | Extract<UserEvent, { type: 'UserDeleted' }>;

/** The `odysseys` read model. Mission counts, progress and health are computed when read. */
export const odysseysProjector = defineProjector({
  name: 'odysseys',
  version: 1,
  tables: ['odysseys'],
  handles: ['OdysseyCreated', 'OdysseyDetailsUpdated', 'OdysseyStatusChanged', 'OdysseyCompleted', 'OdysseyDeleted', 'UserDeleted'],

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
  },

  async apply(trx: Knex.Transaction, recorded: RecordedEvent) {
    const event = { type: recorded.type, data: recorded.data } as Handled;
    const odysseys = () => trx('odysseys');
    switch (event.type) {
      case 'OdysseyCreated': {
        const d = event.data;
        await odysseys()
          .insert({
            id: d.odysseyId,
            user_id: d.userId,
            title: d.title,
            description: d.description,
            status: 'active',
            is_sample: d.isSample,
            created_at: d.createdAt,
            updated_at: d.createdAt,
          })
          .onConflict('id')
          .ignore();
        return;
      }
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
        await odysseys().where({ id: event.data.odysseyId }).delete();
        return;
      case 'UserDeleted':
        await odysseys().where({ user_id: event.data.userId }).delete();
        return;
    }
  },
});
