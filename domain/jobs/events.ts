import { z } from 'zod';
import { defineEventSchemas } from '../eventSchemas';
import { GeneratedMissions, GeneratedTodos, QaPair } from '../planning';

export const JOB_TYPES = ['mission_todos', 'mission_replan', 'odyssey_missions'] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const JOB_STATUSES = ['pending', 'running', 'completed', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

const id = z.uuid();
const isoTime = z.iso.datetime({ offset: true });

/**
 * What the planner is asked, in the planner's own input shape (the wizard's
 * snake_case fields, shared with the API through domain/planning.ts).
 */
export const MissionTodosJobInput = z.object({ mission_title: z.string().min(1), mission_description: z.string(), qa_pairs: z.array(QaPair) });
export const OdysseyMissionsJobInput = z.object({ odyssey_title: z.string().min(1), odyssey_description: z.string(), qa_pairs: z.array(QaPair) });
export const JobInput = z.union([MissionTodosJobInput, OdysseyMissionsJobInput]);
export type JobInput = z.infer<typeof JobInput>;

/** The planner's answer: todos for mission jobs, missions for odyssey jobs. */
export const JobResult = z.union([GeneratedTodos, GeneratedMissions]);
export type JobResult = z.infer<typeof JobResult>;

/** What the job is for: the mission to re-plan, the odyssey the plan belongs to. */
export const PlannerCallData = z.object({
  jobId: id,
  capability: z.string().min(1),
  model: z.string().min(1),
  promptVersion: z.string().min(1),
  inputs: z.record(z.string(), z.unknown()),
  output: z.unknown(),
  usage: z.object({ inputTokens: z.number().int().min(0), outputTokens: z.number().int().min(0), totalTokens: z.number().int().min(0) }).nullable(),
  latencyMs: z.number().int().min(0),
  attempts: z.number().int().min(0),
  fallback: z.boolean(),
  problems: z.array(z.string()),
  error: z.string().nullable(),
  recordedAt: isoTime,
});
export type PlannerCallData = z.infer<typeof PlannerCallData>;

const jobLinks = z.object({ missionId: id.nullable(), odysseyId: id.nullable() });

export const jobEventSchemas = defineEventSchemas({
  JobRequested: {
    version: 1,
    schema: z.object({ jobId: id, userId: id, type: z.enum(JOB_TYPES), input: JobInput, metadata: jobLinks, requestedAt: isoTime }),
  },
  /** A worker took the job until `leaseUntil`; after that another worker may claim it again. */
  JobClaimed: {
    version: 1,
    schema: z.object({ jobId: id, workerId: z.string().min(1), leaseUntil: isoTime, attempt: z.number().int().min(1), claimedAt: isoTime }),
  },
  /**
   * `partialItems`: titles of the items the planner has generated so far (shown while it runs);
   * `phase`: what the planner is doing (understanding_goal, drafting, shaping_to_answers, generating).
   */
  JobProgressed: {
    version: 1,
    schema: z.object({
      jobId: id,
      workerId: z.string().min(1),
      progress: z.number().int().min(0).max(100),
      partialItems: z.array(z.string()).optional(),
      phase: z.string().max(40).optional(),
      progressedAt: isoTime,
    }),
  },
  JobCompleted: {
    version: 1,
    schema: z.object({ jobId: id, workerId: z.string().min(1), result: JobResult, completedAt: isoTime }),
  },
  /**
   * The planner call behind the job's result or failure, for the audit trail:
   * model (or offline), prompt version, key inputs, validated output, tokens,
   * latency, whether the offline plan stood in. Carries user text (inputs) and
   * planner text (output).
   */
  PlannerCallRecorded: {
    version: 1,
    schema: PlannerCallData,
  },
  /** `errorMessage` is shown to the user as the job's error_message. */
  JobFailed: {
    version: 1,
    schema: z.object({ jobId: id, workerId: z.string().min(1).nullable(), errorMessage: z.string().min(1), failedAt: isoTime }),
  },
});

type Data<K extends keyof typeof jobEventSchemas> = z.infer<(typeof jobEventSchemas)[K]['schema']>;

export type JobEvent =
  | { type: 'JobRequested'; data: Data<'JobRequested'> }
  | { type: 'JobClaimed'; data: Data<'JobClaimed'> }
  | { type: 'JobProgressed'; data: Data<'JobProgressed'> }
  | { type: 'JobCompleted'; data: Data<'JobCompleted'> }
  | { type: 'PlannerCallRecorded'; data: Data<'PlannerCallRecorded'> }
  | { type: 'JobFailed'; data: Data<'JobFailed'> };

export const jobStreamId = (jobId: string) => `job-${jobId}`;
