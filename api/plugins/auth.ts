import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UserAuthCache } from '../userAuthCache';
import { UUID } from '../http/ids';

export type AuthUser = { id: string; email: string; role: 'user' | 'admin' };

/** `gen`: the account's token generation when it was issued; a password change moves it on. */
export type TokenClaims = { sub: string; email: string; role: 'user' | 'admin'; gen: number };

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: AuthUser;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a valid, unexpired token of an existing account, else 401. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler (after authenticate): admins only, else 403. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Who may hold a token right now, kept in memory (see UserAuthCache). */
    userAuthCache: UserAuthCache;
  }
}

export const TOKEN_TTL = '7d';
const SESSION_ENDED = 'Your session is missing or has expired. Please log in again.';

/**
 * The account a token stands for, if the token may still be used: signed, unexpired (and
 * carrying `exp`), its subject an existing account, issued since the last password change.
 */
export async function verifiedAccount(app: { userAuthCache: UserAuthCache }, request: FastifyRequest): Promise<AuthUser | null> {
  let claims: Partial<TokenClaims> & { exp?: unknown };
  try {
    claims = await request.jwtVerify<Partial<TokenClaims> & { exp?: unknown }>();
  } catch {
    return null;
  }
  if (typeof claims.exp !== 'number' || typeof claims.sub !== 'string' || !UUID.test(claims.sub)) return null;
  // The role and existence come from the users read model (through the cache), not the token:
  // a deleted account or a changed role takes effect at once.
  const account = await app.userAuthCache.get(claims.sub.toLowerCase());
  if (!account || (claims.gen ?? 0) !== account.tokenGeneration) return null;
  return { id: account.id, email: account.email, role: account.role };
}

export const authPlugin = fp(async (app) => {
  await app.register(fastifyJwt, {
    secret: app.deps.jwtSecret,
    sign: { expiresIn: TOKEN_TTL },
    // A token seen before skips the signature check (fast-jwt's cache honours `exp`); whether
    // its user still exists and the token is still of the current generation is checked after,
    // on every request, from the auth cache.
    verify: { cache: 10_000 },
    // Verification answers the raw claims; `authenticate` sets `request.user` from the account.
    formatUser: (payload) => payload as unknown as AuthUser,
  });

  const db = app.deps.db;
  const cache = new UserAuthCache(db, app.deps.projections, { logger: app.log });
  await cache.start();
  app.decorate('userAuthCache', cache);
  app.addHook('onClose', async () => cache.stop());

  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    const account = await verifiedAccount(app, request);
    if (!account) return reply.status(401).send({ detail: SESSION_ENDED });
    request.user = account;
  });

  app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.user?.role !== 'admin') return reply.status(403).send({ detail: 'Administrator access is required.' });
  });
});
