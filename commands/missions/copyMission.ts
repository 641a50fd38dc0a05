import { inParentOrStandalone, ownMission } from '../ownership';
import type { UseCaseDepsWith, UserActor } from '../useCase';
import { handleMissionCommand } from './handleMissionCommand';

/** Copies a mission: `<title> (Copy)` with no todos (the client then plans new ones). */
export async function copyMission(deps: UseCaseDepsWith<'findOwnMission' | 'findOwnOdyssey' | 'liveParentCheck'>, input: { actor: UserActor; missionId: string }): Promise<{ missionId: string }> {
  const { actor } = input;
  const source = await ownMission(deps.queries, actor.userId, input.missionId);
  // The copy joins the source's odyssey only while that odyssey still takes new missions.
  const odyssey = source.odyssey_id ? await deps.queries.findOwnOdyssey(actor.userId, source.odyssey_id) : undefined;
  const copyId = deps.ids();
  await inParentOrStandalone(deps.queries, 'odyssey', actor.userId, odyssey?.status === 'active' ? odyssey.id : null, (odysseyId, stillThere) =>
    handleMissionCommand(
      deps,
      actor,
      copyId,
      { type: 'CopyMission', missionId: copyId, userId: actor.userId, source: { missionId: source.id, title: source.title, description: source.description, odysseyId }, now: deps.now().toISOString() },
      stillThere,
    ),
  );
  return { missionId: copyId };
}
