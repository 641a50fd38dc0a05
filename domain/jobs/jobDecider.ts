import { assertNever, conflict, invalid, notFound, type Decider } from '../decider';
import { GeneratedMissions, GeneratedTodos } from '../planning';
import type { JobEvent, JobInput, JobResult, JobStatus, JobType, PlannerCallData } from './events';

/** A job whose worker died this many times is failed instead of claimed again. */
export const MAX_JOB_ATTEMPTS = 3;
export const INTERRUPTED_MESSAGE = `Planning was interrupted ${MAX_JOB_ATTEMPTS} times. Please start it again.`;

export type JobState = {
  status: 'none' | JobStatus;
  jobId: string | null;
  userId: string | null;
  jobType: JobType | null;
  input: JobInput | null;
  workerId: string | null;
  leaseUntil: string | null;
  attempts: number;
  progress: number;
};

export type JobCommand =
  | { type: 'RequestJob'; jobId: string; userId: string; jobType: JobType; input: JobInput; missionId: string | null; odysseyId: string | null; now: string }
  | { type: 'ClaimJob'; jobId: string; workerId: string; leaseMs: number; now: string }
  | { type: 'ReportJobProgress'; jobId: string; workerId: string; progress: number; partialItems?: string[]; phase?: string; now: string }
  | { type: 'CompleteJob'; jobId: string; workerId: string; result: JobResult; now: string; plannerCall?: PlannerCallData }
  | { type: 'FailJob'; jobId: string; workerId: string | null; errorMessage: string; now: string; plannerCall?: PlannerCallData };

const initialState = (): JobState => ({
  status: 'none',
  jobId: null,
  userId: null,
  jobType: null,
  input: null,
  workerId: null,
  leaseUntil: null,
  attempts: 0,
  progress: 0,
});

function evolve(state: JobState, event: JobEvent): JobState {
  switch (event.type) {
    case 'JobRequested':
      return { ...state, status: 'pending', jobId: event.data.jobId, userId: event.data.userId, jobType: event.data.type, input: event.data.input };
    case 'JobClaimed':
      return { ...state, status: 'running', workerId: event.data.workerId, leaseUntil: event.data.leaseUntil, attempts: event.data.attempt };
    case 'JobProgressed':
      return { ...state, progress: event.data.progress };
    case 'JobCompleted':
      return { ...state, status: 'completed', progress: 100 };
    case 'JobFailed':
      return { ...state, status: 'failed' };
    case 'PlannerCallRecorded':
      return state;
    default:
      return assertNever(event);
  }
}

const isMissionJob = (t: JobType) => t === 'mission_todos' || t === 'mission_replan';

/** The worker must hold the current claim to report on the job; returns the job's type. */
function requireClaim(state: JobState, workerId: string): JobType {
  if (state.status === 'none' || state.jobType === null) throw notFound('Job not found');
  if (state.status === 'completed') throw conflict('The job is already completed.');
  if (state.status === 'failed') throw conflict('The job has already failed.');
  if (state.status !== 'running' || state.workerId !== workerId) throw conflict('This worker no longer holds the job.');
  return state.jobType;
}

/** The planner call behind a result or failure goes on the record just before it. */
const auditOf = (command: { plannerCall?: PlannerCallData }): JobEvent[] =>
  command.plannerCall ? [{ type: 'PlannerCallRecorded', data: command.plannerCall }] : [];

function decide(command: JobCommand, state: JobState): JobEvent[] {
  switch (command.type) {
    case 'RequestJob': {
      if (state.status !== 'none') throw conflict('This job already exists.');
      const fitsType = isMissionJob(command.jobType) ? 'mission_title' in command.input : 'odyssey_title' in command.input;
      if (!fitsType) throw invalid(`A job of type ${command.jobType} needs ${isMissionJob(command.jobType) ? 'a mission' : 'an odyssey'} title and description.`);
      return [
        {
          type: 'JobRequested',
          data: {
            jobId: command.jobId,
            userId: command.userId,
            type: command.jobType,
            input: command.input,
            metadata: { missionId: command.missionId, odysseyId: command.odysseyId },
            requestedAt: command.now,
          },
        },
      ];
    }
    case 'ClaimJob': {
      if (state.status === 'none') throw notFound('Job not found');
      if (state.status === 'completed') throw conflict('The job is already completed.');
      if (state.status === 'failed') throw conflict('The job has already failed.');
      if (state.status === 'running' && state.leaseUntil !== null && Date.parse(state.leaseUntil) > Date.parse(command.now)) {
        throw conflict('The job is being run by another worker.');
      }
      if (state.attempts >= MAX_JOB_ATTEMPTS) {
        return [{ type: 'JobFailed', data: { jobId: command.jobId, workerId: command.workerId, errorMessage: INTERRUPTED_MESSAGE, failedAt: command.now } }];
      }
      const leaseUntil = new Date(Date.parse(command.now) + command.leaseMs).toISOString();
      return [{ type: 'JobClaimed', data: { jobId: command.jobId, workerId: command.workerId, leaseUntil, attempt: state.attempts + 1, claimedAt: command.now } }];
    }
    case 'ReportJobProgress': {
      requireClaim(state, command.workerId);
      if (!Number.isInteger(command.progress) || command.progress < 0 || command.progress > 100) throw invalid('Progress must be a whole percentage from 0 to 100.');
      if (command.progress <= state.progress) return [];
      const partial = command.partialItems ? { partialItems: command.partialItems } : {};
      const phase = command.phase ? { phase: command.phase } : {};
      return [{ type: 'JobProgressed', data: { jobId: command.jobId, workerId: command.workerId, progress: command.progress, ...partial, ...phase, progressedAt: command.now } }];
    }
    case 'CompleteJob': {
      const jobType = requireClaim(state, command.workerId);
      const schema = isMissionJob(jobType) ? GeneratedTodos : GeneratedMissions;
      if (!schema.safeParse(command.result).success) throw invalid(`The result does not fit a ${jobType} job.`);
      return [
        ...auditOf(command),
        { type: 'JobCompleted', data: { jobId: command.jobId, workerId: command.workerId, result: command.result, completedAt: command.now } },
      ];
    }
    case 'FailJob': {
      if (command.workerId === null) {
        // The system may fail a job no worker holds (e.g. it can never run).
        if (state.status === 'none') throw notFound('Job not found');
        if (state.status !== 'pending') throw conflict('Only a waiting job can be failed without a worker.');
      } else {
        requireClaim(state, command.workerId);
      }
      const errorMessage = command.errorMessage.trim() || 'Planning failed.';
      return [...auditOf(command), { type: 'JobFailed', data: { jobId: command.jobId, workerId: command.workerId, errorMessage, failedAt: command.now } }];
    }
    default:
      return assertNever(command);
  }
}

/** `job-{id}`: a planning job, claimed by one worker at a time, completed or failed once. */
export const jobDecider: Decider<JobState, JobCommand, JobEvent> = { initialState, evolve, decide };
