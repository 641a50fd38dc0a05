import type { SearchHit } from './api/searchApi';

/** The pages `g` then a key goes to, in the order the shortcuts sheet and the palette list them. */
export const GO_TARGETS = [
  { key: 'd', label: 'Go to dashboard', to: '/dashboard' },
  { key: 't', label: 'Go to todos', to: '/todos' },
  { key: 'm', label: 'Go to missions', to: '/missions' },
  { key: 'o', label: 'Go to odysseys', to: '/odysseys' },
] as const;

/** The page that shows a search hit. */
export function pathOfHit(hit: Pick<SearchHit, 'kind' | 'id'>): string {
  if (hit.kind === 'todo') return `/todo/${hit.id}`;
  if (hit.kind === 'mission') return `/missions/${hit.id}`;
  return `/odysseys/${hit.id}`;
}
