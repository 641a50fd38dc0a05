import { odysseyDecider, odysseyStreamId, type OdysseyCommand } from '../../domain/odysseys/odysseyDecider';
import { handleCommand, type Actor, type CommandDeps } from '../handleCommand';

/** Runs a command on an odyssey's stream. */
export function handleOdysseyCommand(deps: CommandDeps, actor: Actor, odysseyId: string, command: OdysseyCommand) {
  return handleCommand(deps, { streamId: odysseyStreamId(odysseyId), decider: odysseyDecider, command, actor });
}
