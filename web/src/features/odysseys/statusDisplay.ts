import type { BadgeTone } from '../../shared/ui/Badge';

/** 'at_risk' -> 'At Risk', 'active' -> 'Active'. */
export function capitalizeStatus(value: string): string {
  return value
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

const STATUS_TONE: Record<string, BadgeTone> = {
  active: 'blue',
  completed: 'green',
  paused: 'yellow',
  archived: 'gray',
  pending: 'gray',
  in_progress: 'blue',
};

export function statusTone(status: string): BadgeTone {
  return STATUS_TONE[status] ?? 'gray';
}
