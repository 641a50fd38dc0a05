import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api/http';
import type { Todo } from '../models/todo';
import { queryKeys } from './queryKeys';

/** GET /todos/: the signed-in user's todos. */
export function useTodoList() {
  return useQuery({ queryKey: queryKeys.todos, queryFn: ({ signal }) => apiFetch<Todo[]>('/todos/', { signal }) });
}
