import { assertNever, conflict, notFound, type Decider } from '../decider';
import type { UserEvent, UserRole } from './events';

export type UserState =
  | { status: 'none' }
  | { status: 'active' | 'deleted'; userId: string; email: string; role: UserRole; hasCompletedOnboarding: boolean };

export type UserCommand =
  | { type: 'RegisterUser'; userId: string; email: string; passwordHash: string; role: UserRole; now: string }
  | { type: 'CompleteOnboarding'; userId: string; now: string }
  | { type: 'DeleteUser'; userId: string; deletedBy: string; now: string };

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { status: 'active', userId: event.data.userId, email: event.data.email, role: event.data.role, hasCompletedOnboarding: false };
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
        return [
          {
            type: 'UserRegistered',
            data: { userId: command.userId, email: command.email, passwordHash: command.passwordHash, role: command.role, registeredAt: command.now },
          },
        ];
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
