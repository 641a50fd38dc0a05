import type { Knex } from 'knex';
import type { RecordedEvent } from '../../commands/eventStore';
import type { CalendarFeedEvent } from '../../domain/calendar/events';
import type { UserEvent } from '../../domain/users/events';
import { defineProjector, eachInTurn } from '../projector';

/** `calendar_feeds`: the users whose feed is on, found by the hash of the URL's token. */
export const calendarFeedsProjector = defineProjector({
  name: 'calendar_feeds',
  // Inline: a revoked feed must stop answering at once; one row per user.
  lifecycle: 'inline',
  version: 1,
  tables: ['calendar_feeds'],
  handles: ['CalendarFeedEnabled', 'CalendarFeedRevoked', 'UserDeleted'],
  async setup(db) {
    await db.schema.createTable('calendar_feeds', (t) => {
      t.uuid('user_id').primary();
      t.text('token_hash').notNullable().unique();
      t.timestamp('enabled_at', { useTz: true }).notNullable();
    });
  },
  apply: eachInTurn(async (trx: Knex.Transaction, recorded: RecordedEvent) => {
    const event = recorded as unknown as CalendarFeedEvent | UserEvent;
    switch (event.type) {
      case 'CalendarFeedEnabled':
        await trx('calendar_feeds')
          .insert({ user_id: event.data.userId, token_hash: event.data.tokenHash, enabled_at: event.data.enabledAt })
          .onConflict('user_id')
          .merge();
        return;
      case 'CalendarFeedRevoked':
      case 'UserDeleted':
        await trx('calendar_feeds').where({ user_id: event.data.userId }).delete();
        return;
    }
  }),
});
