import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/http';
import type { ApiRequestBody, ApiResponse } from '../../shared/api/types';
import type { GeneratedTodo } from '../../shared/jobs/job';
import { queryKeys } from '../../shared/queries/queryKeys';
import { createPlannedTodos, type FailedWait } from '../../shared/plannedTodos/createPlannedTodos';

type QuestionsBody = ApiRequestBody<'/api/mission-breakdown/questions', 'post'>;
type GenerateTodosBody = ApiRequestBody<'/api/mission-breakdown/generate-todos-async', 'post'>;
type MissionBody = ApiRequestBody<'/api/missions', 'post'>;
type CreatedMission = ApiResponse<'/api/missions', 'post', 201>;

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

export type MissionCreation = { missionId: string; todosFailed: boolean; waitsFailed: FailedWait[] };

type Creation = {
  mission: MissionBody;
  /** Reviewed todos; `depends_on` holds places of earlier todos in this list. */
  todos: GeneratedTodo[];
  /** Where the creation stands, for the wizard to show ("Creating todo 2 of 5..."). */
  onProgress?(text: string): void;
};

/**
 * Creates the mission, then its reviewed todos and the waits the review kept between them. The
 * mission stays whatever happens to its todos (it exists); what failed is in the answer.
 */
export function useCreateMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ mission, todos, onProgress }: Creation): Promise<MissionCreation> => {
      const created = await apiFetch<CreatedMission>('/missions/', { method: 'POST', body: mission });
      const { todosFailed, waitsFailed } = await createPlannedTodos(created.id, todos, onProgress);
      return { missionId: created.id, todosFailed, waitsFailed };
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
