import { invalid, notFound } from '../../domain/decider';
import { emailReservationDecider, emailStreamId, legacyEmailStreamId } from '../../domain/users/emailReservationDecider';
import { userDecider } from '../../domain/users/userDecider';
import type { RecordedEvent } from '../eventStore';
import { handleCommand } from '../handleCommand';
import type { UseCaseDeps, UserActor } from '../useCase';

export const USER_NOT_FOUND = 'User not found.';

export type DeleteUserDeps = UseCaseDeps & {
  personalData: {
    /** The keyed hash that names an address's reservation stream. */
    emailDigest(email: string): string;
    /** Destroys the user's data key: their personal data becomes unreadable everywhere. */
    destroy(userId: string): Promise<void>;
  };
  queries: { findUserById(userId: string): Promise<{ email: string } | undefined> };
  /** Drops the user's rows from point-in-time replays made before the deletion. */
  eraseFromReplays(userDeleted: RecordedEvent): Promise<void>;
};

/**
 * An admin deletes an account (crypto-shredding, docs/privacy.md): the address is released,
 * the user's key destroyed, then the account deleted; its events stay in the log, unreadable.
 */
export async function deleteUser(deps: DeleteUserDeps, input: { actor: UserActor; userId: string }): Promise<void> {
  const { actor, userId } = input;
  if (userId === actor.userId) throw invalid('You cannot delete your own account.');
  const user = await deps.queries.findUserById(userId);
  if (!user) throw notFound(USER_NOT_FOUND);
  const appendOnly = { store: deps.store, now: deps.now };
  // The email address becomes free for a new registration (written while the key still
  // seals it; an address held under its pre-hashing stream name is released there too).
  for (const streamId of [emailStreamId(deps.personalData.emailDigest(user.email)), legacyEmailStreamId(user.email)]) {
    await handleCommand(appendOnly, { streamId, decider: emailReservationDecider, command: { type: 'ReleaseEmail', email: user.email, userId }, actor });
  }
  // Crypto-shredding: the key goes BEFORE the account, so a crash in between leaves an
  // account whose data already reads as erased (deleting again finishes it), never a
  // deleted account with a live key.
  await deps.personalData.destroy(userId);
  // The account goes (its read-model rows with it).
  await handleCommand(deps, {
    streamId: `user-${userId}`,
    decider: userDecider,
    command: { type: 'DeleteUser', userId, deletedBy: actor.userId, now: deps.now().toISOString() },
    actor,
  });
  const [userDeleted] = (await deps.store.readStream(`user-${userId}`)).filter((e) => e.type === 'UserDeleted').slice(-1);
  if (userDeleted) await deps.eraseFromReplays(userDeleted);
}
