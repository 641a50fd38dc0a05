import { ownMission } from '../ownership';
import type { UseCaseDepsWith, UserActor } from '../useCase';
import { handleMissionCommand } from './handleMissionCommand';

/**
 * Re-plans a mission under a new title and description: its todos leave the read models (their
 * events stay). The client then creates the new todos from the generate-todos job it starts.
 */
export async function replanMission(
  deps: UseCaseDepsWith<'findOwnMission'>,
  input: { actor: UserActor; missionId: string; title: string; description?: string | null },
): Promise<{ missionId: string }> {
  const { actor } = input;
  const mission = await ownMission(deps.queries, actor.userId, input.missionId);
  await handleMissionCommand(deps, actor, mission.id, {
    type: 'RequestMissionReplan',
    userId: actor.userId,
    title: input.title,
    description: input.description,
    now: deps.now().toISOString(),
  });
  return { missionId: mission.id };
}
