import { z } from 'zod';
import { DUE_DATE_OUTLOOKS } from '../../domain/forecast/completionForecast';
import { HEALTH_STATUSES } from '../../domain/missions/health';
import { ODYSSEY_STATUSES } from '../../domain/odysseys/odysseyStatus';
import { missionGraphView, missionView } from '../missions/missionAnswers';

/** The odysseys' answers, one schema per body, declared by the routes (answersMatchTheirSchemas.test.ts holds the graph's JSON text to it). */

/** An odyssey's own fields in answers; each answer adds its missions. */
export const odysseyFields = {
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(ODYSSEY_STATUSES),
  /** The worst risk verdict of its active missions, raised by its own forecast; absent when no mission is active. */
  health_status: z.enum(HEALTH_STATUSES).optional(),
  /** The forecast of all its missions' todos against their latest open due date (as GET /odysseys/{id}/forecast). */
  outlook: z.enum(DUE_DATE_OUTLOOKS),
  total_missions: z.number(),
  completed_missions: z.number(),
  active_missions: z.number(),
  paused_missions: z.number(),
  progress_percentage: z.number(),
  is_sample: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
};

/** What a mission's row in its odyssey adds to the mission's own answer. */
const odysseyMissionFields = {
  /** The latest due date of its open todos (YYYY-MM-DD), the date its forecast is held to; null without any. */
  latest_due_date: z.string().nullable(),
};

export const odysseyMissionView = missionView.extend(odysseyMissionFields);
export type OdysseyMissionView = z.infer<typeof odysseyMissionView>;

export const odysseyView = z.object({ ...odysseyFields, missions: z.array(odysseyMissionView) });
export type OdysseyView = z.infer<typeof odysseyView>;

/** GET /odysseys/{id}/graph: sent as JSON text (projections/missions/graphQueries.ts). */
export const odysseyGraphView = z.object({
  ...odysseyFields,
  total_todos: z.number(),
  total_steps: z.number(),
  missions: z.array(missionGraphView.extend(odysseyMissionFields)),
});
