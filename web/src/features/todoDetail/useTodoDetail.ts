import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveUp } from '../../shared/live/useLiveUp';
import { queryKeys } from '../../shared/queries/queryKeys';
import { todoDetailApi } from './todoDetailApi';

/** While a new todo waits for its AI plan, its steps are polled this often. */
export const PLAN_POLL_INTERVAL_MS = 2000;

/**
 * The todo and its steps. The plan arrives by the live stream; while the stream is down the
 * steps are polled every 2 s until the plan lands.
 */
export function useTodoDetail(todoId: string) {
  const queryClient = useQueryClient();
  const liveUp = useLiveUp();
  const todo = useQuery({ queryKey: queryKeys.todo(todoId), queryFn: ({ signal }) => todoDetailApi.todo(todoId, signal) });
  const steps = useQuery({
    queryKey: queryKeys.todoSteps(todoId),
    queryFn: ({ signal }) => todoDetailApi.steps(todoId, signal),
    enabled: todo.isSuccess,
    refetchInterval: (query) => (liveUp || (query.state.data && query.state.data.length > 0) ? false : PLAN_POLL_INTERVAL_MS),
  });
  const sortedSteps = [...(steps.data ?? [])].sort((a, b) => (a.order_index ?? 0) - (b.order_index ?? 0));

  /** Reload everything the screen shows about this todo (and the lists that count it). */
  const refresh = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.todo(todoId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.todos, exact: true }),
      queryClient.invalidateQueries({ queryKey: queryKeys.missions }),
      queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
    ]);
  }, [queryClient, todoId]);

  return { todo, steps, sortedSteps, refresh };
}
