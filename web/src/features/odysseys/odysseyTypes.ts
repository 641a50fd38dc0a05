import type { ApiResponse } from '../../shared/api/types';

/** Odysseys as the API answers them, read from the generated contract. */
export type Odyssey = ApiResponse<'/api/odysseys', 'get'>[number];
export type OdysseyDetail = ApiResponse<'/api/odysseys/{id}', 'get'>;
export type OdysseyMission = OdysseyDetail['missions'][number];
export type OdysseyStatus = Odyssey['status'];
export type HealthStatus = NonNullable<Odyssey['health_status']>;

/** An odyssey's missions counted by state, in the order its card and its page show them; `total` names the first count. */
export function missionCounts(odyssey: Pick<Odyssey, 'total_missions' | 'completed_missions' | 'active_missions' | 'paused_missions'>, total: string) {
  return [
    { label: total, value: odyssey.total_missions },
    { label: 'Completed', value: odyssey.completed_missions },
    { label: 'Active', value: odyssey.active_missions },
    { label: 'Paused', value: odyssey.paused_missions },
  ];
}
