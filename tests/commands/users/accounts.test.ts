import { changePassword } from '../../../commands/users/changePassword';
import { registerUser, type RegisterDeps } from '../../../commands/users/registerUser';
import { useCaseHarness } from '../../support/useCaseHarness';

/** Accounts without a server: hashes in a map, a transparent hasher, users counted from the log. */
function accounts() {
  const h = useCaseHarness();
  const hashes = new Map<string, string>();
  const deps: RegisterDeps = {
    ...h.deps,
    passwords: { hash: async (password) => `hashed:${password}`, verify: async (hash, password) => hash === `hashed:${password}` },
    credentials: {
      find: async (userId) => hashes.get(userId),
      store: async (userId, hash) => void hashes.set(userId, hash),
      replace: async (userId, expected, hash) => hashes.get(userId) === expected && Boolean(hashes.set(userId, hash)),
    },
    emailDigest: (email) => `digest-${email}`,
    queries: { countUsers: async () => h.store.events.filter((e) => e.type === 'UserRegistered').length },
  };
  const anonymous = { userId: null, correlationId: 'test', causationId: null };
  return { h, hashes, deps, anonymous };
}

describe('register and change password (use cases, no server)', () => {
  it('makes the first account admin and later ones users, storing only a hash', async () => {
    const { deps, hashes, anonymous } = accounts();

    const first = await registerUser(deps, { actor: anonymous, email: 'Ada@Example.com', password: 'correct horse' });
    const second = await registerUser(deps, { actor: anonymous, email: 'bob@example.com', password: 'battery staple' });

    expect(first).toMatchObject({ email: 'ada@example.com', role: 'admin' });
    expect(second.role).toBe('user');
    expect(hashes.get(first.userId)).toBe('hashed:correct horse');
  });

  it('refuses a second account for the same address (any case) and stores no hash for it', async () => {
    const { deps, hashes, anonymous } = accounts();
    await registerUser(deps, { actor: anonymous, email: 'ada@example.com', password: 'correct horse' });

    await expect(registerUser(deps, { actor: anonymous, email: 'ADA@example.com', password: 'other one' })).rejects.toMatchObject({
      code: 'conflict',
      message: 'An account with this email already exists.',
    });
    expect(hashes.size).toBe(1);
  });

  it('changes the password only with the current one, and moves the token generation on', async () => {
    const { h, deps, hashes, anonymous } = accounts();
    const { userId } = await registerUser(deps, { actor: anonymous, email: 'ada@example.com', password: 'correct horse' });
    const ada = h.actor(userId);

    await expect(changePassword(deps, { actor: ada, currentPassword: 'wrong', newPassword: 'new secret' })).rejects.toMatchObject({ code: 'invalid' });
    expect(hashes.get(userId)).toBe('hashed:correct horse');

    const { tokenGeneration } = await changePassword(deps, { actor: ada, currentPassword: 'correct horse', newPassword: 'new secret' });
    expect(tokenGeneration).toBe(1);
    expect(hashes.get(userId)).toBe('hashed:new secret');
  });
});
