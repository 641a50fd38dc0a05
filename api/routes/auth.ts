import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePassword } from '../../commands/users/changePassword';
import { registerUser } from '../../commands/users/registerUser';
import { countUsers, findUserByEmail, findUserById, toPublicUser } from '../../projections/users/userQueries';
import { actorOf } from '../appDeps';
import { useCaseDeps, userActorOf } from '../http/useCaseDeps';
import { httpError } from '../httpError';
import { verifiedAccount } from '../plugins/auth';
import { findPasswordHash, replacePasswordHash, storePasswordHash } from '../userCredentials';

const publicUser = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(['user', 'admin']),
  created_at: z.string(),
  has_completed_onboarding: z.boolean(),
});
const tokenResponse = z.object({ access_token: z.string(), token_type: z.literal('bearer'), user: publicUser });

const email = z
  .string({ message: 'Email is required.' })
  .trim()
  .min(1, { message: 'Email is required.' })
  .max(254, { message: 'Email is too long.' })
  .pipe(z.email({ message: 'Enter a valid email address.' }));

const newPassword = z
  .string({ message: 'Password is required.' })
  .min(8, { message: 'Password must be at least 8 characters.' })
  .max(256, { message: 'Password must be at most 256 characters.' });

const registerBody = z.object({
  email,
  password: newPassword,
  role: z.enum(['user', 'admin'], { message: "Role must be 'user' or 'admin'." }).optional(),
});
const loginBody = z.object({
  email,
  password: z.string({ message: 'Password is required.' }).min(1, { message: 'Password is required.' }).max(256, { message: 'Password must be at most 256 characters.' }),
});

const changePasswordBody = z.object({
  current_password: z
    .string({ message: 'Current password is required.' })
    .min(1, { message: 'Current password is required.' })
    .max(256, { message: 'Current password must be at most 256 characters.' }),
  new_password: newPassword,
});

const invalidLogin = 'Incorrect email or password.';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const rateLimit = { rateLimit: { max: deps.authRateLimit, timeWindow: '1 minute' } };
  const accountDeps = () => ({
    ...useCaseDeps(deps),
    passwords: deps.passwords,
    credentials: {
      find: (userId: string) => findPasswordHash(deps.db, userId),
      store: (userId: string, hash: string) => storePasswordHash(deps.db, userId, hash),
      replace: (userId: string, expected: string, hash: string) => replacePasswordHash(deps.db, userId, expected, hash),
    },
    emailDigest: (address: string) => deps.personalData.emailDigest(address),
    queries: { countUsers: () => countUsers(deps.db) },
  });

  app.post(
    '/auth/register',
    { config: rateLimit, schema: { tags: ['auth'], body: registerBody, response: { 201: tokenResponse } } },
    async (request, reply) => {
      const body = request.body;
      const normalisedEmail = body.email.toLowerCase();
      // A request for `admin` is honoured only from a signed-in admin.
      if (body.role === 'admin') {
        const caller = await verifiedAccount(app, request);
        if (caller?.role !== 'admin') throw httpError(403, 'Only an administrator can create administrator accounts.');
      }
      const { userId, role } = await registerUser(accountDeps(), { actor: actorOf(request), email: normalisedEmail, password: body.password, role: body.role });
      const user = { id: userId, email: normalisedEmail, role, created_at: deps.now().toISOString(), has_completed_onboarding: false } as const;
      const token = app.jwt.sign({ sub: userId, email: normalisedEmail, role, gen: 0 });
      return reply.status(201).send({ access_token: token, token_type: 'bearer', user });
    },
  );

  app.post('/auth/login', { config: rateLimit, schema: { tags: ['auth'], body: loginBody, response: { 200: tokenResponse } } }, async (request) => {
    const row = await findUserByEmail(deps.db, request.body.email);
    const passwordHash = row ? await findPasswordHash(deps.db, row.id) : undefined;
    // Verify against a dummy hash when the account is unknown, so timing does not tell.
    const ok = row && passwordHash ? await deps.passwords.verify(passwordHash, request.body.password) : (await deps.passwords.hash(request.body.password), false);
    if (!row || !ok) throw httpError(401, invalidLogin);
    const token = app.jwt.sign({ sub: row.id, email: row.email, role: row.role, gen: row.token_generation });
    return { access_token: token, token_type: 'bearer' as const, user: toPublicUser(row) };
  });

  app.post(
    '/auth/password',
    {
      onRequest: [app.authenticate],
      config: rateLimit,
      schema: {
        tags: ['auth'],
        description: 'Changes the password. Every token issued before stops working; the answer carries a fresh one for this client.',
        body: changePasswordBody,
        response: { 200: tokenResponse },
      },
    },
    async (request) => {
      const userId = request.user.id;
      const { tokenGeneration: generation } = await changePassword(accountDeps(), {
        actor: userActorOf(request),
        currentPassword: request.body.current_password,
        newPassword: request.body.new_password,
      });
      app.userAuthCache.forget(userId);
      const row = await findUserById(deps.db, userId);
      if (!row) throw httpError(401, 'Your session is missing or has expired. Please log in again.');
      const token = app.jwt.sign({ sub: userId, email: row.email, role: row.role, gen: generation });
      return { access_token: token, token_type: 'bearer' as const, user: toPublicUser(row) };
    },
  );

  app.get('/auth/me', { onRequest: [app.authenticate], schema: { tags: ['auth'], response: { 200: publicUser } } }, async (request) => {
    const row = await findUserById(deps.db, request.user.id);
    if (!row) throw httpError(401, 'Your session is missing or has expired. Please log in again.');
    return toPublicUser(row);
  });
};
