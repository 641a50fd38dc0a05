import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api/http';
import type { Todo } from '../models/todo';
import { queryKeys } from './queryKeys';

/** GET /todos/: the signed-in user's todos (fetched only while `enabled`). */
export function useTodoList(enabled = true) {
  return useQuery({ queryKey: queryKeys.todos, queryFn: ({ signal }) => apiFetch<Todo[]>('/todos/', { signal }), enabled });
}
