import { Badge, type BadgeTone } from './Badge';
import type { MissionStatus } from '../models/mission';
import type { Priority, TodoStatus } from '../models/todo';

const STATUS_TONE: Record<TodoStatus | MissionStatus, BadgeTone> = {
  pending: 'gray',
  in_progress: 'blue',
  completed: 'green',
  active: 'blue',
  paused: 'yellow',
};

const STATUS_LABEL: Record<TodoStatus | MissionStatus, string> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  completed: 'Completed',
  active: 'Active',
  paused: 'Paused',
};

/** A todo or step status. */
export function TodoStatusBadge({ status }: { status: TodoStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{STATUS_LABEL[status]}</Badge>;
}

/** A mission or odyssey status. */
export function MissionStatusBadge({ status }: { status: MissionStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{STATUS_LABEL[status]}</Badge>;
}

/** An odyssey status: a mission's, or archived. */
export function OdysseyStatusBadge({ status }: { status: MissionStatus | 'archived' }) {
  if (status === 'archived') return <Badge tone="gray">Archived</Badge>;
  return <MissionStatusBadge status={status} />;
}

const PRIORITY_TONE: Record<Priority, BadgeTone> = { high: 'red', medium: 'yellow', low: 'green' };
const PRIORITY_LABEL: Record<Priority, string> = { high: 'High priority', medium: 'Medium priority', low: 'Low priority' };

export function PriorityBadge({ priority }: { priority: Priority }) {
  return <Badge tone={PRIORITY_TONE[priority]}>{PRIORITY_LABEL[priority]}</Badge>;
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
