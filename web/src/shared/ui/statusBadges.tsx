import { Badge, type BadgeTone } from './Badge';
import { normaliseStatus } from '../models/todo';

const STATUS_TONE: Record<string, BadgeTone> = {
  pending: 'gray',
  in_progress: 'blue',
  completed: 'green',
  active: 'blue',
  paused: 'yellow',
  archived: 'gray',
};

const STATUS_LABEL: Record<string, string> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  completed: 'Completed',
  active: 'Active',
  paused: 'Paused',
  archived: 'Archived',
};

/** A todo or step status (tolerates 'inprogress' and upper case). */
export function TodoStatusBadge({ status }: { status: string }) {
  const key = normaliseStatus(status);
  return <Badge tone={STATUS_TONE[key]}>{STATUS_LABEL[key]}</Badge>;
}

/** A mission or odyssey status. */
export function MissionStatusBadge({ status }: { status: string }) {
  const key = (status ?? '').toLowerCase();
  return <Badge tone={STATUS_TONE[key] ?? 'gray'}>{STATUS_LABEL[key] ?? (key ? key.charAt(0).toUpperCase() + key.slice(1) : 'Unknown')}</Badge>;
}

const PRIORITY_TONE: Record<string, BadgeTone> = { high: 'red', medium: 'yellow', low: 'green' };

export function PriorityBadge({ priority }: { priority: string }) {
  const key = (priority ?? 'medium').toLowerCase();
  return <Badge tone={PRIORITY_TONE[key] ?? 'gray'}>{key.charAt(0).toUpperCase() + key.slice(1)} priority</Badge>;
}

const HEALTH: Record<string, { tone: BadgeTone; label: string }> = {
  healthy: { tone: 'green', label: 'Healthy' },
  at_risk: { tone: 'orange', label: 'At Risk' },
  critical: { tone: 'red', label: 'Critical' },
};

/** Mission health; a missing value shows as unknown. */
export function HealthBadge({ health }: { health: string | null | undefined }) {
  const entry = health ? HEALTH[health] : undefined;
  return <Badge tone={entry?.tone ?? 'gray'}>{entry?.label ?? 'Unknown'}</Badge>;
}
