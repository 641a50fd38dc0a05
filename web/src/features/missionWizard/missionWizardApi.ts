import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/http';
import type { ApiRequestBody, ApiResponse } from '../../shared/api/types';
import type { GeneratedTodo } from '../../shared/jobs/job';
import { queryKeys } from '../../shared/queries/queryKeys';

type QuestionsBody = ApiRequestBody<'/api/mission-breakdown/questions', 'post'>;
type GenerateTodosBody = ApiRequestBody<'/api/mission-breakdown/generate-todos-async', 'post'>;
type MissionBody = ApiRequestBody<'/api/missions', 'post'>;
type CreatedMission = ApiResponse<'/api/missions', 'post', 201>;
type TodoBody = ApiRequestBody<'/api/todos', 'post'>;

/** The planner's questions about a mission-to-be. */
export function useMissionQuestions() {
  return useMutation({
    mutationFn: (body: QuestionsBody) => apiFetch<ApiResponse<'/api/mission-breakdown/questions', 'post'>>('/mission-breakdown/questions', { method: 'POST', body }),
  });
}

/** Starts the planning job that proposes the mission's todos; answers the job id to poll. */
export function useStartTodoGeneration() {
  return useMutation({
    mutationFn: async (body: GenerateTodosBody) =>
      (await apiFetch<ApiResponse<'/api/mission-breakdown/generate-todos-async', 'post', 202>>('/mission-breakdown/generate-todos-async', { method: 'POST', body })).job_id,
  });
}

export type MissionCreation = { missionId: string; todosFailed: boolean };

/**
 * Creates the mission, then its reviewed todos one by one in order. A todo that fails stops
 * the rest but keeps the mission (it exists): the answer says so instead of throwing.
 */
export function useCreateMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ mission, todos }: { mission: MissionBody; todos: GeneratedTodo[] }): Promise<MissionCreation> => {
      const created = await apiFetch<CreatedMission>('/missions/', { method: 'POST', body: mission });
      try {
        for (const todo of todos) {
          const body: TodoBody = {
            title: todo.title,
            description: todo.description || null,
            success_criteria: todo.success_criteria,
            // The planner spreads due days before the deadline the answers gave (none without one).
            due_date: todo.due_date ?? null,
            priority: todo.priority ?? 'medium',
            mission_id: created.id,
          };
          await apiFetch('/todos/', { method: 'POST', body });
        }
      } catch (error) {
        console.error('Creating the planned todos failed', error);
        return { missionId: created.id, todosFailed: true };
      }
      return { missionId: created.id, todosFailed: false };
    },
    // Not awaited: the wizard closes at once and the lists refresh behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.missions });
      void queryClient.invalidateQueries({ queryKey: queryKeys.todos });
      void queryClient.invalidateQueries({ queryKey: queryKeys.odysseys });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}
