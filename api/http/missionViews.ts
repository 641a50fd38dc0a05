import { z } from 'zod';
import { DUE_DATE_OUTLOOKS } from '../../domain/forecast/completionForecast';
import { HEALTH_STATUSES } from '../../domain/missions/health';
import { MISSION_STATUSES } from '../../domain/missions/missionStatus';
import { priorityField, stepStatusField, todoStatusField } from './statusFields';

/** Mission response shapes shared by the mission, odyssey and dashboard routes. */

export const missionView = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(MISSION_STATUSES),
  odyssey_id: z.string().nullable(),
  odyssey_title: z.string().nullable(),
  /** The risk verdict: the health rule raised to at_risk when the forecast doubts the due dates. */
  health_status: z.enum(HEALTH_STATUSES),
  /** The forecast at the recent pace against the latest open due date (the same as GET /missions/{id}/forecast). */
  outlook: z.enum(DUE_DATE_OUTLOOKS),
  /** The forecast's median finish (YYYY-MM-DD) when the outlook is at_risk or will_miss, else null. */
  forecast_date: z.string().nullable(),
  progress_percentage: z.number(),
  total_todos: z.number(),
  completed_todos: z.number(),
  in_progress_count: z.number(),
  overdue_count: z.number(),
  completion_evaluation: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
});
export const missionTodoView = z.object({
  id: z.string(),
  mission_id: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  success_criteria: z.string(),
  status: todoStatusField,
  priority: priorityField,
  due_date: z.string().nullable(),
  is_overdue: z.boolean(),
  total_steps: z.number(),
  completed_steps: z.number(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export const graphTodoView = missionTodoView.extend({
  steps: z.array(
    z.object({
      id: z.string(),
      todo_id: z.string(),
      title: z.string(),
      description: z.string().nullable(),
      status: stepStatusField,
      order_index: z.number(),
      evidence_count: z.number(),
      finding_count: z.number(),
    }),
  ),
});
