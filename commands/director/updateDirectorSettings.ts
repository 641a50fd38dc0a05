import type { DirectorSettings } from '../../domain/director/settings';
import { directorSettingsDecider } from '../../domain/director/settingsDecider';
import { handleCommand } from '../handleCommand';
import type { UseCaseDeps, UserActor } from '../useCase';

/** Changes the user's Director settings; `changes` is the untrusted patch the decider validates. */
export async function updateDirectorSettings(deps: UseCaseDeps, input: { actor: UserActor; changes: unknown }): Promise<DirectorSettings> {
  const { actor } = input;
  const result = await handleCommand(deps, {
    streamId: `director-settings-${actor.userId}`,
    decider: directorSettingsDecider,
    command: { type: 'UpdateDirectorSettings', userId: actor.userId, changes: input.changes, now: deps.now().toISOString() },
    actor,
  });
  return result.state.settings;
}
