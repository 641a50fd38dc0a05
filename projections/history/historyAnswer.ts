import { z } from 'zod';
import { EVENT_ORIGINS } from './eventOrigin';

/** GET /history/{kind}/{id}: its one schema, declared by the route; the types are what it infers. */

export const HISTORY_KINDS = ['odyssey', 'mission', 'todo', 'conversation'] as const;
export type HistoryEntityKind = (typeof HISTORY_KINDS)[number];

const actor = z.object({ id: z.string(), email: z.string().nullable() });

const historyEntry = z.object({
  event_id: z.string(),
  stream: z.string(),
  revision: z.number().int(),
  position: z.string(),
  type: z.string(),
  /** When the log recorded it (the instant point-in-time replays cut at). */
  time: z.string(),
  /** When the application says it happened. */
  occurred_at: z.string(),
  /** The user the event was for (who asked, or whom the AI planner or the app acted for); null: no user. */
  actor: actor.nullable(),
  /** Who did it: the user's own request, the AI planner working for them, the app on its own after an earlier change, or the system. */
  origin: z.enum(EVENT_ORIGINS),
  summary: z.string(),
  data: z.unknown(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

export const entityHistoryView = z.object({
  kind: z.enum(HISTORY_KINDS),
  id: z.string(),
  title: z.string().nullable(),
  owner: actor,
  /** Whether the entity is gone from the read models (its history stays in the log). */
  deleted: z.boolean(),
  /**
   * Other streams shown here: step chats of a todo, planning jobs of a mission or odyssey.
   * A mission's or odyssey's history also shows the synchronous planner calls behind it, a
   * todo's the creation of each copy made of it (not the copy's stream, which is not listed).
   */
  related_streams: z.array(z.string()),
  events: z.array(historyEntry),
});
export type EntityHistory = z.infer<typeof entityHistoryView>;
