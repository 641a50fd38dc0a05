import { z } from 'zod';
import { ATTENTION_REASONS } from '../../domain/missions/riskVerdict';
import { todoSummaryFields } from '../todos/statusFields';
import { missionView } from './missionAnswers';

/** GET /dashboard/summary, the Command Center's figures: its one schema, declared by the route. */

const count = z.number().int();

const focusTodoView = z.object({
  ...todoSummaryFields,
  is_overdue: z.boolean(),
  mission_id: z.string().nullable(),
  mission_title: z.string().nullable(),
  total_steps: count,
  completed_steps: count,
  progress_percentage: count,
  /** The open todos it waits for (oldest link first): while any is listed it cannot start. */
  waiting_for: z.array(z.object({ id: z.string(), title: z.string() })),
  blocked: z.boolean(),
});
export type FocusTodoView = z.infer<typeof focusTodoView>;

const attentionMissionView = missionView.extend({
  /** The risk verdict's reason: critical (many overdue todos), will_miss (the forecast finishes after the latest due date), at_risk. */
  attention_reason: z.enum(ATTENTION_REASONS),
});
export type AttentionMissionView = z.infer<typeof attentionMissionView>;

export const dashboardSummaryView = z.object({
  active_odysseys: count,
  total_odysseys: count,
  total_missions: count,
  active_missions: count,
  healthy_missions: count,
  at_risk_missions: count,
  critical_missions: count,
  /** Up to 5 in-progress todos: those that can go on before those waiting for an open todo, then soonest due first. */
  in_progress_todos: z.array(focusTodoView),
  in_progress_total: count,
  /**
   * Up to 3 pending todos that wait for no open todo, what Today's Focus names while nothing is
   * in progress: soonest due first (none last), then high before medium before low priority.
   */
  next_todos: z.array(focusTodoView),
  /**
   * Up to 5 active missions whose risk verdict asks for attention, most at risk first:
   * critical, then those that at their recent pace finish after their latest due date (the
   * forecast's `will_miss`), then the other at-risk ones (the most overdue first).
   */
  missions_needing_attention: z.array(attentionMissionView),
});
export type DashboardSummary = z.infer<typeof dashboardSummaryView>;
