import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api/http';
import type { OdysseySummary } from '../models/mission';
import { queryKeys } from './queryKeys';

/** GET /odysseys/ for pickers and breadcrumbs (the list screen belongs to the odysseys feature). */
export function useOdysseyOptions(enabled = true) {
  return useQuery({ queryKey: queryKeys.odysseys, queryFn: ({ signal }) => apiFetch<OdysseySummary[]>('/odysseys/', { signal }), enabled });
}
