import { assertNever, conflict, type Decider } from '../decider';
import type { EmailReservationEvent } from './events';

/** One stream per email address: registering reserves it, deleting the account releases it. */
export type EmailReservationState = { heldBy: string | null };

export type EmailReservationCommand =
  | { type: 'ReserveEmail'; email: string; userId: string }
  | { type: 'ReleaseEmail'; email: string; userId: string };

export const emailReservationDecider: Decider<EmailReservationState, EmailReservationCommand, EmailReservationEvent> = {
  initialState: () => ({ heldBy: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'EmailReserved':
        return { heldBy: event.data.userId };
      case 'EmailReleased':
        return { heldBy: null };
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'ReserveEmail':
        if (state.heldBy !== null) throw conflict('An account with this email already exists.');
        return [{ type: 'EmailReserved', data: { email: command.email, userId: command.userId } }];
      case 'ReleaseEmail':
        if (state.heldBy !== command.userId) return [];
        return [{ type: 'EmailReleased', data: { email: command.email, userId: command.userId } }];
      default:
        return assertNever(command);
    }
  },
};

/**
 * Stream name for an email address, from a keyed hash of the normalised address
 * (PersonalDataKeys.emailDigest): stream ids carry no personal data.
 */
export const emailStreamId = (emailDigest: string) => `user-email-${emailDigest}`;

/** The name streams had before: the address itself. Still read, so an address held there stays taken. */
export const legacyEmailStreamId = (email: string) => `user-email-${email.trim().toLowerCase()}`;
