import { createHash, randomBytes } from 'node:crypto';

/** A new secret feed token: 32 random bytes, URL-safe (43 characters). */
export const newFeedToken = () => randomBytes(32).toString('base64url');

/** Only the token's SHA-256 enters the log and the read model; the token is the credential. */
export const feedTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
