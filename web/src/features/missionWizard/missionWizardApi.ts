import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, errorDetail } from '../../shared/api/http';
import type { ApiRequestBody, ApiResponse } from '../../shared/api/types';
import type { GeneratedTodo } from '../../shared/jobs/job';
import { queryKeys } from '../../shared/queries/queryKeys';
import type { FailedWait } from './missionWizardRules';

type QuestionsBody = ApiRequestBody<'/api/mission-breakdown/questions', 'post'>;
type GenerateTodosBody = ApiRequestBody<'/api/mission-breakdown/generate-todos-async', 'post'>;
type MissionBody = ApiRequestBody<'/api/missions', 'post'>;
type CreatedMission = ApiResponse<'/api/missions', 'post', 201>;
type TodoBody = ApiRequestBody<'/api/todos', 'post'>;
type CreatedTodo = ApiResponse<'/api/todos', 'post', 201>;

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
 * Creates the mission, then its reviewed todos one by one in order, then the waits the review
 * kept between the todos that exist. A todo that fails stops the rest of the todos but keeps
 * the mission (it exists); a wait that fails is named in the answer and the others still go.
 * Failures are in the answer instead of thrown: what was created stays.
 */
export function useCreateMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ mission, todos, onProgress }: Creation): Promise<MissionCreation> => {
      const created = await apiFetch<CreatedMission>('/missions/', { method: 'POST', body: mission });
      const ids: string[] = [];
      let todosFailed = false;
      try {
        for (const [index, todo] of todos.entries()) {
          onProgress?.(`Creating todo ${index + 1} of ${todos.length}...`);
          const body: TodoBody = {
            title: todo.title,
            description: todo.description || null,
            success_criteria: todo.success_criteria,
            // The planner spreads due days before the deadline the answers gave (none without one).
            due_date: todo.due_date ?? null,
            priority: todo.priority ?? 'medium',
            mission_id: created.id,
          };
          ids.push((await apiFetch<CreatedTodo>('/todos/', { method: 'POST', body })).id);
        }
      } catch (error) {
        console.error('Creating the planned todos failed', error);
        todosFailed = true;
      }
      const waits = todos.flatMap((todo, index) => (todo.depends_on ?? []).map((earlier) => ({ index, earlier }))).filter(({ index, earlier }) => index < ids.length && earlier < ids.length);
      const waitsFailed: FailedWait[] = [];
      for (const [n, { index, earlier }] of waits.entries()) {
        onProgress?.(`Setting the order: wait ${n + 1} of ${waits.length}...`);
        try {
          await apiFetch(`/todos/${encodeURIComponent(ids[index])}/dependencies`, { method: 'POST', body: { depends_on: ids[earlier] } });
        } catch (error) {
          waitsFailed.push({ waiting: todos[index].title, waitsFor: todos[earlier].title, reason: errorDetail(error, 'the server did not take it') });
        }
      }
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
