import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/http';
import type { ApiResponse } from '../../shared/api/types';
import { queryKeys } from '../../shared/queries/queryKeys';

export type TrashItem = ApiResponse<'/api/trash', 'get'>[number];

/** What the user deleted in the last 30 days (GET /api/trash). */
export function useRecentlyDeleted() {
  return useQuery({ queryKey: queryKeys.trash, queryFn: ({ signal }) => apiFetch<TrashItem[]>('/trash', { signal }) });
}

/** Restores one item; every list may show it again, so every query is refreshed. */
export function useRestore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: Pick<TrashItem, 'kind' | 'id'>) => apiFetch<ApiResponse<'/api/trash/{kind}/{id}/restore', 'post'>>(`/trash/${item.kind}/${item.id}/restore`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
