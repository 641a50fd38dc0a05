import { Badge } from '../../shared/ui/Badge';
import { capitalizeStatus, healthTone, statusTone } from './statusDisplay';

/** A status as a capitalised badge ('Active', 'Completed', ...). */
export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={statusTone(status)}>{capitalizeStatus(status)}</Badge>;
}

/** Health badge; an odyssey without active missions has no health and shows nothing. */
export function HealthBadge({ health }: { health?: string | null }) {
  if (!health) return null;
  return (
    <Badge tone={healthTone(health)} title="Health">
      <span aria-hidden="true">●</span> {capitalizeStatus(health)}
    </Badge>
  );
}
