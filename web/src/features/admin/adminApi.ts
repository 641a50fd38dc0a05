import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/http';
import type { ApiResponse } from '../../shared/api/types';
import type { Todo, TodoStatus } from '../../shared/models/todo';
import { queryKeys } from '../../shared/queries/queryKeys';

export type SystemStats = ApiResponse<'/api/admin/stats', 'get'>;
export type UserStats = ApiResponse<'/api/admin/user-stats', 'get'>;
export type AdminUser = ApiResponse<'/api/admin/users', 'get'>[number];
export type AdminTodoStatus = TodoStatus;

/** Admin-only calls. */
export const adminApi = {
  stats: (signal?: AbortSignal) => apiFetch<SystemStats>('/admin/stats', { signal }),
  userStats: (signal?: AbortSignal) => apiFetch<UserStats>('/admin/user-stats', { signal }),
  users: (signal?: AbortSignal) => apiFetch<AdminUser[]>('/admin/users', { signal }),
  todos: (status: AdminTodoStatus | null, signal?: AbortSignal) => apiFetch<Todo[]>(status ? `/admin/todos?status=${status}` : '/admin/todos', { signal }),
  deleteUser: (id: string) => apiFetch<void>(`/admin/users/${id}`, { method: 'DELETE' }),
};

const adminKeys = {
  stats: [...queryKeys.admin, 'stats'] as const,
  userStats: [...queryKeys.admin, 'user-stats'] as const,
  users: [...queryKeys.admin, 'users'] as const,
  todos: (status: AdminTodoStatus | null) => [...queryKeys.admin, 'todos', status ?? 'all'] as const,
};

export const useSystemStats = () => useQuery({ queryKey: adminKeys.stats, queryFn: ({ signal }) => adminApi.stats(signal) });
export const useUserStats = () => useQuery({ queryKey: adminKeys.userStats, queryFn: ({ signal }) => adminApi.userStats(signal) });
export const useAdminUsers = () => useQuery({ queryKey: adminKeys.users, queryFn: ({ signal }) => adminApi.users(signal) });
export const useAdminTodos = (status: AdminTodoStatus | null) =>
  useQuery({ queryKey: adminKeys.todos(status), queryFn: ({ signal }) => adminApi.todos(status, signal) });

/** Deletes an account; every admin figure and list reloads (they all count users). */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: AdminUser) => adminApi.deleteUser(user.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin }),
  });
}

/** A share of the total with one decimal ('0.0%' when there is no total). */
export function percentOf(part: number, total: number): string {
  if (!total) return '0.0%';
  return `${((part / total) * 100).toFixed(1)}%`;
}
