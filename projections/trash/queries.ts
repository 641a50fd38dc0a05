import type { Knex } from 'knex';
import { restoreWindowStart } from '../../domain/restoreWindow';
import { isoSql } from '../../commands/isoSql';
import { RESTORABLE } from '../todos/todoTables';
import type { TrashItem } from './trashAnswer';

/** At most this many rows in one answer (newest first). */
const TRASH_LIST_LIMIT = 500;

/** The user's items deleted within the restore window, newest first; todos a mission's re-plan set aside count as deleted. */
export async function listRecentlyDeleted(db: Knex, userId: string, now: Date): Promise<TrashItem[]> {
  const since = restoreWindowStart(now.toISOString());
  // The onboarding tour's sample (its odyssey, missions and todos), removed when the tour ends,
  // is not something the user deleted: it is left out.
  const { rows } = await db.raw<{ rows: TrashItem[] }>(
    `WITH sample_odysseys AS (
       SELECT id FROM trashed_odysseys WHERE user_id = :userId AND is_sample
       UNION SELECT id FROM odysseys WHERE user_id = :userId AND is_sample
     ), sample_missions AS (
       SELECT id FROM trashed_missions WHERE user_id = :userId AND odyssey_id IN (SELECT id FROM sample_odysseys)
       UNION SELECT id FROM missions WHERE user_id = :userId AND odyssey_id IN (SELECT id FROM sample_odysseys)
     )
     SELECT d.kind, d.id, d.title, ${isoSql('d.deleted_at')} AS deleted_at FROM (
       SELECT 'todo' AS kind, id, title, trashed_at AS deleted_at FROM trashed_todos
         WHERE user_id = :userId AND trash_reason = ANY(:restorable) AND trashed_at >= :since AND (mission_id IS NULL OR mission_id NOT IN (SELECT id FROM sample_missions))
       UNION ALL SELECT 'mission', id, title, deleted_at FROM trashed_missions
         WHERE user_id = :userId AND deleted_at >= :since AND id NOT IN (SELECT id FROM sample_missions)
       UNION ALL SELECT 'odyssey', id, title, deleted_at FROM trashed_odysseys WHERE user_id = :userId AND deleted_at >= :since AND NOT is_sample
     ) d
     ORDER BY d.deleted_at DESC, d.id LIMIT :limit`,
    { userId, since, limit: TRASH_LIST_LIMIT, restorable: RESTORABLE },
  );
  return rows;
}

/** When a mission's re-plan (or its undo) set the user's todo aside; null when it did not. */
export async function todoSetAsideAt(db: Knex, userId: string, todoId: string): Promise<string | null> {
  const row = await db('trashed_todos').where({ id: todoId, user_id: userId }).whereIn('trash_reason', ['mission_replanned', 'earlier_plan']).first('trashed_at');
  return row ? new Date(row.trashed_at).toISOString() : null;
}
