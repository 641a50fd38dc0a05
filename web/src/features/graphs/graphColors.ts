import type { NodeKind } from './graphSettings';

/** Colours by node kind and status (missions by completed, active, paused or other). */
export const ODYSSEY_COLOR = '#a855f7';

export const MISSION_COLORS: Record<string, string> = {
  completed: '#22c55e',
  active: '#3b82f6',
  paused: '#eab308',
  other: '#94a3b8',
};

export const TODO_COLORS: Record<string, string> = {
  completed: '#16a34a',
  in_progress: '#f97316',
  pending: '#f472b6',
};

export const STEP_COLORS: Record<string, string> = {
  completed: '#4ade80',
  in_progress: '#facc15',
  pending: '#cbd5e1',
};

/** Accepts 'IN_PROGRESS', 'inprogress' and other spellings the API may send. */
export function normalizeStatus(status: string | null | undefined): string {
  const value = (status ?? '').trim().toLowerCase().replace(/[\s-]+/g, '_');
  return value === 'inprogress' ? 'in_progress' : value;
}

export function nodeColor(kind: NodeKind, status: string): string {
  const normalized = normalizeStatus(status);
  switch (kind) {
    case 'odyssey':
      return ODYSSEY_COLOR;
    case 'mission':
      return MISSION_COLORS[normalized] ?? MISSION_COLORS.other;
    case 'todo':
      return TODO_COLORS[normalized] ?? TODO_COLORS.pending;
    case 'step':
      return STEP_COLORS[normalized] ?? STEP_COLORS.pending;
  }
}
