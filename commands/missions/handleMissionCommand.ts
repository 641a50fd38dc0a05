import { missionDecider, missionStreamId, type MissionCommand } from '../../domain/missions/missionDecider';
import type { AppendPrecondition } from '../eventStore';
import { handleCommand, type Actor, type CommandDeps } from '../handleCommand';

/** Runs a command on a mission's stream; `precondition`: what its append needs still there (the odyssey it links to). */
export function handleMissionCommand(deps: CommandDeps, actor: Actor, missionId: string, command: MissionCommand, precondition?: AppendPrecondition) {
  return handleCommand(deps, { streamId: missionStreamId(missionId), decider: missionDecider, command, actor, precondition });
}
