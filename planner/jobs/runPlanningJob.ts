import { SchemaCheckedEventStore } from '../../commands/eventCodec';
import type { EventStore } from '../../commands/eventStore';
import { handleCommand, type Actor } from '../../commands/handleCommand';
import { allEventSchemas } from '../../domain/allEventSchemas';
import { DomainError } from '../../domain/decider';
import { jobStreamId, MissionTodosJobInput, OdysseyMissionsJobInput, type JobResult } from '../../domain/jobs/events';
import { jobDecider, type JobCommand } from '../../domain/jobs/jobDecider';
import { PlannerError } from '../plannerError';
import type { Planner } from '../plannerPort';

export type JobWorkerDeps = {
  store: EventStore;
  planner: Planner;
  now: () => Date;
  logger: { error(o: object, m?: string): void };
};

export type JobWorkerOptions = {
  /** Names this worker in JobClaimed; unique per process. */
  workerId: string;
  /** How long a claim holds; the planner call is cut off before it runs out. */
  leaseMs: number;
};

/** completed / failed: this worker recorded the outcome; skipped: another worker holds or finished it. */
export type JobRunOutcome = 'completed' | 'failed' | 'skipped';

const UNEXPECTED = 'Planning failed unexpectedly. Please try again.';

/**
 * Runs one planning job if this worker can claim it: claim (optimistic
 * concurrency on `job-{id}`: of two racing workers one wins), report
 * progress, ask the planner, record the result or a readable failure. A
 * worker that lost its claim meanwhile records nothing: a job's result is
 * written once.
 */
export async function runPlanningJob(deps: JobWorkerDeps, jobId: string, options: JobWorkerOptions): Promise<JobRunOutcome> {
  // Reactors get the raw store: check payloads on append and decode on read here.
  const store = deps.store instanceof SchemaCheckedEventStore ? deps.store : new SchemaCheckedEventStore(deps.store, allEventSchemas);
  const streamId = jobStreamId(jobId);
  const actor: Actor = { userId: null, correlationId: jobId, causationId: null };
  const run = (command: () => JobCommand) => handleCommand({ store, now: deps.now }, { streamId, decider: jobDecider, command, actor });
  const now = () => deps.now().toISOString();
  const { workerId, leaseMs } = options;

  let claim;
  try {
    claim = await run(() => ({ type: 'ClaimJob', jobId, workerId, leaseMs, now: now() }));
  } catch (error) {
    if (error instanceof DomainError) return 'skipped';
    throw error;
  }
  if (claim.events.some((e) => e.type === 'JobFailed')) return 'failed';

  /** Records an outcome unless another worker has taken the job over. */
  const finish = async (command: () => JobCommand, outcome: JobRunOutcome): Promise<JobRunOutcome> => {
    try {
      await run(command);
      return outcome;
    } catch (error) {
      if (error instanceof DomainError && error.code === 'conflict') return 'skipped';
      throw error;
    }
  };
  const progress = (value: number) => finish(() => ({ type: 'ReportJobProgress', jobId, workerId, progress: value, now: now() }), 'completed');

  if ((await progress(10)) === 'skipped') return 'skipped';
  const { jobType, input } = claim.state;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), Math.max(1000, leaseMs - 5000));
  let result: JobResult;
  try {
    result =
      jobType === 'odyssey_missions'
        ? await deps.planner.odysseyMissions(OdysseyMissionsJobInput.parse(input), deadline.signal)
        : await deps.planner.missionTodos(MissionTodosJobInput.parse(input), deadline.signal);
  } catch (error) {
    const message = deadline.signal.aborted
      ? 'Planning took too long. Please try again.'
      : error instanceof PlannerError
        ? error.message
        : UNEXPECTED;
    if (!(error instanceof PlannerError)) deps.logger.error({ err: error, jobId }, 'planning job failed unexpectedly');
    return finish(() => ({ type: 'FailJob', jobId, workerId, errorMessage: message, now: now() }), 'failed');
  } finally {
    clearTimeout(timer);
  }
  if ((await progress(90)) === 'skipped') return 'skipped';
  return finish(() => ({ type: 'CompleteJob', jobId, workerId, result, now: now() }), 'completed');
}
