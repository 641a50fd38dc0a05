import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/http';
import type { ApiResponse } from '../../../shared/api/types';

export type SearchResults = ApiResponse<'/api/search', 'get'>;
export type SearchHit = SearchResults['items'][number];

/** The server takes at most this many characters. */
export const SEARCH_MAX_QUERY = 200;
/** Results the palette shows for a query. */
export const SEARCH_PAGE_SIZE = 8;

/**
 * The user's todos, missions and odysseys matching `query` (title matches first). Off for a
 * blank query; the previous answer stays on screen while the next one loads.
 */
export function useSearchResults(query: string) {
  const q = query.trim().slice(0, SEARCH_MAX_QUERY);
  return useQuery({
    queryKey: ['search', q] as const,
    queryFn: ({ signal }) => apiFetch<SearchResults>(`/search?q=${encodeURIComponent(q)}&limit=${SEARCH_PAGE_SIZE}`, { signal }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    retry: false,
  });
}
