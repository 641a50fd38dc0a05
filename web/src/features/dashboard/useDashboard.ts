import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/http';
import { queryKeys } from '../../shared/queries/queryKeys';
import type { DashboardSummary } from './dashboardSummary';

/** The Command Center figures (one call; failures are silent: the cards show dashes). */
export function useDashboard() {
  return useQuery({ queryKey: queryKeys.dashboard, queryFn: ({ signal }) => apiFetch<DashboardSummary>('/dashboard/summary', { signal }) });
}
