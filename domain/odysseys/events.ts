import { z } from 'zod';
import { defineEventSchemas, type EventOf } from '../eventSchemas';
import type { PlannerCallRecorded } from '../plannerCalls/events';
import { ODYSSEY_STATUSES } from './odysseyStatus';

const id = z.uuid();
const isoTime = z.iso.datetime({ offset: true });

const odysseyCreated = z.object({
  odysseyId: id,
  userId: id,
  title: z.string().min(1),
  description: z.string().nullable(),
  /** The onboarding tour's sample odyssey (removed when the tour completes). */
  isSample: z.boolean(),
  createdAt: isoTime,
});

const odysseyDetailsUpdated = z.object({
  odysseyId: id,
  title: z.string().min(1),
  description: z.string().nullable(),
  updatedAt: isoTime,
});

/** Any status change except completion, which is OdysseyCompleted. */
const odysseyStatusChanged = z.object({
  odysseyId: id,
  status: z.enum(ODYSSEY_STATUSES).exclude(['completed']),
  changedAt: isoTime,
});

const odysseyCompleted = z.object({
  odysseyId: id,
  completedAt: isoTime,
});

/** Its missions stay, as standalone missions. */
const odysseyDeleted = z.object({
  odysseyId: id,
  deletedAt: isoTime,
});

/** Restored from Recently deleted. */
const odysseyRestored = z.object({
  odysseyId: id,
  restoredAt: isoTime,
});

export const odysseyEventSchemas = defineEventSchemas({
  OdysseyCreated: { version: 1, schema: odysseyCreated },
  OdysseyDetailsUpdated: { version: 1, schema: odysseyDetailsUpdated },
  OdysseyStatusChanged: { version: 1, schema: odysseyStatusChanged },
  OdysseyCompleted: { version: 1, schema: odysseyCompleted },
  OdysseyDeleted: { version: 1, schema: odysseyDeleted },
  OdysseyRestored: { version: 1, schema: odysseyRestored },
});

/** With the audit record of the planner call behind a sample odyssey. */
export type OdysseyEvent = EventOf<typeof odysseyEventSchemas> | PlannerCallRecorded;
