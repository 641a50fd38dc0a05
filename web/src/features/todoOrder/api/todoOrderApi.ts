import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetchUndoable } from '../../../shared/api/http';
import type { ApiResponse } from '../../../shared/api/types';
import type { TodoDetail } from '../../../shared/models/todo';
import { queryKeys } from '../../../shared/queries/queryKeys';

/** A todo another one waits for (or is needed by): enough to name it, link to it and show its status. */
export type TodoLink = TodoDetail['depends_on'][number];

type WaitAdded = ApiResponse<'/api/todos/{id}/dependencies', 'post'>;
type WaitRemoved = ApiResponse<'/api/todos/{id}/dependencies/{dependsOn}', 'delete'>;

/**
 * A wait changes both todos (one waits, the other is needed), the lists that mark blocked todos,
 * the missions' order and graphs, and the dashboard's focus.
 */
function refreshAfterWaitChange(queryClient: QueryClient, todoId: string, otherId: string, answer: TodoDetail) {
  queryClient.setQueryData(queryKeys.todo(todoId), answer);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.todo(todoId), exact: true }),
    queryClient.invalidateQueries({ queryKey: queryKeys.todo(otherId), exact: true }),
    queryClient.invalidateQueries({ queryKey: queryKeys.todos, exact: true }),
    queryClient.invalidateQueries({ queryKey: queryKeys.missions }),
    queryClient.invalidateQueries({ queryKey: queryKeys.odysseys }),
    queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
  ]);
}

/** The todo waits for another from now on (POST, answered with its detail and an undo token). */
export function useAddWait(todoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dependsOn: string) =>
      apiFetchUndoable<WaitAdded>(`/todos/${encodeURIComponent(todoId)}/dependencies`, { method: 'POST', body: { depends_on: dependsOn } }),
    onSuccess: ({ data }, dependsOn) => refreshAfterWaitChange(queryClient, todoId, dependsOn, data),
  });
}

/** The todo no longer waits for that one (DELETE, answered with its detail and an undo token). */
export function useStopWaiting(todoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dependsOn: string) =>
      apiFetchUndoable<WaitRemoved>(`/todos/${encodeURIComponent(todoId)}/dependencies/${encodeURIComponent(dependsOn)}`, { method: 'DELETE' }),
    onSuccess: ({ data }, dependsOn) => refreshAfterWaitChange(queryClient, todoId, dependsOn, data),
  });
}
