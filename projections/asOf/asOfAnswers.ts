import { z } from 'zod';
import { missionDetailTodoView, missionView, todoOrderField } from '../missions/missionAnswers';
import { odysseyFields } from '../odysseys/odysseyAnswers';
import { stepStatusField } from '../todos/statusFields';

/** "As it was" answers (GET /missions/{id}/as-of, /odysseys/{id}/as-of): one schema per body, declared by the routes. */

const asOfStep = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: stepStatusField,
  completed: z.boolean(),
  order_index: z.number().int(),
  completed_at: z.string().nullable(),
});
export type AsOfStep = z.infer<typeof asOfStep>;

/** A todo as it was: as the mission's detail shows it (what it waited for named), with its steps. */
const asOfTodo = missionDetailTodoView.extend({ progress_percentage: z.number().int(), steps: z.array(asOfStep) });
const missionAsOfView = missionView.extend({ todos: z.array(asOfTodo), todo_order: todoOrderField });
export type MissionAsOfView = z.infer<typeof missionAsOfView>;
const odysseyAsOfView = z.object({ ...odysseyFields, missions: z.array(missionAsOfView) });
export type OdysseyAsOfView = z.infer<typeof odysseyAsOfView>;

/** The instant shown and how many events were applied to show it. */
const envelope = { at: z.string(), events_applied: z.number().int() };
export const missionAsOfAnswer = z.object({ ...envelope, mission: missionAsOfView });
export const odysseyAsOfAnswer = z.object({ ...envelope, odyssey: odysseyAsOfView });
