import type { Knex } from 'knex';
import type { ToolCallOutcome } from '../../domain/director/events';
import { defaultDirectorSettings, type DirectorSettings } from '../../domain/director/settings';
import { iso } from '../isoTime';
import { nextPageAfter, pageAtSql, restrictToPage, type Page, type PageAfter } from '../keysetPage';

type ConversationListItem = { id: string; title: string; updated_at: string };
type DirectorMessageRow = { id: string; role: 'user' | 'assistant'; content: string; timestamp: string; tool_calls: ToolCallOutcome[] };

/** The user's conversations, most recently active first; with `page`, one page of them. */
export async function listConversations(db: Knex, userId: string, page?: Page): Promise<{ conversations: ConversationListItem[]; next: PageAfter | null }> {
  const query = db('director_conversations')
    .where({ user_id: userId })
    .orderBy([
      { column: 'updated_at', order: 'desc' },
      { column: 'last_position', order: 'desc' },
    ])
    .select('id', 'title', 'updated_at', 'last_position', db.raw(pageAtSql('updated_at')));
  restrictToPage(query, page, 'updated_at', 'last_position', 'desc');
  const rows = await query;
  const conversations = rows.map((r) => ({ id: r.id, title: r.title, updated_at: iso(r.updated_at) }));
  return { conversations, next: nextPageAfter(rows, page, (row) => String(row.last_position)) };
}

/** The conversation if it is this user's; undefined for a missing or another user's one. */
export async function findOwnConversation(db: Knex, userId: string, conversationId: string): Promise<{ id: string; title: string } | undefined> {
  return db('director_conversations').where({ id: conversationId, user_id: userId }).first('id', 'title');
}

/** Messages of a conversation in the order they were written; `limit` keeps the newest ones. */
export async function listMessages(db: Knex, conversationId: string, limit?: number): Promise<DirectorMessageRow[]> {
  let query = db('director_messages').where({ conversation_id: conversationId }).orderBy('position', 'desc');
  if (limit !== undefined) query = query.limit(limit);
  const rows = await query;
  return rows.reverse().map((r) => ({ id: r.id, role: r.role, content: r.content, timestamp: iso(r.timestamp), tool_calls: r.tool_calls }));
}

/** The user's saved settings, or the defaults when they never saved any. */
export async function findDirectorSettings(db: Knex, userId: string): Promise<DirectorSettings> {
  const row = await db('director_settings')
    .where({ user_id: userId })
    .first('response_style', 'temperature', 'max_tokens', 'tool_permissions', 'context_settings', 'system_prompt_role', 'custom_system_prompt');
  return row ? { ...row, temperature: Number(row.temperature) } : defaultDirectorSettings();
}
