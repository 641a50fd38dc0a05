import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/http';
import type { ApiResponse } from '../../../shared/api/types';

export type MissionAsOf = ApiResponse<'/api/missions/{id}/as-of', 'get'>;
export type OdysseyAsOf = ApiResponse<'/api/odysseys/{id}/as-of', 'get'>;
export type AsOfKind = 'mission' | 'odyssey';

/** The URL search parameter that holds the chosen day (YYYY-MM-DD). */
export const AS_OF_PARAM = 'asOf';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today as a date input holds it (the user's local day). */
export function todayInput(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The instant a chosen day stands for: the end of that local day, or now for today. Null for
 * something that is not a day, or a day still to come.
 */
export function instantOfDay(day: string, now: Date = new Date()): Date | null {
  const parts = DAY.exec(day);
  if (!parts) return null;
  const end = new Date(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]), 23, 59, 59, 999);
  if (Number.isNaN(end.getTime()) || day > todayInput(now)) return null;
  return end.getTime() > now.getTime() ? now : end;
}

/** The past does not change: an answer is kept as long as the screen lives. */
function useAsOf<T>(kind: AsOfKind, id: string, day: string) {
  const at = useMemo(() => instantOfDay(day)?.toISOString() ?? null, [day]);
  return {
    at,
    query: useQuery({
      // A family of its own: live changes to the mission or odyssey do not refetch its past.
      queryKey: ['as-of', kind, id, at] as const,
      queryFn: ({ signal }) => apiFetch<T>(`/${kind}s/${id}/as-of?at=${encodeURIComponent(at ?? '')}`, { signal }),
      enabled: at !== null,
      staleTime: Infinity,
      retry: false,
    }),
  };
}

export const useMissionAsOf = (id: string, day: string) => useAsOf<MissionAsOf>('mission', id, day);
export const useOdysseyAsOf = (id: string, day: string) => useAsOf<OdysseyAsOf>('odyssey', id, day);
