import { missionDecider, missionStreamId } from '../../domain/missions/missionDecider';
import type { UndoDeps } from './runCommand';

export type UndoMissionReplanInput = { userId: string; missionId: string; revision: number; now: string };

/**
 * Undoes a mission's re-plan while it is still the mission's last change: the title and
 * description it replaced come back, and with them the todos it retired (todos projector).
 */
export async function undoMissionReplan(deps: UndoDeps, input: UndoMissionReplanInput) {
  return deps.run({
    streamId: missionStreamId(input.missionId),
    decider: missionDecider,
    command: { type: 'UndoMissionReplan', userId: input.userId, revision: input.revision, now: input.now },
  });
}
