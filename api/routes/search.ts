import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { searchHit, searchOwnItems } from '../../projections/search/searchQueries';
import { httpError } from '../httpError';
import { perUserRateLimit } from '../plannerRateLimit';
import { decodeRankedCursor, encodeRankedCursor, INVALID_CURSOR, MAX_CURSOR_CHARS, NEXT_CURSOR_HEADER } from '../paging/cursor';

export const SEARCH_MAX_QUERY = 200;
export const SEARCH_MAX_LIMIT = 50;
const SEARCH_DEFAULT_LIMIT = 20;
/** Searches one user may run per minute (the SPA asks once per pause in typing). */
const SEARCHES_PER_MINUTE = 120;

const queryMessage = `q is what to search for: 1 to ${SEARCH_MAX_QUERY} characters.`;
const limitMessage = `limit must be a number from 1 to ${SEARCH_MAX_LIMIT}`;
const searchQuery = z.object({
  q: z.string({ error: queryMessage }).trim().min(1, { message: queryMessage }).max(SEARCH_MAX_QUERY, { message: queryMessage }).describe('What to look for: every word must appear in the title or the description (any case).'),
  limit: z.coerce.number({ message: limitMessage }).int({ message: limitMessage }).min(1, { message: limitMessage }).max(SEARCH_MAX_LIMIT, { message: limitMessage }).optional().describe(`Page size (1-${SEARCH_MAX_LIMIT}, default ${SEARCH_DEFAULT_LIMIT}).`),
  cursor: z.string().optional().describe(`The next_cursor of the previous page (at most ${MAX_CURSOR_CHARS} characters).`),
});

const searchResults = z.object({ items: z.array(searchHit), next_cursor: z.string().nullable() });

const searchRateLimit = perUserRateLimit(
  'search',
  SEARCHES_PER_MINUTE,
  (max, seconds) => `You have searched ${max} times in the last minute. Try again in ${seconds} seconds.`,
);

/** Finding one's own todos, missions and odysseys by words of their title or description. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.get(
    '/search',
    {
      onRequest: [app.authenticate],
      config: searchRateLimit,
      schema: {
        tags: ['search'],
        summary: 'Search your todos, missions and odysseys',
        description:
          'Case-insensitive; every word of `q` must appear in the title or the description (`%` and `_` are plain characters). ' +
          'Title matches come first (the whole query in the title, then every word in it), then description matches; newest first within each. ' +
          'Deleted todos, missions and odysseys are not searched. The next page\'s cursor is `next_cursor` (also in the X-Next-Cursor header); null on the last page.',
        querystring: searchQuery,
        response: { 200: searchResults },
      },
    },
    async (request, reply) => {
      const { q, limit, cursor } = request.query;
      const after = cursor === undefined ? undefined : decodeRankedCursor(cursor);
      if (after === null) throw httpError(400, INVALID_CURSOR);
      const { items, next } = await searchOwnItems(deps.db, request.user.id, q, { limit: limit ?? SEARCH_DEFAULT_LIMIT, after });
      const nextCursor = next ? encodeRankedCursor(next) : null;
      if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor);
      return {
        items,
        next_cursor: nextCursor,
      };
    },
  );
};
