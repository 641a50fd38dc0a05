import { z } from 'zod';
import { defineEventSchemas, type EventOf } from '../eventSchemas';
import type { PlannerCallRecorded } from '../plannerCalls/events';
import { PRIORITIES } from './priority';

/**
 * Events of the `todo-{id}` stream. Steps, evidence, findings and notes live here: the todo's
 * invariants (progress, "evaluated once", auto-completion) span its steps.
 */
const id = z.uuid();
const timestamp = z.iso.datetime({ offset: true });
const priority = z.enum(PRIORITIES);
/** What an evaluation judges of the todo itself (besides its steps, evidence and findings). */
export const JUDGED_FIELDS = ['title', 'description', 'successCriteria'] as const;
export type JudgedField = (typeof JUDGED_FIELDS)[number];
export const FINDING_TYPES = ['information', 'decision', 'resource'] as const;
export type FindingType = (typeof FINDING_TYPES)[number];

const plannedStep = z.object({
  stepId: id,
  title: z.string().min(1),
  description: z.string().nullable(),
  orderIndex: z.number().int(),
});

/** `verified`: whether something recorded shows it; absent on verdicts that do not say (a model's, older ones). */
const criterionCheck = z.object({ criterion: z.string(), met: z.boolean(), evidence: z.string(), verified: z.boolean().optional() });
/**
 * Which planner made an evaluation: the model's name or "offline", and whether the offline planner
 * stood in for a model that failed (and why). Absent on evaluations recorded before it was kept.
 */
const evaluationPlanner = z.object({ name: z.string().min(1), fallback: z.boolean(), reason: z.string().nullable() });
export type EvaluationPlanner = z.infer<typeof evaluationPlanner>;
/** A todo's evaluation as it stands on the todo (its verdict, and how the todo was completed by it). */
const completionEvaluation = z.object({
  gapsFound: z.boolean(),
  gaps: z.array(z.string()),
  suggestions: z.array(z.string()),
  recommendation: z.string(),
  criteria: z.array(criterionCheck),
  todoAutoCompleted: z.boolean(),
  userOverride: z.boolean(),
  evaluatedAt: timestamp.nullable(),
  planner: evaluationPlanner.optional(),
});
/**
 * On the events a step-assistant reply's outcome appends (its findings, the step started or
 * completed): the reply's message id, so the todo applies each reply's outcome once. Absent on
 * other events and on outcomes recorded before it was kept.
 */
const chatReplyId = id.optional();

