import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/http';
import type { ApiResponse } from '../../shared/api/types';

export type ForecastView = ApiResponse<'/api/missions/{id}/forecast', 'get'>;
export type ForecastKind = 'mission' | 'odyssey';

/** Cached under the resource's own key family, so whatever refreshes the resource refreshes this. */
export const forecastKey = (kind: ForecastKind, id: string) => [kind === 'mission' ? 'missions' : 'odysseys', id, 'forecast'] as const;

export function useForecast(kind: ForecastKind, id: string) {
  return useQuery({ queryKey: forecastKey(kind, id), queryFn: () => apiFetch<ForecastView>(`/${kind}s/${id}/forecast`) });
}
