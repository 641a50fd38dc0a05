import { z } from 'zod';
import type { Page, PageAfter, RankedPageAfter } from '../../projections/keysetPage';
import { httpError } from '../httpError';

/**
 * Keyset paging for lists that can grow without bound: `limit` and an opaque `cursor`. The body
 * keeps the shape of the unpaged list; the cursor of the next page comes in `X-Next-Cursor`
 * (absent on the last page).
 */

export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/** Longer than any cursor this API makes. */
export const MAX_CURSOR_CHARS = 200;

export const pageQuery = {
  limit: z.coerce
    .number({ message: 'limit must be a number from 1 to 500' })
    .int({ message: 'limit must be a number from 1 to 500' })
    .min(1, { message: 'limit must be a number from 1 to 500' })
    .max(500, { message: 'limit must be a number from 1 to 500' })
    .optional()
    .describe('Page size (1-500). Without it the whole list is answered.'),
  // Its length is checked with the rest of it (decodeCursor): every cursor this API did not make gets one answer.
  cursor: z.string().optional().describe(`The X-Next-Cursor header of the previous page (at most ${MAX_CURSOR_CHARS} characters).`),
};

/** What breaks ties between rows of the same instant: a row's UUID, or a log position. */
export type CursorKey = 'uuid' | 'position';

const keyPatterns: Record<CursorKey, RegExp> = {
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  position: /^\d{1,19}$/,
};

/** The largest log position PostgreSQL's bigint holds. */
const MAX_POSITION = 9223372036854775807n;

/** An instant PostgreSQL can compare with: a real calendar date and time from year 1 on (no 30 February). */
function isRealInstant(at: string): boolean {
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(at) || at.startsWith('0000')) return false;
  const ms = Date.parse(at);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 19) === at.slice(0, 19);
}

const isKey = (id: unknown, key: CursorKey): id is string =>
  typeof id === 'string' && keyPatterns[key].test(id) && (key !== 'position' || BigInt(id) <= MAX_POSITION);

export const encodeCursor = (after: PageAfter): string => Buffer.from(JSON.stringify([after.at, after.id])).toString('base64url');

/** The position a cursor stands for, or null when it is not one this API made. */
export function decodeCursor(cursor: string, key: CursorKey = 'uuid'): PageAfter | null {
  if (cursor.length > MAX_CURSOR_CHARS) return null;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [at, id] = value;
    if (typeof at !== 'string' || !isRealInstant(at)) return null;
    if (!isKey(id, key)) return null;
    return { at, id };
  } catch {
    return null;
  }
}

export const INVALID_CURSOR = 'cursor is not one this list gave; start again without it';

/**
 * The page a request asks for: undefined without `limit` and `cursor` (the whole list), else
 * `limit` rows (`defaultLimit` when only a cursor is given). A cursor this API did not make: 400.
 */
export function requestedPage(query: { limit?: number; cursor?: string }, key: CursorKey, defaultLimit = 100): Page | undefined {
  if (query.limit === undefined && query.cursor === undefined) return undefined;
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, key);
  if (after === null) throw httpError(400, INVALID_CURSOR);
  return { limit: query.limit ?? defaultLimit, after };
}

/** A cursor for a list ordered by rank first (search): the rank, then the instant and the row's UUID. */
export const encodeRankedCursor = (after: RankedPageAfter): string => Buffer.from(JSON.stringify([after.rank, after.at, after.id])).toString('base64url');

/** The position a ranked cursor stands for, or null when it is not one this API made. */
export function decodeRankedCursor(cursor: string): RankedPageAfter | null {
  if (cursor.length > MAX_CURSOR_CHARS) return null;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 3) return null;
    const [rank, ...rest] = value;
    if (!Number.isInteger(rank) || rank < 0 || rank > 9) return null;
    const after = decodeCursor(Buffer.from(JSON.stringify(rest)).toString('base64url'), 'uuid');
    return after ? { ...after, rank } : null;
  } catch {
    return null;
  }
}
