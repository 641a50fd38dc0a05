import type { Knex } from 'knex';
import { z } from 'zod';
import { MISSION_STATUSES } from '../../domain/missions/missionStatus';
import { ODYSSEY_STATUSES } from '../../domain/odysseys/odysseyStatus';
import { TODO_STATUSES } from '../../domain/todos/status';
import { afterRankedRowSql, nextRankedPageAfter, pageAtSql, type RankedPage, type RankedPageAfter } from '../keysetPage';

const hitFields = {
  id: z.string(),
  title: z.string(),
  matched_in: z.enum(['title', 'description']).describe('title: the title holds every word; description: some word only in the description.'),
  snippet: z.string().nullable().describe('The description around the first match, when the description holds a word of the query.'),
  parent_title: z.string().nullable().describe("The todo's mission, or the mission's odyssey, when it sits in one."),
  created_at: z.string(),
};
/** One thing a search found, with what the SPA needs to show and open it (GET /search's items, declared by the route). */
export const searchHit = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('todo'), ...hitFields, status: z.enum(TODO_STATUSES), mission_id: z.string().nullable() }),
  z.object({ kind: z.literal('mission'), ...hitFields, status: z.enum(MISSION_STATUSES), odyssey_id: z.string().nullable() }),
  z.object({ kind: z.literal('odyssey'), ...hitFields, status: z.enum(ODYSSEY_STATUSES) }),
]);
type SearchHit = z.infer<typeof searchHit>;

/** At most this many words of a query count; the rest are ignored. */
const SEARCH_MAX_WORDS = 8;
const SNIPPET_CHARS = 140;

/** The query's words (split on white space), lower-cased, each once, at most SEARCH_MAX_WORDS. */
function searchWords(query: string): string[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter((word) => word.length > 0);
  return [...new Set(words)].slice(0, SEARCH_MAX_WORDS);
}

/** A LIKE pattern that matches `text` anywhere, its own `%`, `_` and `\` taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const LIKE = `ILIKE ? ESCAPE '\\'`;

/**
 * The user's rows whose title or description holds every word. Rank 0: the title holds the
 * query as typed; 1: the title holds every word; 2: some word only in the description.
 */
function tableMatches(kind: SearchHit['kind'], table: 'todos' | 'missions' | 'odysseys', userId: string, phrase: string, words: string[]) {
  const wordPatterns = words.map(containsPattern);
  const titleHasEvery = wordPatterns.map(() => `x.title ${LIKE}`).join(' AND ');
  const rowHasEvery = wordPatterns.map(() => `(x.title ${LIKE} OR x.description ${LIKE})`).join(' AND ');
  const parent =
    table === 'todos'
      ? { join: 'LEFT JOIN missions p ON p.id = x.mission_id', missionId: 'x.mission_id', odysseyId: 'NULL::uuid' }
      : table === 'missions'
        ? { join: 'LEFT JOIN odysseys p ON p.id = x.odyssey_id', missionId: 'NULL::uuid', odysseyId: 'x.odyssey_id' }
        : { join: '', missionId: 'NULL::uuid', odysseyId: 'NULL::uuid' };
  const parentTitle = parent.join ? 'p.title' : 'NULL::text';
  return {
    sql: `SELECT '${kind}'::text AS kind, x.id, x.title, x.description, x.status, x.created_at,
            ${parentTitle} AS parent_title, ${parent.missionId} AS mission_id, ${parent.odysseyId} AS odyssey_id,
            CASE WHEN x.title ${LIKE} THEN 0 WHEN ${titleHasEvery} THEN 1 ELSE 2 END AS rank
          FROM ${table} x ${parent.join}
          WHERE x.user_id = ? AND ${rowHasEvery}`,
    bindings: [containsPattern(phrase), ...wordPatterns, userId, ...wordPatterns.flatMap((pattern) => [pattern, pattern])],
  };
}

/**
 * The user's todos, missions and odysseys holding every word of the query (any case), title
 * matches first, then newest first. Only live tables are read: deleted rows never show.
 */
export async function searchOwnItems(db: Knex, userId: string, query: string, page: RankedPage): Promise<{ items: SearchHit[]; next: RankedPageAfter | null }> {
  const phrase = query.trim();
  const words = searchWords(phrase);
  if (words.length === 0) return { items: [], next: null };
  const parts = [tableMatches('todo', 'todos', userId, phrase, words), tableMatches('mission', 'missions', userId, phrase, words), tableMatches('odyssey', 'odysseys', userId, phrase, words)];
  const after = page.after ? afterRankedRowSql(page.after, 'rank', 'created_at', 'id') : null;
  const sql = `WITH hits AS (${parts.map((part) => part.sql).join('\nUNION ALL\n')})
    SELECT hits.*, ${pageAtSql('created_at')} FROM hits
    ${after ? `WHERE ${after.sql}` : ''}
    ORDER BY rank, created_at DESC, id
    LIMIT ?`;
  const bindings = [...parts.flatMap((part) => part.bindings), ...(after ? after.bindings : []), page.limit];
  const { rows } = await db.raw(sql, bindings);
  return {
    items: rows.map((row: Record<string, any>) => toSearchHit(row, phrase, words)),
    next: nextRankedPageAfter(rows, page, (row) => row.id),
  };
}

function toSearchHit(row: Record<string, any>, phrase: string, words: string[]): SearchHit {
  const fields: Omit<SearchHit, 'kind' | 'status'> = {
    id: row.id,
    title: row.title,
    matched_in: Number(row.rank) < 2 ? 'title' : 'description',
    snippet: row.description ? snippetAround(row.description, phrase, words) : null,
    parent_title: row.parent_title ?? null,
    created_at: new Date(row.created_at).toISOString(),
  };
  if (row.kind === 'todo') return { kind: 'todo', ...fields, status: row.status, mission_id: row.mission_id ?? null };
  if (row.kind === 'mission') return { kind: 'mission', ...fields, status: row.status, odyssey_id: row.odyssey_id ?? null };
  return { kind: 'odyssey', ...fields, status: row.status };
}

/** About SNIPPET_CHARS of `text` around the first match (the whole query, else a word), cut at spaces; null without a match. */
function snippetAround(text: string, phrase: string, words: string[]): string | null {
  const flat = text.replace(/\s+/g, ' ').trim();
  const lower = flat.toLowerCase();
  const found = [phrase.toLowerCase(), ...words].map((needle) => ({ at: lower.indexOf(needle), length: needle.length })).find((match) => match.at >= 0);
  if (!found) return null;
  if (flat.length <= SNIPPET_CHARS) return flat;
  let start = Math.max(0, found.at - Math.floor((SNIPPET_CHARS - found.length) / 3));
  let end = Math.min(flat.length, start + SNIPPET_CHARS);
  start = Math.max(0, end - SNIPPET_CHARS);
  if (start > 0) {
    const space = flat.indexOf(' ', start);
    if (space >= 0 && space < found.at) start = space + 1;
  }
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    if (space > found.at + found.length) end = space;
  }
  return `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
}
