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

/** The part of a mission's todo (now or as it was) that says what it waits for. */
type WaitingTodo = Pick<MissionTodo, 'id' | 'title' | 'status' | 'depends_on' | 'blocked'>;

/**
 * What an open, blocked todo of a mission waits for, named by title (the ones not completed
 * yet); null when it is not blocked. [] when what holds it back lies outside the mission.
 */
export function missionTodoWaits(todo: WaitingTodo, todos: WaitingTodo[]): string[] | null {
  if (todo.status === 'completed' || !todo.blocked) return null;
  const byId = new Map(todos.map((other) => [other.id, other]));
  const waits = todo.depends_on ?? [];
  const open = waits.flatMap((id) => {
    const other = byId.get(id);
    return other && other.status !== 'completed' ? [other.title] : [];
  });
  // A standalone todo, another mission's: the mission's answer does not name it.
  if (open.length === 0 && waits.some((id) => !byId.has(id))) return [];
  return open;
}

/** What an open todo of the mission's detail waits for while it is blocked, named by title (of this mission or not); null when it is not blocked. */
export function detailTodoWaits(todo: Pick<MissionTodo, 'status' | 'blocked' | 'waiting_for'>): string[] | null {
  return todo.status === 'completed' || !todo.blocked ? null : todo.waiting_for.map((other) => other.title);
}
