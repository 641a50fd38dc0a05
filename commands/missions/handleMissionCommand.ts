import { missionDecider, missionStreamId, type MissionCommand } from '../../domain/missions/missionDecider';
import { handleCommand, type Actor, type CommandDeps } from '../handleCommand';

/** Runs a command on a mission's stream. */
export function handleMissionCommand(deps: CommandDeps, actor: Actor, missionId: string, command: MissionCommand) {
  return handleCommand(deps, { streamId: missionStreamId(missionId), decider: missionDecider, command, actor });
}
