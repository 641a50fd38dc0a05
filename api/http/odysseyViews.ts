import { z } from 'zod';
import { HEALTH_STATUSES } from '../../domain/missions/health';
import { ODYSSEY_STATUSES } from '../../domain/odysseys/odysseyStatus';

/** An odyssey's own fields in answers (spec 000 section 3); the routes add its missions. */
export const odysseyFields = {
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(ODYSSEY_STATUSES),
  /** Absent when the odyssey has no active mission. */
  health_status: z.enum(HEALTH_STATUSES).optional(),
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
