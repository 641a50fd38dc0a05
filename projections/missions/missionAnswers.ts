import { z } from 'zod';
import { DUE_DATE_OUTLOOKS } from '../../domain/forecast/completionForecast';
import { HEALTH_STATUSES } from '../../domain/missions/health';
import { MISSION_STATUSES } from '../../domain/missions/missionStatus';
import { priorityField, todoStatusField } from '../todos/statusFields';
import { stepView, todoOwnFields } from '../todos/todoAnswers';

/** The missions' answers, one schema per body, declared by the routes (answersMatchTheirSchemas.test.ts holds JSON text to them). */

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
export type MissionView = z.infer<typeof missionView>;

/** GET /missions: sent as JSON text (listMissionsJson). */
export const missionListView = z.array(missionView);

/** A todo as it appears inside a mission (detail, graph, as it was). */
export const missionTodoView = z.object({
  id: z.string(),
  mission_id: z.string().nullable(),
  ...todoOwnFields,
  is_overdue: z.boolean(),
  total_steps: z.number(),
  completed_steps: z.number(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  /** Ids of the live todos it waits for (of any mission), in the order the links were made. */
  depends_on: z.array(z.string()),
  /** A todo it waits for is not completed. */
  blocked: z.boolean(),
});
export type MissionTodoView = z.infer<typeof missionTodoView>;

/** The mission's todo ids in an order that respects their waits: each after the todos of this mission it waits for, ties by creation. */
export const todoOrderField = z.array(z.string());

/**
 * A todo in the mission's detail: also the open todos it waits for, named, in the order the links
 * were made, those of other missions and standalone ones too (the mission's own todos cannot name them).
 */
export const missionDetailTodoView = missionTodoView.extend({ waiting_for: z.array(z.object({ id: z.string(), title: z.string() })) });
export type MissionDetailTodoView = z.infer<typeof missionDetailTodoView>;

export const missionDetailView = missionView.extend({ todos: z.array(missionDetailTodoView), todo_order: todoOrderField });
export type MissionDetailView = z.infer<typeof missionDetailView>;

/** A todo in the 3D graphs, with its steps' evidence and finding counts: JSON text PostgreSQL writes (graphQueries.ts). */
const graphTodoView = missionTodoView.extend({
  steps: z.array(
    stepView
      .pick({ id: true, todo_id: true, title: true, description: true, status: true, order_index: true })
      .extend({ evidence_count: z.number(), finding_count: z.number() }),
  ),
});

/** GET /missions/{id}/graph: sent as JSON text (graphQueries.ts). */
export const missionGraphView = missionView.extend({ todos: z.array(graphTodoView) });

/** What a re-plan of the mission would retire (the warning before it). */
export const missionResourceSummaryView = z.object({
  has_resources: z.boolean(),
  todos_with_progress: z.number(),
  total_todos: z.number(),
  total_steps: z.number(),
  completed_steps: z.number(),
  total_evidence: z.number(),
  total_chat_messages: z.number(),
  total_findings: z.number(),
  todo_previews: z.array(
    z.object({
      todo_id: z.string(),
      todo_title: z.string(),
      status: todoStatusField,
      step_count: z.number(),
      completed_step_count: z.number(),
      evidence_count: z.number(),
      chat_count: z.number(),
      finding_count: z.number(),
    }),
  ),
});
export type MissionResourceSummary = z.infer<typeof missionResourceSummaryView>;
