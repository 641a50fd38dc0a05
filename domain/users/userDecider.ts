import { assertNever, conflict, notFound, type Decider } from '../decider';
import type { UserEvent, UserRole } from './events';

export type UserState =
  | { status: 'none' }
  | { status: 'active' | 'deleted'; userId: string; email: string; role: UserRole; hasCompletedOnboarding: boolean; tokenGeneration: number };

export type UserCommand =
  | { type: 'RegisterUser'; userId: string; email: string; role: UserRole; now: string }
  | { type: 'ChangePassword'; userId: string; now: string }
  | { type: 'CompleteOnboarding'; userId: string; now: string }
  | { type: 'DeleteUser'; userId: string; deletedBy: string; now: string };

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { status: 'active', userId: event.data.userId, email: event.data.email, role: event.data.role, hasCompletedOnboarding: false, tokenGeneration: 0 };
      case 'PasswordChanged':
        return state.status === 'none' ? state : { ...state, tokenGeneration: event.data.tokenGeneration };
      case 'OnboardingCompleted':
        return state.status === 'none' ? state : { ...state, hasCompletedOnboarding: true };
      case 'UserDeleted':
        return state.status === 'none' ? state : { ...state, status: 'deleted' };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'RegisterUser':
        if (state.status !== 'none') throw conflict('An account with this email already exists.');
        return [{ type: 'UserRegistered', data: { userId: command.userId, email: command.email, role: command.role, registeredAt: command.now } }];
      case 'ChangePassword':
        if (state.status !== 'active') throw notFound('User not found.');
        // The new hash is stored outside the log; the event only moves the token generation on.
        return [{ type: 'PasswordChanged', data: { userId: command.userId, tokenGeneration: state.tokenGeneration + 1, changedAt: command.now } }];
      case 'CompleteOnboarding':
        if (state.status !== 'active') throw notFound('User not found.');
        if (state.hasCompletedOnboarding) return [];
        return [{ type: 'OnboardingCompleted', data: { userId: command.userId, completedAt: command.now } }];
      case 'DeleteUser':
        if (state.status !== 'active') throw notFound('User not found.');
        return [{ type: 'UserDeleted', data: { userId: command.userId, deletedBy: command.deletedBy, deletedAt: command.now } }];
      default:
        return assertNever(command);
    }
  },
};
