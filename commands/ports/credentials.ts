/** Hashes passwords (argon2id in production; tests use lighter costs). */
export type PasswordHasher = { hash(password: string): Promise<string>; verify(hash: string, password: string): Promise<boolean> };

/**
 * Password hashes: primary state kept outside the event log (no export, replay or analyst
 * ever sees them). Events only say that a password was set or changed.
 */
export type CredentialStore = {
  find(userId: string): Promise<string | undefined>;
  store(userId: string, passwordHash: string): Promise<void>;
  /** Stores `passwordHash` only while the stored hash is still `expectedHash`; false when it changed meanwhile. */
  replace(userId: string, expectedHash: string, passwordHash: string): Promise<boolean>;
};
