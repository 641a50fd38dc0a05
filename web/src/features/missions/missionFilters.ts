import type { Mission } from '../../shared/models/mission';

export type MissionStatusFilter = 'all' | 'active' | 'completed' | 'paused';

export function filterMissions(missions: Mission[], status: MissionStatusFilter): Mission[] {
  return status === 'all' ? missions : missions.filter((m) => (m.status ?? '').toLowerCase() === status);
}

/** The health counters at the top of the missions dashboard. */
export function healthCounts(missions: Mission[]) {
  return {
    healthy: missions.filter((m) => m.health_status === 'healthy').length,
    at_risk: missions.filter((m) => m.health_status === 'at_risk').length,
    critical: missions.filter((m) => m.health_status === 'critical').length,
    total: missions.length,
  };
}
