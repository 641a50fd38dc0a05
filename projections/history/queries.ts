import type { Knex } from 'knex';
import type { HistoryEntityKind } from './historyLinksProjector';

/** Streams linked to an entity's history (oldest link first), restricted to its owner's. */
export async function linkedStreams(db: Knex | Knex.Transaction, kind: HistoryEntityKind, entityId: string, ownerId: string): Promise<string[]> {
  const rows: Array<{ stream_id: string }> = await db('history_links')
    .where({ entity_kind: kind, entity_id: entityId, user_id: ownerId })
    .orderBy('position')
    .select('stream_id');
  return rows.map((r) => r.stream_id);
}
