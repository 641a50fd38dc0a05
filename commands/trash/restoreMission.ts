import { loadState } from '../handleCommand';
import { missionDecider, missionStreamId } from '../../domain/missions/missionDecider';
import { inParentOrStandalone } from '../ownership';
import { liveParentExists, type UndoDeps } from '../undo/runCommand';

/**
 * Brings back a deleted mission: in its odyssey when that still exists, else standalone; its
 * todos that are still standalone since the deletion come back into it (todos projector).
 */
export async function restoreMission(deps: UndoDeps, input: { userId: string; missionId: string; now: string }) {
  const streamId = missionStreamId(input.missionId);
  const { state } = await loadState(deps.store, streamId, missionDecider);
  const odysseyId = (await liveParentExists(deps, 'odyssey', input.userId, state.odysseyId)) ? state.odysseyId : null;
  return inParentOrStandalone(deps, 'odyssey', input.userId, odysseyId, (odysseyId, precondition) =>
    deps.run({ streamId, decider: missionDecider, command: { type: 'RestoreMission', userId: input.userId, odysseyId, now: input.now }, precondition }),
  );
}
