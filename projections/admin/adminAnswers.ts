import { z } from 'zod';
import { todoSummaryFields } from '../todos/statusFields';

/** The administration answers: their one schema, declared by the routes (api/routes/admin.ts). */

const count = z.number().int();

export const systemStatsView = z.object({ total_users: count, total_todos: count, completed_todos: count, in_progress_todos: count, pending_todos: count });
export type SystemStats = z.infer<typeof systemStatsView>;

export const userStatsView = z.object({ total_users: count, admin_count: count, regular_user_count: count, recent_7_days: count, recent_30_days: count });
export type UserStats = z.infer<typeof userStatsView>;

export const adminUserView = z.object({ id: z.string(), email: z.string(), role: z.enum(['user', 'admin']), created_at: z.string(), has_completed_onboarding: z.boolean() });
export type AdminUserView = z.infer<typeof adminUserView>;

export const adminTodoView = z.object({
  ...todoSummaryFields,
  created_at: z.string(),
  user_id: z.string(),
  user_email: z.string().nullable(),
});
export type AdminTodoView = z.infer<typeof adminTodoView>;
