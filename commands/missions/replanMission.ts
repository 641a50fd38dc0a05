import { ownMission } from '../ownership';
import type { UseCaseDepsWith, UserActor } from '../useCase';
import { handleMissionCommand } from './handleMissionCommand';

/**
 * Re-plans a mission under a new title and description: its todos leave the live read models,
 * kept aside for an undo (their events stay). The client then creates the new todos from the
 * generate-todos job it starts. `revision` is the one an undo names.
 */
export async function replanMission(
  deps: UseCaseDepsWith<'findOwnMission'>,
  input: { actor: UserActor; missionId: string; title: string; description?: string | null },
): Promise<{ missionId: string; revision: bigint | null }> {
  const { actor } = input;
  const mission = await ownMission(deps.queries, actor.userId, input.missionId);
  const replanned = await handleMissionCommand(deps, actor, mission.id, {
    type: 'RequestMissionReplan',
    userId: actor.userId,
    title: input.title,
    description: input.description,
    now: deps.now().toISOString(),
  });
  return { missionId: mission.id, revision: replanned.revision };
}
