import { ownMission } from '../ownership';
import type { UseCaseDepsWith, UserActor } from '../useCase';
import { handleMissionCommand } from './handleMissionCommand';

/** Deletes a mission; its todos stay as standalone todos. */
export async function deleteMission(deps: UseCaseDepsWith<'findOwnMission'>, input: { actor: UserActor; missionId: string }): Promise<{ revision: bigint | null }> {
  const mission = await ownMission(deps.queries, input.actor.userId, input.missionId);
  const deleted = await handleMissionCommand(deps, input.actor, mission.id, { type: 'DeleteMission', userId: input.actor.userId, now: deps.now().toISOString() });
  // The revision right after the deletion, which an undo (restore) names.
  return { revision: deleted.revision };
}
