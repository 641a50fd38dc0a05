import { assertNever, type Decider } from '../decider';
import type { DirectorSettingsEvent } from './events';
import {
  applyDirectorSettingsPatch,
  defaultDirectorSettings,
  parseDirectorSettingsPatch,
  sameDirectorSettings,
  type DirectorSettings,
} from './settings';

/** The `director-settings-{userId}` stream. A user without events has the defaults. */
export type DirectorSettingsState = { settings: DirectorSettings };

export type UpdateDirectorSettings = {
  type: 'UpdateDirectorSettings';
  userId: string;
  /** The untrusted request body: validated here so every client gets the same rules. */
  changes: unknown;
  now: string;
};

export type DirectorSettingsCommand = UpdateDirectorSettings;

export const directorSettingsDecider: Decider<DirectorSettingsState, DirectorSettingsCommand, DirectorSettingsEvent> = {
  initialState: () => ({ settings: defaultDirectorSettings() }),

  evolve(_state, event) {
    switch (event.type) {
      case 'DirectorSettingsUpdated':
        return { settings: event.data.settings };
      default:
        return assertNever(event.type);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'UpdateDirectorSettings': {
        const next = applyDirectorSettingsPatch(state.settings, parseDirectorSettingsPatch(command.changes));
        // Saving unchanged settings records nothing.
        if (sameDirectorSettings(next, state.settings)) return [];
        return [{ type: 'DirectorSettingsUpdated', data: { userId: command.userId, settings: next, updatedAt: command.now } }];
      }
      default:
        return assertNever(command.type);
    }
  },
};
