import { chosenOdyssey, ownMission } from '../ownership';
import type { UseCaseDepsWith, UserActor } from '../useCase';
import { handleMissionCommand } from './handleMissionCommand';

/** Absent fields stay as they are; `odysseyId: null` makes the mission standalone. */
export type MissionChanges = { title?: string; description?: string | null; status?: string; odysseyId?: string | null };

/** Edits a mission: its fields, its status (a completed one may go back to active), its odyssey. */
export async function updateMission(
  deps: UseCaseDepsWith<'findOwnMission' | 'findOwnOdyssey' | 'liveParentCheck'>,
  input: { actor: UserActor; missionId: string; changes: MissionChanges },
): Promise<{ missionId: string; changed: boolean; title: string; status: string }> {
  const { actor, changes } = input;
  const mission = await ownMission(deps.queries, actor.userId, input.missionId);
  const { odyssey, stillThere } = await chosenOdyssey(deps.queries, actor.userId, changes.odysseyId);
  const result = await handleMissionCommand(deps, actor, mission.id, {
    type: 'UpdateMission',
    userId: actor.userId,
    title: changes.title,
    description: changes.description,
    status: changes.status,
    odyssey,
    now: deps.now().toISOString(),
  }, stillThere);
  return { missionId: mission.id, changed: result.events.length > 0, title: result.state.title ?? mission.title, status: result.state.status ?? mission.status };
}
