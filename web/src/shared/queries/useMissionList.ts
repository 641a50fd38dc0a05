import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api/http';
import type { Mission } from '../models/mission';
import { queryKeys } from './queryKeys';

/** GET /missions/: the signed-in user's missions with counts and health. */
export function useMissionList(enabled = true) {
  return useQuery({ queryKey: queryKeys.missions, queryFn: ({ signal }) => apiFetch<Mission[]>('/missions/', { signal }), enabled });
}
