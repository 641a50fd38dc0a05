import type { Mission } from '../../shared/models/mission';

export const DASHBOARD_LIST_LIMIT = 5;

export type FocusTodo = {
  id: string;
  title: string;
  priority: string;
  is_overdue: boolean;
  mission_title: string | null;
  progress_percentage: number;
};

/** GET /dashboard/summary: the Command Center's figures (lists already capped at 5 by the server). */
export type DashboardSummary = {
  active_odysseys: number;
  healthy_missions: number;
  at_risk_missions: number;
  critical_missions: number;
  in_progress_todos: FocusTodo[];
  in_progress_total: number;
  missions_needing_attention: AttentionMission[];
};

/** critical / at_risk: its health; will_miss: at its recent pace it finishes after its latest due date (forecast_date). */
export type AttentionMission = Mission & { attention_reason?: 'critical' | 'at_risk' | 'will_miss'; forecast_date?: string | null };
