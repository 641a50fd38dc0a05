import { SchemaCheckedEventStore } from '../../commands/eventCodec';
import type { EventStore } from '../../commands/eventStore';
import { handleCommand, type Actor } from '../../commands/handleCommand';
import { allEventSchemas } from '../../domain/allEventSchemas';
import { DomainError } from '../../domain/decider';
import { jobStreamId, MissionTodosJobInput, OdysseyMissionsJobInput, type JobResult } from '../../domain/jobs/events';
import { jobDecider, type JobCommand } from '../../domain/jobs/jobDecider';
import { PlannerError } from '../plannerError';
import type { Planner, PlanProgress, PlanProgressListener } from '../../commands/ports/planner';
import { toPlannerCallData, withCallRecording, type PlannerCallRecord } from '../../commands/plannerCalls/recordingPlanner';

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
  const progress = (value: number, partialItems?: string[], phase?: string) =>
    finish(() => ({ type: 'ReportJobProgress', jobId, workerId, progress: value, partialItems, phase, now: now() }), 'completed');

  if ((await progress(10)) === 'skipped') return 'skipped';
  const { jobType, input } = claim.state;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), Math.max(1000, leaseMs - 5000));
  let result: JobResult;
  // The call behind the result goes on the job's record (PlannerCallRecorded).
  let call: PlannerCallRecord | null = null;
  const planner = withCallRecording(deps.planner, (r) => (call = r));
  const plannerCall = () => (call ? toPlannerCallData(call, now(), { jobId, userId: claim.state.userId }) : undefined);
  const reporter = progressReporter((value, items, phase) => progress(value, items, phase).then(() => undefined));
  try {
    result =
      jobType === 'odyssey_missions'
        ? await planner.odysseyMissions({ ...OdysseyMissionsJobInput.parse(input), now: deps.now() }, deadline.signal, reporter.listener)
        : await planner.missionTodos({ ...MissionTodosJobInput.parse(input), now: deps.now() }, deadline.signal, reporter.listener);
  } catch (error) {
    await reporter.close();
    // Answers that leave nothing to plan are the person's to change: the job fails with what to loosen.
    const refused = !deadline.signal.aborted && error instanceof DomainError && error.code === 'invalid';
    const message = deadline.signal.aborted
      ? 'Planning took too long. Please try again.'
      : error instanceof PlannerError
        ? `${error.message} Please try again.`
        : refused
          ? error.message
          : UNEXPECTED;
    if (error instanceof PlannerError) deps.logger.error({ jobId, reason: error.reason, cause: error.cause, error: error.message }, 'planning job failed');
    else if (!refused) deps.logger.error({ err: error, jobId }, 'planning job failed unexpectedly');
    return finish(() => ({ type: 'FailJob', jobId, workerId, errorMessage: message, now: now(), plannerCall: plannerCall() }), 'failed');
  } finally {
    clearTimeout(timer);
  }
  await reporter.close();
  // The review step shows these titles as soon as the live stream carries them.
  if ((await progress(90, generatedTitles(result))) === 'skipped') return 'skipped';
  return finish(() => ({ type: 'CompleteJob', jobId, workerId, result, now: now(), plannerCall: plannerCall() }), 'completed');
}

/** Planner progress is reported between the claim (10%) and the finished plan (90%). */
const FIRST = 10;
const LAST_BEFORE_RESULT = 89;
/** Item updates within one phase are sent at most this often; a new phase is sent at once. */
const MIN_INTERVAL_MS = 250;

/**
 * Turns the planner's progress into JobProgressed reports: one at a time (the
 * job's stream takes one append at a time), progress only rising, the titles
 * growing, item updates throttled. Fewer titles than shown means the planner took
 * them back (a reply it will not use): that goes out at once, a point higher, so
 * no rejected title stays on show. Reports after close() are dropped.
 */
function progressReporter(send: (progress: number, items: string[] | undefined, phase: string) => Promise<void>) {
  let chain = Promise.resolve();
  let sent = FIRST;
  let sentItems = 0;
  let sentPhase: string | null = null;
  let sentAt = 0;
  let closed = false;
  // An item update held back by the throttle goes out when the interval ends.
  let held: PlanProgress | null = null;
  let timer: NodeJS.Timeout | null = null;

  const listener: PlanProgressListener = (p: PlanProgress) => {
    if (closed) return;
    const value = Math.min(LAST_BEFORE_RESULT, FIRST + Math.round(Math.max(0, Math.min(1, p.fraction)) * (LAST_BEFORE_RESULT - FIRST)));
    const newPhase = p.phase !== sentPhase;
    const moreItems = p.items.length > sentItems;
    if (p.items.length < sentItems) {
      // Progress must rise for the report to be recorded; at the last point the result's own report replaces them.
      const next = Math.min(LAST_BEFORE_RESULT, Math.max(value, sent + 1));
      if (next <= sent) return;
      held = null;
      sent = next;
      sentPhase = p.phase;
      sentAt = performance.now();
      sentItems = p.items.length;
      const items = [...p.items];
      chain = chain.then(() => send(next, items, p.phase)).catch(() => undefined);
      return;
    }
    if (value <= sent || (!newPhase && !moreItems)) return;
    const wait = MIN_INTERVAL_MS - (performance.now() - sentAt);
    if (!newPhase && wait > 0) {
      held = p;
      timer ??= setTimeout(() => {
        timer = null;
        const next = held;
        held = null;
        if (next) listener(next);
      }, wait);
      return;
    }
    held = null;
    sent = value;
    sentPhase = p.phase;
    sentAt = performance.now();
    const items = moreItems ? [...p.items] : undefined;
    if (moreItems) sentItems = p.items.length;
    chain = chain.then(() => send(value, items, p.phase)).catch(() => undefined);
  };
  return {
    listener,
    close: () => {
      closed = true;
      if (timer) clearTimeout(timer);
      return chain;
    },
  };
}

/** The titles of the generated todos or missions. */
function generatedTitles(result: JobResult): string[] {
  const items: { title: string }[] = 'todos' in result ? result.todos : 'missions' in result ? result.missions : [];
  return items.map((item) => item.title);
}
