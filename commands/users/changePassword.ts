import { conflict, invalid } from '../../domain/decider';
import { userDecider } from '../../domain/users/userDecider';
import { handleCommand } from '../handleCommand';
import type { CredentialStore, PasswordHasher } from '../ports/credentials';
import type { UseCaseDeps, UserActor } from '../useCase';

/**
 * Changes the user's password after checking the current one. Every token issued before stops
 * working: the answer is the new token generation, for the caller's fresh token.
 */
export async function changePassword(
  deps: UseCaseDeps & { passwords: PasswordHasher; credentials: CredentialStore },
  input: { actor: UserActor; currentPassword: string; newPassword: string },
): Promise<{ tokenGeneration: number }> {
  const { actor } = input;
  const { userId } = actor;
  const currentHash = await deps.credentials.find(userId);
  if (!currentHash || !(await deps.passwords.verify(currentHash, input.currentPassword))) {
    throw invalid('The current password is not correct.');
  }
  // Two changes checked against the same password: the second is refused, not silently undone by the first.
  if (!(await deps.credentials.replace(userId, currentHash, await deps.passwords.hash(input.newPassword)))) {
    throw conflict('Your password was changed by another request at the same time. Log in with the new password and try again.');
  }
  const result = await handleCommand(deps, {
    streamId: `user-${userId}`,
    decider: userDecider,
    command: { type: 'ChangePassword', userId, now: deps.now().toISOString() },
    actor,
  });
  return { tokenGeneration: result.state.status === 'none' ? 0 : result.state.tokenGeneration };
}
