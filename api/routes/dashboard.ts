import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ATTENTION_REASONS } from '../../domain/missions/riskVerdict';
import { dashboardSummary } from '../../projections/missions/dashboardQueries';
import { missionView } from '../http/missionViews';
import { priorityField, todoStatusField } from '../http/statusFields';

const count = z.number().int();
const summaryResponse = z.object({
  active_odysseys: count,
  total_odysseys: count,
  total_missions: count,
  active_missions: count,
  healthy_missions: count,
  at_risk_missions: count,
  critical_missions: count,
  in_progress_todos: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string().nullable(),
      status: todoStatusField,
      priority: priorityField,
      due_date: z.string().nullable(),
      is_overdue: z.boolean(),
      mission_id: z.string().nullable(),
      mission_title: z.string().nullable(),
      total_steps: count,
      completed_steps: count,
      progress_percentage: count,
    }),
  ),
  in_progress_total: count,
  missions_needing_attention: z.array(
    missionView.extend({
      /** The risk verdict's reason: critical (many overdue todos), will_miss (the forecast finishes after the latest due date), at_risk. */
      attention_reason: z.enum(ATTENTION_REASONS),
    }),
  ),
});

/** The Command Center's figures for the signed-in user. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dashboard/summary', { onRequest: [app.authenticate], schema: { tags: ['dashboard'], response: { 200: summaryResponse } } }, async (request) =>
    dashboardSummary(app.deps.db, request.user.id, app.deps.now()),
  );
};
