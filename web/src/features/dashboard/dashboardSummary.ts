import type { ApiResponse } from '../../shared/api/types';

export const DASHBOARD_LIST_LIMIT = 5;

/** GET /dashboard/summary: the Command Center's figures (lists already capped at 5 by the server). */
export type DashboardSummary = ApiResponse<'/api/dashboard/summary', 'get'>;
/**
 * A todo in Today's Focus. `blocked` and `waiting_for` (the open todos it waits for) are read
 * when the answer carries them; without them no todo shows as blocked.
 */
export type FocusTodo = DashboardSummary['in_progress_todos'][number] & { blocked?: boolean; waiting_for?: { id: string; title: string }[] };

/** A pending todo that waits for no open todo: Today's Focus names up to three while nothing is in progress. */
export type NextTodo = DashboardSummary['next_todos'][number];

/** The titles a focus todo waits for while it is blocked; null when it is not (or the answer does not say). */
export function focusTodoWaits(todo: FocusTodo): string[] | null {
  return todo.blocked ? (todo.waiting_for ?? []).map((other) => other.title) : null;
}
/** critical / at_risk: its health; will_miss: at its recent pace it finishes after its latest due date (forecast_date). */
export type AttentionMission = DashboardSummary['missions_needing_attention'][number];
