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

/** The forecast's outlook where it can say something about the due dates. */
const OUTLOOK: Record<string, { tone: BadgeTone; label: string }> = {
  on_track: { tone: 'green', label: 'On track' },
  at_risk: { tone: 'orange', label: 'Due dates at risk' },
  will_miss: { tone: 'red', label: 'Will miss the due dates' },
};

type HealthProps = {
  health: string | null | undefined;
  /** The forecast's outlook from the same verdict: shown beside the health, so the two never disagree on screen. */
  outlook?: string | null;
  /** The forecast's median finish (YYYY-MM-DD), shown as the outlook's hint. */
  forecastDate?: string | null;
};

/** The forecast's outlook as a badge; nothing when the forecast cannot speak of the due dates. */
export function OutlookBadge({ outlook, forecastDate }: Omit<HealthProps, 'health'>) {
  const forecast = outlook ? OUTLOOK[outlook] : undefined;
  if (!forecast) return null;
  return (
    <Badge tone={forecast.tone} title={forecastDate ? `At the current pace, likely done by ${forecastDate}` : undefined}>
      {forecast.label}
    </Badge>
  );
}

/** Mission health, with the forecast's outlook beside it; a missing health shows as unknown. */
export function HealthBadge({ health, outlook, forecastDate }: HealthProps) {
  const entry = health ? HEALTH[health] : undefined;
  const badge = <Badge tone={entry?.tone ?? 'gray'}>{entry?.label ?? 'Unknown'}</Badge>;
  if (!outlook || !OUTLOOK[outlook]) return badge;
  return (
    // 6 px apart, as the badges of every badge row.
    <span className="inline-flex flex-wrap items-center gap-1.5">
      {badge}
      <OutlookBadge outlook={outlook} forecastDate={forecastDate} />
    </span>
  );
}
