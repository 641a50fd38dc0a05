import { useMutation } from '@tanstack/react-query';
import { apiFetch, apiFetchUndoable } from '../../shared/api/http';
import type { GeneratedTodo } from '../../shared/jobs/job';
import type { PlannerNote } from '../../shared/ui/PlannerFallbackNote';
import type { ApiRequestBody } from '../../shared/api/types';
import type { Mission, MissionDetail, MissionResourceSummary, MissionStatus } from '../../shared/models/mission';

export type MissionUpdate = { title: string; description: string | null; status: MissionStatus; odyssey_id: string | null };
export type GenerateTodosBody = ApiRequestBody<'/api/mission-breakdown/generate-todos-async', 'post'>;
export type QaPair = NonNullable<GenerateTodosBody['qa_pairs']>[number];

/** The calls of the mission screens (Missions, Mission planning). */
export const missionsApi = {
  mission: (id: string, signal?: AbortSignal) => apiFetch<MissionDetail>(`/missions/${id}`, { signal }),
  create: (body: { title: string; description: string | null; odyssey_id: string | null }) => apiFetch<Mission>('/missions/', { method: 'POST', body }),
  update: (id: string, body: MissionUpdate) => apiFetch<Mission>(`/missions/${id}`, { method: 'PUT', body }),
  copy: (id: string) => apiFetch<Mission>(`/missions/${id}/copy`, { method: 'POST' }),
  /** Its answer's undo token takes the re-plan back (its todos return, the new ones leave). */
  replan: (id: string, body: { title: string; description: string | null }) => apiFetchUndoable<unknown>(`/missions/${id}/replan`, { method: 'POST', body }),
  resourceSummary: (id: string) => apiFetch<MissionResourceSummary>(`/missions/${id}/resource-summary`),
  questions: (body: ApiRequestBody<'/api/mission-breakdown/questions', 'post'>) => apiFetch<{ questions: string[] }>('/mission-breakdown/questions', { method: 'POST', body }),
  generateTodos: (body: GenerateTodosBody) => apiFetch<{ todos: GeneratedTodo[]; planner?: PlannerNote }>('/mission-breakdown/generate-todos', { method: 'POST', body }),
  generateTodosAsync: (body: GenerateTodosBody) => apiFetch<{ job_id: string }>('/mission-breakdown/generate-todos-async', { method: 'POST', body }),
};

/** Deletes the mission (it waits in Recently deleted; its todos stay, standalone); the undo token restores it. */
export function useDeleteMission() {
  return useMutation({ mutationFn: (missionId: string) => apiFetchUndoable<void>(`/missions/${missionId}`, { method: 'DELETE' }) });
}

/** Saves the mission's fields. */
export function useUpdateMission(missionId: string) {
  return useMutation({ mutationFn: (body: MissionUpdate) => missionsApi.update(missionId, body) });
}
