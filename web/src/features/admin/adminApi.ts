import { apiFetch } from '../../shared/api/http';
import type { Todo } from '../../shared/models/todo';

export type SystemStats = { total_users: number; total_todos: number; completed_todos: number; in_progress_todos: number; pending_todos: number };
export type UserStats = { total_users: number; admin_count: number; regular_user_count: number; recent_7_days: number; recent_30_days: number };
export type AdminUser = { id: string; email: string; role: 'user' | 'admin'; created_at: string };
export type AdminTodoStatus = 'completed' | 'in_progress' | 'pending';

/** Admin-only calls (spec 000 section 7: Admin). */
export const adminApi = {
  stats: (signal?: AbortSignal) => apiFetch<SystemStats>('/admin/stats', { signal }),
  userStats: (signal?: AbortSignal) => apiFetch<UserStats>('/admin/user-stats', { signal }),
  users: (signal?: AbortSignal) => apiFetch<AdminUser[]>('/admin/users', { signal }),
  todos: (status: AdminTodoStatus | null, signal?: AbortSignal) => apiFetch<Todo[]>(status ? `/admin/todos?status=${status}` : '/admin/todos', { signal }),
  deleteUser: (id: string) => apiFetch<void>(`/admin/users/${id}`, { method: 'DELETE' }),
};

/** A share of the total with one decimal ('0.0%' when there is no total). */
export function percentOf(part: number, total: number): string {
  if (!total) return '0.0%';
  return `${((part / total) * 100).toFixed(1)}%`;
}
