import { useMutation } from '@tanstack/react-query';
import { apiFetch, apiFetchUndoable } from '../../shared/api/http';
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

/** Deletes the odyssey (it waits in Recently deleted; its missions stay, standalone); the undo token restores it. */
export function useDeleteOdyssey() {
  return useMutation({ mutationFn: (odysseyId: string) => apiFetchUndoable<void>(`/odysseys/${encodeURIComponent(odysseyId)}`, { method: 'DELETE' }) });
}
