import type { Knex } from 'knex';
import { restoreWindowStart } from '../../domain/restoreWindow';

/** Deleted rows waiting in Recently deleted: `trash` holds the `live` table's columns plus `deleted_at`. */
export type TrashTable = { live: string; trash: string };

/** The quoted column names of a live table (the same in every schema a rebuild targets), for copies to and from its trash. */
const columnCache = new Map<string, string>();
export async function columnsOf(trx: Knex.Transaction, table: string): Promise<string> {
  const known = columnCache.get(table);
  if (known) return known;
  const rows: Array<{ column_name: string }> = (
    await trx.raw('SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ? ORDER BY ordinal_position', [table])
  ).rows;
  const list = rows.map((r) => `"${r.column_name}"`).join(', ');
  columnCache.set(table, list);
  return list;
}

/** Creates the trash table (after the live one, whose columns it copies). */
export async function createTrashTable(db: Knex, { live, trash }: TrashTable): Promise<void> {
  await db.raw('CREATE TABLE ?? (LIKE ?? INCLUDING DEFAULTS, deleted_at timestamptz NOT NULL, PRIMARY KEY (id))', [trash, live]);
  await db.raw('CREATE INDEX ?? ON ?? (user_id, deleted_at)', [`${trash}_user_idx`, trash]);
}

/**
 * Moves the row into the trash. The owner's rows past the restore window go (the window is
 * counted back from this deletion's time, so replays agree).
 */
export async function moveToTrash(trx: Knex.Transaction, { live, trash }: TrashTable, id: string, deletedAt: string): Promise<void> {
  const columns = await columnsOf(trx, live);
  const owner = await trx(live).where({ id }).first('user_id');
  if (owner) await trx(trash).where({ user_id: owner.user_id }).where('deleted_at', '<', restoreWindowStart(deletedAt)).delete();
  await trx.raw(`INSERT INTO ?? (${columns}, deleted_at) SELECT ${columns}, ? FROM ?? WHERE id = ? ON CONFLICT (id) DO NOTHING`, [trash, deletedAt, live, id]);
  await trx(live).where({ id }).delete();
}

/** Takes the row back from the trash (nothing when it is not there). */
export async function restoreFromTrash(trx: Knex.Transaction, { live, trash }: TrashTable, id: string): Promise<void> {
  const columns = await columnsOf(trx, live);
  await trx.raw(`INSERT INTO ?? (${columns}) SELECT ${columns} FROM ?? WHERE id = ? ON CONFLICT (id) DO NOTHING`, [live, trash, id]);
  await trx(trash).where({ id }).delete();
}
