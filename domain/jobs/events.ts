import { z } from 'zod';
import { defineEventSchemas, type EventOf } from '../eventSchemas';
import { GeneratedMissions, GeneratedTodos, QaPair } from '../planning';
import type { PlannerCallRecorded } from '../plannerCalls/events';

export const JOB_TYPES = ['mission_todos', 'mission_replan', 'odyssey_missions'] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const JOB_STATUSES = ['pending', 'running', 'completed', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

const id = z.uuid();
const isoTime = z.iso.datetime({ offset: true });

/**
 * What the planner is asked, in the planner's own input shape (the wizard's
 * snake_case fields, shared with the API through domain/planning.ts). A mission's `odyssey` is
 * the odyssey it is part of, as it read when the job was asked for, with what its questions were
 * answered then; a job without one plans the mission on its own.
 */
export const MissionTodosJobInput = z.object({
  mission_title: z.string().min(1),
  mission_description: z.string(),
  qa_pairs: z.array(QaPair),
  odyssey: z.object({ title: z.string(), description: z.string(), answers: z.array(QaPair).optional() }).nullable().optional(),
});
export const OdysseyMissionsJobInput = z.object({ odyssey_title: z.string().min(1), odyssey_description: z.string(), qa_pairs: z.array(QaPair) });
export const JobInput = z.union([MissionTodosJobInput, OdysseyMissionsJobInput]);
export type JobInput = z.infer<typeof JobInput>;

/** The planner's answer: todos for mission jobs, missions for odyssey jobs. */
export const JobResult = z.union([GeneratedTodos, GeneratedMissions]);
export type JobResult = z.infer<typeof JobResult>;

export { PlannerCallData } from '../plannerCalls/events';


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
   * `partialItems`: titles of the items the planner has generated so far (shown while it runs;
   * empty: those shown before are taken back, their reply will not be used);
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
  /** `errorMessage` is shown to the user as the job's error_message. */
  JobFailed: {
    version: 1,
    schema: z.object({ jobId: id, workerId: z.string().min(1).nullable(), errorMessage: z.string().min(1), failedAt: isoTime }),
  },
});

export type JobEvent = EventOf<typeof jobEventSchemas> | PlannerCallRecorded;

export const jobStreamId = (jobId: string) => `job-${jobId}`;
