import { chosenOdyssey } from '../ownership';
import type { UseCaseDepsWith, UserActor } from '../useCase';
import { handleMissionCommand } from './handleMissionCommand';

export type NewMission = { title: string; description?: string | null; odysseyId?: string | null };

/** Creates a mission, standalone or in one of the user's odysseys. */
export async function createMission(deps: UseCaseDepsWith<'findOwnOdyssey' | 'liveParentCheck'>, input: { actor: UserActor; mission: NewMission }): Promise<{ missionId: string }> {
  const { actor, mission } = input;
  const missionId = deps.ids();
  const { odyssey, stillThere } = await chosenOdyssey(deps.queries, actor.userId, mission.odysseyId);
  await handleMissionCommand(deps, actor, missionId, {
    type: 'CreateMission',
    missionId,
    userId: actor.userId,
    title: mission.title,
    description: mission.description,
    odyssey,
    now: deps.now().toISOString(),
  }, stillThere);
  return { missionId };
}
