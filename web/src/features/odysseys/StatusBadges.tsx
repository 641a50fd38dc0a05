import { Badge } from '../../shared/ui/Badge';
import { HealthBadge as MissionHealthBadge } from '../../shared/ui/statusBadges';
import { capitalizeStatus, statusTone } from './statusDisplay';

/** A status as a capitalised badge ('Active', 'Completed', ...). */
export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={statusTone(status)}>{capitalizeStatus(status)}</Badge>;
}

/**
 * Health badge with the forecast's outlook beside it, drawn as a mission's is; an odyssey without
 * active missions has no health and shows nothing.
 */
export function HealthBadge({ health, outlook }: { health?: string | null; outlook?: string | null }) {
  if (!health) return null;
  return <MissionHealthBadge health={health} outlook={outlook} />;
}
