import { z } from 'zod';

/** A point-in-time replay as the admin API answers it: its one schema, declared by the routes. */

const REPLAY_STATUSES = ['running', 'completed', 'failed', 'interrupted'] as const;
export type ReplayStatus = (typeof REPLAY_STATUSES)[number];

export const replayRunView = z.object({
  id: z.string(),
  schema: z.string(),
  until: z.string(),
  status: z.enum(REPLAY_STATUSES),
  events_applied: z.number().int(),
  last_position: z.string().nullable(),
  requested_by: z.string(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  /** Time taken (so far, while running). */
  duration_ms: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type ReplayRun = z.infer<typeof replayRunView>;
