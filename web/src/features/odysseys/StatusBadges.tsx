import { Badge } from '../../shared/ui/Badge';
import { OutlookBadge } from '../../shared/ui/statusBadges';
import { capitalizeStatus, healthTone, statusTone } from './statusDisplay';

/** A status as a capitalised badge ('Active', 'Completed', ...). */
export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={statusTone(status)}>{capitalizeStatus(status)}</Badge>;
}

/**
 * Health badge with the forecast's outlook beside it; an odyssey without active missions has no
 * health and shows nothing.
 */
export function HealthBadge({ health, outlook }: { health?: string | null; outlook?: string | null }) {
  if (!health) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <Badge tone={healthTone(health)} title="Health">
        <span aria-hidden="true">●</span> {capitalizeStatus(health)}
      </Badge>
      <OutlookBadge outlook={outlook} />
    </span>
  );
}
