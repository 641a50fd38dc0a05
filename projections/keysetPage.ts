import type { Knex } from 'knex';

/**
 * Keyset paging for lists ordered newest first: at most `limit` rows after the row at (`at`: a
 * timestamptz with microseconds as ISO text, `id`: the tie-breaker's value as text).
 */
export type PageAfter = { at: string; id: string };
export type Page = { limit: number; after?: PageAfter };

/** The order column as text precise enough to resume after (microseconds, UTC). */
export const pageAtSql = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS page_at`;

/**
 * Restricts a query ordered by `atColumn` descending, then `idColumn` in `idOrder`, to one page.
 * The query must select `pageAtSql(atColumn)`.
 */
export function restrictToPage(query: Knex.QueryBuilder, page: Page | undefined, atColumn: string, idColumn: string, idOrder: 'asc' | 'desc'): void {
  if (!page) return;
  if (page.after) {
    const { at, id } = page.after;
    query.where((w) => w.where(atColumn, '<', at).orWhere((same) => same.where(atColumn, '=', at).andWhere(idColumn, idOrder === 'asc' ? '>' : '<', id)));
  }
  query.limit(page.limit);
}

/** Where the next page starts: after the last row of a full page; null after the last page. */
export function nextPageAfter(rows: Array<Record<string, any>>, page: Page | undefined, idOf: (row: Record<string, any>) => string): PageAfter | null {
  if (!page || rows.length < page.limit) return null;
  const last = rows[rows.length - 1];
  return { at: last.page_at as string, id: idOf(last) };
}

/**
 * Keyset paging for lists ordered by a small rank first (ascending), then newest first, then
 * an id ascending: search puts title matches before description matches that way.
 */
export type RankedPageAfter = PageAfter & { rank: number };
export type RankedPage = { limit: number; after?: RankedPageAfter };

/** The rows after `after` in (rank asc, at desc, id asc) order, as SQL with its bindings. */
export function afterRankedRowSql(after: RankedPageAfter, rankColumn: string, atColumn: string, idColumn: string): { sql: string; bindings: Array<string | number> } {
  return {
    sql: `(${rankColumn} > ? OR (${rankColumn} = ? AND (${atColumn} < ? OR (${atColumn} = ? AND ${idColumn} > ?))))`,
    bindings: [after.rank, after.rank, after.at, after.at, after.id],
  };
}

/** Where the next ranked page starts: after the last row of a full page; null after the last page. */
export function nextRankedPageAfter(rows: Array<Record<string, any>>, page: RankedPage, idOf: (row: Record<string, any>) => string): RankedPageAfter | null {
  const after = nextPageAfter(rows, page, idOf);
  return after ? { ...after, rank: Number(rows[rows.length - 1].rank) } : null;
}
