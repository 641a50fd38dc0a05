import type { Knex } from 'knex';

/**
 * Items that outlive their parent's deletion (an odyssey's missions, a mission's todos): they
 * stay as standalone items, and `unlinks` remembers whose they were, so that restoring the
 * parent takes back those still standalone. Names are the read model's own constants.
 */
export type ParentUnlinks = { items: string; parentColumn: string; unlinks: string; itemColumn: string };

export async function createUnlinksTable(db: Knex | Knex.Transaction, { unlinks, itemColumn, parentColumn }: ParentUnlinks): Promise<void> {
  await db.schema.createTable(unlinks, (t) => {
    t.uuid(itemColumn).primary();
    t.uuid(parentColumn).notNullable();
    t.uuid('user_id').notNullable();
    t.index([parentColumn]);
  });
}

/**
 * Finds the user's live mission / odyssey (deleted ones are in the trash, not here): the
 * precondition of an append that links an item to it.
 */
export function liveParentCheck(kind: 'mission' | 'odyssey', userId: string, id: string) {
  return kind === 'mission'
    ? { name: 'odyssey_live_mission', text: 'SELECT 1 FROM missions WHERE id = $1 AND user_id = $2', values: [id, userId] }
    : { name: 'odyssey_live_odyssey', text: 'SELECT 1 FROM odysseys WHERE id = $1 AND user_id = $2', values: [id, userId] };
}

/** The parent is deleted: its items become standalone, remembered as its. */
export async function unlinkFromDeletedParent(trx: Knex.Transaction, { items, parentColumn, unlinks, itemColumn }: ParentUnlinks, parentId: string, at: string): Promise<void> {
  await trx.raw(
    `INSERT INTO ${unlinks} (${itemColumn}, ${parentColumn}, user_id) SELECT id, ${parentColumn}, user_id FROM ${items} WHERE ${parentColumn} = ?
     ON CONFLICT (${itemColumn}) DO UPDATE SET ${parentColumn} = EXCLUDED.${parentColumn}`,
    [parentId],
  );
  await trx(items).where({ [parentColumn]: parentId }).update({ [parentColumn]: null, updated_at: at });
}

/** The parent is restored: those of its items still standalone are its again. */
export async function relinkToRestoredParent(trx: Knex.Transaction, { items, parentColumn, unlinks, itemColumn }: ParentUnlinks, parentId: string, at: string): Promise<void> {
  const unlinked = trx(unlinks).where({ [parentColumn]: parentId }).select(itemColumn);
  await trx(items).whereIn('id', unlinked).whereNull(parentColumn).update({ [parentColumn]: parentId, updated_at: at });
  await trx(unlinks).where({ [parentColumn]: parentId }).delete();
}
