import { conflict } from '../../domain/decider';
import { emailReservationDecider, emailStreamId, legacyEmailStreamId } from '../../domain/users/emailReservationDecider';
import { userDecider } from '../../domain/users/userDecider';
import { WrongExpectedRevisionError } from '../eventStore';
import { handleCommand, loadState, type Actor } from '../handleCommand';
import type { CredentialStore, PasswordHasher } from '../ports/credentials';
import type { UseCaseDeps } from '../useCase';

const EMAIL_TAKEN = 'An account with this email already exists.';

export type RegisterDeps = UseCaseDeps & {
  passwords: PasswordHasher;
  credentials: CredentialStore;
  /** The keyed hash that names an address's reservation stream (stream ids carry no personal data). */
  emailDigest(email: string): string;
  queries: { countUsers(): Promise<number> };
};

/**
 * Registers an account: the address is reserved first (one account per address), the first
 * account becomes admin, the password hash is stored outside the log before the account exists.
 * `role: 'admin'` is for callers who checked that an admin asks.
 */
export async function registerUser(
  deps: RegisterDeps,
  input: { actor: Actor; email: string; password: string; role?: 'user' | 'admin' },
): Promise<{ userId: string; email: string; role: 'user' | 'admin' }> {
  const email = input.email.toLowerCase();
  const userId = deps.ids();
  const actor = { ...input.actor, userId };
  // Reserving needs no read model: the account's answer waits once, at the end.
  const appendOnly = { store: deps.store, now: deps.now };
  // An address reserved before stream ids were hashed stays taken.
  const legacy = await loadState(deps.store, legacyEmailStreamId(email), emailReservationDecider);
  if (legacy.state.heldBy !== null) throw conflict(EMAIL_TAKEN);
  await handleCommand(appendOnly, {
    streamId: emailStreamId(deps.emailDigest(email)),
    decider: emailReservationDecider,
    command: { type: 'ReserveEmail', email, userId },
    actor,
    maxAttempts: 1,
  }).catch((error: unknown) => {
    if (error instanceof WrongExpectedRevisionError) throw conflict(EMAIL_TAKEN);
    throw error;
  });
  const role = input.role === 'admin' ? 'admin' : (await claimFirstAdmin(deps, userId)) ? 'admin' : 'user';
  // The hash is stored before the account exists, so an account never lacks one.
  await deps.credentials.store(userId, await deps.passwords.hash(input.password));
  await handleCommand(deps, {
    streamId: `user-${userId}`,
    decider: userDecider,
    command: { type: 'RegisterUser', userId, email, role, now: deps.now().toISOString() },
    actor,
  });
  return { userId, email, role };
}

/** The first account becomes admin: whoever appends to `system-admin` first. */
async function claimFirstAdmin(deps: RegisterDeps, userId: string): Promise<boolean> {
  if ((await deps.queries.countUsers()) > 0) return false;
  try {
    await deps.store.appendToStream(
      'system-admin',
      [{ id: deps.ids(), type: 'FirstAdminClaimed', data: { userId }, metadata: { userId, occurredAt: deps.now().toISOString(), correlationId: userId, causationId: null } }],
      { expectedRevision: 'no_stream' },
    );
    return true;
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) return false;
    throw error;
  }
}
