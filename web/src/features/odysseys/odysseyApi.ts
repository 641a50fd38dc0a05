import { apiFetch } from '../../shared/api/http';
import type { Odyssey } from './odysseyTypes';

/** TanStack Query keys: the window event `refetchData` invalidates them with every other key. */
export const odysseyKeys = {
  all: ['odysseys'] as const,
  detail: (id: string) => ['odysseys', id] as const,
};

export function fetchOdysseys(): Promise<Odyssey[]> {
  return apiFetch<Odyssey[]>('/odysseys/');
}

export function fetchOdyssey(id: string): Promise<Odyssey> {
  return apiFetch<Odyssey>(`/odysseys/${encodeURIComponent(id)}`);
}

export function completeOdyssey(id: string): Promise<Odyssey> {
  return apiFetch<Odyssey>(`/odysseys/${encodeURIComponent(id)}/complete`, { method: 'POST', body: {} });
}
