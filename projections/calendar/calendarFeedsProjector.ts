import type { Knex } from 'knex';
import type { CalendarFeedEvent } from '../../domain/calendar/events';
import type { UserDeleted } from '../../domain/users/events';
import { byEventType, defineProjector } from '../projector';

/** `calendar_feeds`: the users whose feed is on, found by the hash of the URL's token. */
export const calendarFeedsProjector = defineProjector({
  name: 'calendar_feeds',
  // Inline: a revoked feed must stop answering at once; one row per user.
  lifecycle: 'inline',
  version: 1,
  tables: ['calendar_feeds'],
  async setup(db) {
    await db.schema.createTable('calendar_feeds', (t) => {
      t.uuid('user_id').primary();
      t.text('token_hash').notNullable().unique();
      t.timestamp('enabled_at', { useTz: true }).notNullable();
    });
  },
  ...byEventType<CalendarFeedEvent | UserDeleted>({
    async CalendarFeedEnabled(trx, d) {
      await trx('calendar_feeds')
        .insert({ user_id: d.userId, token_hash: d.tokenHash, enabled_at: d.enabledAt })
        .onConflict('user_id')
        .merge();
    },
    CalendarFeedRevoked: removeFeed,
    UserDeleted: removeFeed,
  }),
});

/** The feed stops answering: revoked, or its user deleted. */
async function removeFeed(trx: Knex.Transaction, d: { userId: string }) {
  await trx('calendar_feeds').where({ user_id: d.userId }).delete();
}
