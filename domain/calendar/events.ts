import { z } from 'zod';
import { defineEventSchemas, type EventOf } from '../eventSchemas';

/**
 * Events of the `calendar-feed-{userId}` stream. The feed's secret token never enters the
 * log: only its SHA-256, enough to find the feed from a URL and useless to read it back.
 */
const isoTime = z.iso.datetime({ offset: true });
const tokenHash = z.string().regex(/^[0-9a-f]{64}$/);

export const calendarEventSchemas = defineEventSchemas({
  CalendarFeedEnabled: { version: 1, schema: z.object({ userId: z.uuid(), tokenHash, enabledAt: isoTime }) },
  CalendarFeedRevoked: { version: 1, schema: z.object({ userId: z.uuid(), revokedAt: isoTime }) },
});

export type CalendarFeedEvent = EventOf<typeof calendarEventSchemas>;
