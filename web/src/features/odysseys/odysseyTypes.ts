import type { ApiResponse } from '../../shared/api/types';

/** Odysseys as the API answers them, read from the generated contract. */
export type Odyssey = ApiResponse<'/api/odysseys', 'get'>[number];
export type OdysseyDetail = ApiResponse<'/api/odysseys/{id}', 'get'>;
export type OdysseyMission = OdysseyDetail['missions'][number];
export type OdysseyStatus = Odyssey['status'];
export type HealthStatus = NonNullable<Odyssey['health_status']>;
