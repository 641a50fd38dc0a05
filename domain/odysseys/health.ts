import { worstHealth, type HealthStatus } from '../missions/health';

/**
 * The worst health of the odyssey's ACTIVE missions; null (shown as nothing) when it has no
 * active mission. Paused and completed missions do not count.
 */
export function odysseyHealth(missions: ReadonlyArray<{ status: string; healthStatus: HealthStatus }>): HealthStatus | null {
  return worstHealth(missions.filter((m) => m.status === 'active').map((m) => m.healthStatus));
}
