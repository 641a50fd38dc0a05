import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findUserById } from '../../projections/users/userQueries';

export type AuthUser = { id: string; email: string; role: 'user' | 'admin' };

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; email: string; role: 'user' | 'admin' };
    user: AuthUser;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a valid, unexpired token of an existing account, else 401. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler (after authenticate): admins only, else 403. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export const TOKEN_TTL = '7d';

export const authPlugin = fp(async (app) => {
  await app.register(fastifyJwt, {
    secret: app.deps.jwtSecret,
    sign: { expiresIn: TOKEN_TTL },
    formatUser: (payload) => ({ id: payload.sub, email: payload.email, role: payload.role }),
  });

  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await request.jwtVerify();
    } catch {
      return reply.status(401).send({ detail: 'Your session is missing or has expired. Please log in again.' });
    }
    // The role and existence come from the read model, not the token: a deleted account
    // or a changed role takes effect at once.
    const row = await findUserById(app.deps.db, request.user.id);
    if (!row) return reply.status(401).send({ detail: 'Your session is missing or has expired. Please log in again.' });
    request.user = { id: row.id, email: row.email, role: row.role };
  });

  app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.user?.role !== 'admin') return reply.status(403).send({ detail: 'Administrator access is required.' });
  });
});
