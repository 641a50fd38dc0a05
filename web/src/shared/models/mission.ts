import type { ApiResponse } from '../api/types';

/** Mission shapes as the API answers them, read from the generated contract (`npm run api:types`). */
export type Mission = ApiResponse<'/api/missions', 'get'>[number];
export type MissionDetail = ApiResponse<'/api/missions/{id}', 'get'>;
export type MissionTodo = MissionDetail['todos'][number];
export type MissionStatus = Mission['status'];
export type Health = Mission['health_status'];
export type MissionResourceSummary = ApiResponse<'/api/missions/{id}/resource-summary', 'get'>;

/** The slice of an odyssey the mission screens need (breadcrumb, parent picker). */
export type OdysseySummary = Pick<ApiResponse<'/api/odysseys/{id}', 'get'>, 'id' | 'title' | 'status'>;

/** What an open todo of a mission (now or as it was) waits for while it is blocked, named by title (of this mission or not); null when it is not blocked. */
export function detailTodoWaits(todo: Pick<MissionTodo, 'status' | 'blocked' | 'waiting_for'>): string[] | null {
  return todo.status === 'completed' || !todo.blocked ? null : todo.waiting_for.map((other) => other.title);
}
