import { jobStreamId, type JobInput, type JobType } from '../../domain/jobs/events';
import { jobDecider } from '../../domain/jobs/jobDecider';
import { handleCommand } from '../handleCommand';
import { ownMission, ownOdyssey } from '../ownership';
import type { UseCaseDepsWith, UserActor } from '../useCase';

/** A plan made in the background: a planner worker claims the job; the client polls it. */
export async function requestPlanningJob(
  deps: UseCaseDepsWith<'findOwnMission' | 'findOwnOdyssey'>,
  input: { actor: UserActor; jobType: JobType; input: JobInput; missionId: string | null; odysseyId: string | null },
): Promise<{ jobId: string }> {
  const { actor } = input;
  // The mission or odyssey the job links to must be the user's own.
  if (input.missionId) await ownMission(deps.queries, actor.userId, input.missionId);
  if (input.odysseyId) await ownOdyssey(deps.queries, actor.userId, input.odysseyId);
  const jobId = deps.ids();
  await handleCommand(deps, {
    streamId: jobStreamId(jobId),
    decider: jobDecider,
    command: { type: 'RequestJob', jobId, userId: actor.userId, jobType: input.jobType, input: input.input, missionId: input.missionId, odysseyId: input.odysseyId, now: deps.now().toISOString() },
    actor,
  });
  return { jobId };
}
