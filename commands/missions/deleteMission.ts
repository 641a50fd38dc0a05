import { ownMission } from '../ownership';
import type { UseCaseDepsWith, UserActor } from '../useCase';
import { handleMissionCommand } from './handleMissionCommand';

/** Deletes a mission; its todos stay as standalone todos. */
export async function deleteMission(deps: UseCaseDepsWith<'findOwnMission'>, input: { actor: UserActor; missionId: string }): Promise<void> {
  const mission = await ownMission(deps.queries, input.actor.userId, input.missionId);
  await handleMissionCommand(deps, input.actor, mission.id, { type: 'DeleteMission', userId: input.actor.userId, now: deps.now().toISOString() });
}
