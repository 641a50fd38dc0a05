import type { Knex } from 'knex';
import type { RecordedEvent } from '../../commands/eventStore';
import type { ConversationEvent } from '../../domain/director/events';
import type { UserDeleted } from '../../domain/users/events';
import { byEventType, defineProjector, deleteUserRows } from '../projector';

type Handled = Exclude<ConversationEvent, { type: 'PlannerCallRecorded' }> | UserDeleted;
type MessagePosted = Extract<Handled, { type: 'DirectorUserMessagePosted' | 'DirectorAssistantMessagePosted' }>['data'];

/** The Director's threads (newest activity in `updated_at`) and their messages in log order. */
export const directorConversationsProjector = defineProjector({
  name: 'director_conversations',
  // Inline: the Director's answer is read back from these rows; per conversation.
  lifecycle: 'inline',
  version: 1,
  tables: ['director_messages', 'director_conversations'],
  async setup(db) {
    await db.schema.createTable('director_conversations', (t) => {
      t.uuid('id').primary();
      t.uuid('user_id').notNullable();
      t.text('title').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable();
      t.integer('message_count').notNullable().defaultTo(0);
      /** Log position of the newest event: orders threads updated within the same instant. */
      t.bigInteger('last_position').notNullable();
      t.index(['user_id', 'updated_at']);
    });
    await db.schema.createTable('director_messages', (t) => {
      t.uuid('id').primary();
      t.uuid('conversation_id').notNullable();
      t.uuid('user_id').notNullable();
      t.text('role').notNullable();
      t.text('content').notNullable();
      t.timestamp('timestamp', { useTz: true }).notNullable();
      t.jsonb('tool_calls').notNullable().defaultTo('[]');
      /** Log position: the order messages were written, even within one millisecond. */
      t.bigInteger('position').notNullable();
      t.index(['conversation_id', 'position']);
    });
  },
  ...byEventType<Handled>({
    async DirectorConversationStarted(trx, d, recorded) {
      await trx('director_conversations')
        .insert({
          id: d.conversationId,
          user_id: d.userId,
          title: d.title,
          created_at: d.startedAt,
          updated_at: d.startedAt,
          last_position: recorded.position.toString(),
        })
        .onConflict('id')
        .ignore();
    },
    DirectorUserMessagePosted: (trx, d, recorded) => postMessage(trx, recorded, 'user', d, []),
    DirectorAssistantMessagePosted: (trx, d, recorded) => postMessage(trx, recorded, 'assistant', d, d.toolCalls),
    async UserDeleted(trx, d) {
      await deleteUserRows(trx, d.userId, ['director_messages', 'director_conversations']);
    },
  }),
});

/** A message of the user or the Director's reply, in its conversation (which it brings forward). */
async function postMessage(trx: Knex.Transaction, recorded: RecordedEvent, role: 'user' | 'assistant', d: MessagePosted, toolCalls: unknown[]) {
  const conversation = await trx('director_conversations').where({ id: d.conversationId }).first('user_id');
  // The owner left (deleted account): nothing to show.
  if (!conversation) return;
  const inserted = await trx('director_messages')
    .insert({
      id: d.messageId,
      conversation_id: d.conversationId,
      user_id: conversation.user_id,
      role,
      content: d.content,
      timestamp: d.postedAt,
      tool_calls: JSON.stringify(toolCalls),
      position: recorded.position.toString(),
    })
    .onConflict('id')
    .ignore()
    .returning('id');
  if (inserted.length > 0) {
    await trx('director_conversations')
      .where({ id: d.conversationId })
      .update({
        updated_at: d.postedAt,
        message_count: trx.raw('message_count + 1'),
        last_position: recorded.position.toString(),
      });
  }
}
