import type { Knex } from 'knex';
import type { RecordedEvent } from '../../commands/eventStore';
import type { ConversationEvent } from '../../domain/director/events';
import type { UserEvent } from '../../domain/users/events';
import { defineProjector, deleteUserRows, eachInTurn } from '../projector';

/** The Director's threads (newest activity in `updated_at`) and their messages in log order. */
export const directorConversationsProjector = defineProjector({
  name: 'director_conversations',
  // Inline: the Director's answer is read back from these rows; per conversation.
  lifecycle: 'inline',
  version: 1,
  tables: ['director_messages', 'director_conversations'],
  handles: ['DirectorConversationStarted', 'DirectorUserMessagePosted', 'DirectorAssistantMessagePosted', 'UserDeleted'],
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
  apply: eachInTurn(async (trx: Knex.Transaction, recorded: RecordedEvent) => {
    const event = recorded as unknown as ConversationEvent | UserEvent;
    switch (event.type) {
      case 'DirectorConversationStarted':
        await trx('director_conversations')
          .insert({
            id: event.data.conversationId,
            user_id: event.data.userId,
            title: event.data.title,
            created_at: event.data.startedAt,
            updated_at: event.data.startedAt,
            last_position: recorded.position.toString(),
          })
          .onConflict('id')
          .ignore();
        return;
      case 'DirectorUserMessagePosted':
      case 'DirectorAssistantMessagePosted': {
        const conversation = await trx('director_conversations').where({ id: event.data.conversationId }).first('user_id');
        // The owner left (deleted account): nothing to show.
        if (!conversation) return;
        const inserted = await trx('director_messages')
          .insert({
            id: event.data.messageId,
            conversation_id: event.data.conversationId,
            user_id: conversation.user_id,
            role: event.type === 'DirectorUserMessagePosted' ? 'user' : 'assistant',
            content: event.data.content,
            timestamp: event.data.postedAt,
            tool_calls: JSON.stringify(event.type === 'DirectorAssistantMessagePosted' ? event.data.toolCalls : []),
            position: recorded.position.toString(),
          })
          .onConflict('id')
          .ignore()
          .returning('id');
        if (inserted.length > 0) {
          await trx('director_conversations')
            .where({ id: event.data.conversationId })
            .update({
              updated_at: event.data.postedAt,
              message_count: trx.raw('message_count + 1'),
              last_position: recorded.position.toString(),
            });
        }
        return;
      }
      case 'UserDeleted':
        await deleteUserRows(trx, event.data.userId, ['director_messages', 'director_conversations']);
        return;
    }
  }),
});