export const todoEventSchemas = defineEventSchemas({
  TodoCreated: {
    version: 1,
    schema: z.object({
      todoId: id,
      userId: id,
      title: z.string().min(1),
      description: z.string().nullable(),
      successCriteria: z.string().min(1),
      priority,
      dueDate: timestamp.nullable(),
      missionId: id.nullable(),
      /** Set when the todo is a copy of another todo. */
      copiedFromTodoId: id.nullable(),
      createdAt: timestamp,
      /**
       * Set when the todo was created for a re-plan of its mission (the re-plan's revision on the
       * mission's stream): that re-plan's undo takes it back. Absent for a todo made by hand.
       */
      replanRevision: z.number().int().positive().optional(),
    }),
  },
  /** Only the fields that changed are present. */
  TodoDetailsUpdated: {
    version: 1,
    schema: z.object({
      todoId: id,
      title: z.string().min(1).optional(),
      description: z.string().nullable().optional(),
      successCriteria: z.string().min(1).optional(),
      priority: priority.optional(),
      dueDate: timestamp.nullable().optional(),
      updatedAt: timestamp,
    }),
  },
  /** A user set the status by hand (pending or in_progress). */
  TodoStatusChanged: {
    version: 1,
    schema: z.object({ todoId: id, status: z.enum(['pending', 'in_progress']), changedAt: timestamp }),
  },
  /** The system moved a pending todo to in_progress: first completed step or first chat. */
  TodoStarted: {
    version: 1,
    schema: z.object({ todoId: id, reason: z.enum(['step_completed', 'step_chat']), startedAt: timestamp }),
  },
  TodoLinkedToMission: {
    version: 1,
    schema: z.object({ todoId: id, missionId: id, previousMissionId: id.nullable(), linkedAt: timestamp }),
  },
  TodoUnlinkedFromMission: {
    version: 1,
    schema: z.object({ todoId: id, missionId: id, unlinkedAt: timestamp }),
  },
  TodoDeleted: {
    version: 1,
    schema: z.object({ todoId: id, deletedAt: timestamp }),
  },
  StepAdded: {
    version: 1,
    schema: plannedStep.extend({ todoId: id, addedAt: timestamp }),
  },
  /** A plan of steps (from the planner, or copied from another todo). */
  StepsPlanned: {
    version: 1,
    schema: z.object({ todoId: id, steps: z.array(plannedStep).min(1), plannedAt: timestamp }),
  },
  /** Re-plan: these steps leave the plan (and the read models); their history stays. */
  StepsRetired: {
    version: 1,
    schema: z.object({ todoId: id, stepIds: z.array(id), retiredAt: timestamp }),
  },
  StepUpdated: {
    version: 1,
    schema: z.object({
      todoId: id,
      stepId: id,
      title: z.string().min(1).optional(),
      description: z.string().nullable().optional(),
      updatedAt: timestamp,
    }),
  },
  /** Someone started working on a step (it was chatted about). */
  StepStarted: {
    version: 1,
    schema: z.object({ todoId: id, stepId: id, startedAt: timestamp, chatReplyId }),
  },
  StepCompleted: {
    version: 1,
    schema: z.object({ todoId: id, stepId: id, completedAt: timestamp, chatReplyId }),
  },
  StepNoteAdded: {
    version: 1,
    schema: z.object({ todoId: id, stepId: id, content: z.string().min(1), addedAt: timestamp }),
  },
  /**
   * The last open step was completed: the todo awaits one evaluation against its success
   * criteria. Emitted only on the transition to all-steps-complete, so once per transition.
   */
  TodoEvaluationRequested: {
    version: 1,
    schema: z.object({ todoId: id, requestId: id, requestedAt: timestamp }),
  },
  TodoEvaluated: {
    version: 1,
    schema: z.object({
      todoId: id,
      requestId: id,
      gapsFound: z.boolean(),
      gaps: z.array(z.string()),
      suggestions: z.array(z.string()),
      recommendation: z.string(),
      criteria: z.array(criterionCheck),
      evaluatedAt: timestamp,
      planner: evaluationPlanner.optional(),
    }),
  },
  /**
   * An evaluation came back made against a title, description or success criteria the todo no
   * longer has (`changed`: which, edited while it was made): it is not applied, the request stays
   * owed and the todo is evaluated again against what it says now.
   */
  TodoEvaluationDiscarded: {
    version: 1,
    schema: z.object({ todoId: id, requestId: id, changed: z.array(z.enum(JUDGED_FIELDS)).min(1), discardedAt: timestamp }),
  },
  /** The evaluation found no gaps: the system completed the todo. */
  TodoAutoCompleted: {
    version: 1,
    schema: z.object({ todoId: id, requestId: id, completedAt: timestamp }),
  },
  /** The user completed the todo despite gaps (or without an evaluation). */
  TodoForceCompleted: {
    version: 1,
    schema: z.object({ todoId: id, completedAt: timestamp }),
  },
  EvidenceAdded: {
    version: 1,
    schema: z.object({
      todoId: id,
      evidenceId: id,
      stepId: id,
      contentType: z.string().min(1),
      contentText: z.string().min(1),
      fileUrl: z.string().nullable(),
      addedAt: timestamp,
    }),
  },
  FindingAdded: {
    version: 1,
    schema: z.object({
      todoId: id,
      findingId: id,
      stepId: id,
      findingType: z.enum(FINDING_TYPES),
      title: z.string().min(1),
      content: z.string().min(1),
      /** Where it came from: 'step_assistant' (extracted from a chat reply) or 'user'. */
      source: z.string().min(1),
      addedAt: timestamp,
      chatReplyId,
    }),
  },
  FindingDeleted: {
    version: 1,
    schema: z.object({ todoId: id, findingId: id, deletedAt: timestamp }),
  },
  /**
   * Undo and restore: compensating facts, never rewrites of the log. A deleted todo comes back
   * with its steps, evidence, findings and chat; `missionId` is the link it comes back with
   * (null when its mission no longer exists).
   */
  TodoRestored: {
    version: 1,
    schema: z.object({ todoId: id, missionId: id.nullable(), restoredAt: timestamp }),
  },
  /** An edit undone: the fields it changed get back these values (only those present change). */
  TodoEditUndone: {
    version: 1,
    schema: z.object({
      todoId: id,
      /** The stream revision of the edit's last event. */
      undoneRevision: z.number().int().nonnegative(),
      previous: z.object({
        title: z.string().min(1).optional(),
        description: z.string().nullable().optional(),
        successCriteria: z.string().min(1).optional(),
        priority: priority.optional(),
        dueDate: timestamp.nullable().optional(),
        status: z.enum(['pending', 'in_progress']).optional(),
        missionId: id.nullable().optional(),
        /** The edit had asked for an evaluation: the todo's verdict before it (null: none), none owed. */
        evaluation: completionEvaluation.nullable().optional(),
      }),
      undoneAt: timestamp,
    }),
  },
  /** A step completion undone: the step is open again and the todo gets back its status. */
  StepCompletionUndone: {
    version: 1,
    schema: z.object({
      todoId: id,
      stepId: id,
      undoneRevision: z.number().int().nonnegative(),
      stepStatus: z.enum(['pending', 'in_progress']),
      todoStatus: z.enum(['pending', 'in_progress', 'completed']),
      /** The completion had asked for (or got) an evaluation of the finished plan: it no longer applies. */
      clearsEvaluation: z.boolean(),
      undoneAt: timestamp,
    }),
  },
  /**
   * The user took back a step's completion (after the undo window, as its own command): the step
   * is pending again; a completed todo is in progress again. An evaluation of the finished plan
   * no longer applies when `clearsEvaluation`.
   */
  StepReopened: {
    version: 1,
    schema: z.object({
      todoId: id,
      stepId: id,
      todoStatus: z.enum(['pending', 'in_progress']),
      clearsEvaluation: z.boolean(),
      reopenedAt: timestamp,
    }),
  },
  /**
   * The user reopened a completed todo: its steps stay as they are, its status is in_progress
   * (pending when no step is done) and its evaluation no longer applies.
   */
  TodoReopened: {
    version: 1,
    schema: z.object({ todoId: id, status: z.enum(['pending', 'in_progress']), reopenedAt: timestamp }),
  },
  /**
   * The todo now waits for another of the user's todos (`dependsOn`): it is meant to be done
   * after it. `undoneRevision`: set when this puts back a link whose removal was undone.
   */
  TodoDependencyAdded: {
    version: 1,
    schema: z.object({ todoId: id, dependsOn: id, addedAt: timestamp, undoneRevision: z.number().int().nonnegative().optional() }),
  },
  /** The todo no longer waits for `dependsOn`. `undoneRevision`: set when this takes back a link that was just added. */
  TodoDependencyRemoved: {
    version: 1,
    schema: z.object({ todoId: id, dependsOn: id, removedAt: timestamp, undoneRevision: z.number().int().nonnegative().optional() }),
  },
  /** A re-plan undone: the retired steps are the plan again, the re-plan's steps are retired. */
  TodoReplanUndone: {
    version: 1,
    schema: z.object({
      todoId: id,
      undoneRevision: z.number().int().nonnegative(),
      restoredStepIds: z.array(id),
      retiredStepIds: z.array(id),
      undoneAt: timestamp,
    }),
  },
});

/** With the audit record of the planner call that planned or evaluated the todo. */
export type TodoEvent = EventOf<typeof todoEventSchemas> | PlannerCallRecorded;
export type PlannedStep = z.infer<typeof plannedStep>;
export type CriterionCheck = z.infer<typeof criterionCheck>;
