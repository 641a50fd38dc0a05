import { hash, verify, Algorithm } from '@node-rs/argon2';

import type { PasswordHasher } from '../commands/ports/credentials';

export type { PasswordHasher };

/** argon2id. Tests pass lighter costs (`fast`) to keep suites quick. */
export function argon2idHasher(options: { fast?: boolean } = {}): PasswordHasher {
  const params = options.fast ? { memoryCost: 1024, timeCost: 1, parallelism: 1 } : {};
  return {
    hash: (password) => hash(password, { algorithm: Algorithm.Argon2id, ...params }),
    verify: async (h, password) => {
      try {
        return await verify(h, password);
      } catch {
        return false;
      }
    },
  };
}
