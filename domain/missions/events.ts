import { z } from 'zod';
import { defineEventSchemas, type EventOf } from '../eventSchemas';
import type { PlannerCallRecorded } from '../plannerCalls/events';
import { MISSION_STATUSES } from './missionStatus';

const id = z.uuid();
const isoTime = z.iso.datetime({ offset: true });

const missionCreated = z.object({
  missionId: id,
  userId: id,
  title: z.string().min(1),
  description: z.string().nullable(),
  odysseyId: id.nullable(),
  /** Set when the mission is a copy ('<title> (Copy)') of another one. */
  copiedFromMissionId: id.nullable(),
  createdAt: isoTime,
});

const missionDetailsUpdated = z.object({
  missionId: id,
  title: z.string().min(1),
  description: z.string().nullable(),
  updatedAt: isoTime,
});

const missionStatusChanged = z.object({
  missionId: id,
  status: z.enum(MISSION_STATUSES),
  changedAt: isoTime,
});

/** Set, changed (odysseyId) or cleared (null) link to an odyssey. */
const missionOdysseyChanged = z.object({
  missionId: id,
  odysseyId: id.nullable(),
  changedAt: isoTime,
});

/** The mission's todos stay, as standalone todos. */
const missionDeleted = z.object({
  missionId: id,
  deletedAt: isoTime,
});

/** Restored from Recently deleted; `odysseyId` is the link it comes back with (null: its odyssey is gone). */
const missionRestored = z.object({
  missionId: id,
  odysseyId: id.nullable(),
  restoredAt: isoTime,
});

/**
 * A new plan is wanted: the mission's current todos leave the read models (their events
 * stay); the client then creates the new todos from a generate-todos job.
 */
const missionReplanRequested = z.object({
  missionId: id,
  title: z.string().min(1),
  description: z.string().nullable(),
  requestedAt: isoTime,
});

/**
 * The latest re-plan taken back: title and description are the ones it replaced; the todos it
 * retired come back and those created in the mission since leave (todos projector).
 */
const missionReplanUndone = z.object({
  missionId: id,
  title: z.string().min(1),
  description: z.string().nullable(),
  undoneRevision: z.number().int().nonnegative(),
  undoneAt: isoTime,
  /**
   * True: the undo takes back only the todos created for that re-plan (their TodoCreated names
   * it). Absent in older logs, whose undo set aside every todo then in the mission.
   */
  plannedTodosOnly: z.literal(true).optional(),
});

/** Every todo of the mission is completed; `evaluation` is the completion summary. */
const missionCompleted = z.object({
  missionId: id,
  evaluation: z.string().min(1),
  completedAt: isoTime,
});

/** A todo of the completed mission was reopened: the mission is active again, its summary no longer applies. */
const missionReopened = z.object({
  missionId: id,
  /** The reopened todo. */
  todoId: id,
  reopenedAt: isoTime,
});

export const missionEventSchemas = defineEventSchemas({
  MissionCreated: { version: 1, schema: missionCreated },
  MissionDetailsUpdated: { version: 1, schema: missionDetailsUpdated },
  MissionStatusChanged: { version: 1, schema: missionStatusChanged },
  MissionOdysseyChanged: { version: 1, schema: missionOdysseyChanged },
  MissionDeleted: { version: 1, schema: missionDeleted },
  MissionRestored: { version: 1, schema: missionRestored },
  MissionReplanRequested: { version: 1, schema: missionReplanRequested },
  MissionCompleted: { version: 1, schema: missionCompleted },
  MissionReplanUndone: { version: 1, schema: missionReplanUndone },
  MissionReopened: { version: 1, schema: missionReopened },
});

/** With the audit record of the planner call behind a completion summary. */
export type MissionEvent = EventOf<typeof missionEventSchemas> | PlannerCallRecorded;
