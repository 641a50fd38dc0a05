import type { ApiResponse } from '../../shared/api/types';

export const DASHBOARD_LIST_LIMIT = 5;

/** GET /dashboard/summary: the Command Center's figures (lists already capped at 5 by the server). */
export type DashboardSummary = ApiResponse<'/api/dashboard/summary', 'get'>;
export type FocusTodo = DashboardSummary['in_progress_todos'][number];
/** critical / at_risk: its health; will_miss: at its recent pace it finishes after its latest due date (forecast_date). */
export type AttentionMission = DashboardSummary['missions_needing_attention'][number];
