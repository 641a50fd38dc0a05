import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Response as InjectResponse } from 'light-my-request';
import { buildApp } from '../../api/app';
import { argon2idHasher } from '../../api/passwords';
import { startServices, type ServiceRole, type Services } from '../../api/services';
import { createPlanner } from '../../planner/createPlanner';
import type { Planner } from '../../planner/plannerPort';
import { createTestDatabase } from './db';

export type TestUser = {
  token: string;
  user: { id: string; email: string; role: 'user' | 'admin'; created_at: string; has_completed_onboarding: boolean };
  /** Headers to send as this user. */
  headers: { authorization: string };
};

export type TestApp = {
  app: FastifyInstance;
  services: Services;
  databaseUrl: string;
  /** Registers a new account (the first one of a test app becomes admin). */
  registerUser(email?: string, password?: string): Promise<TestUser>;
  /** inject() as a user: `t.as(user).get('/api/todos/')`. */
  as(user: TestUser | null): {
    get(url: string): Promise<InjectResponse>;
    delete(url: string): Promise<InjectResponse>;
    post(url: string, payload?: unknown): Promise<InjectResponse>;
    put(url: string, payload?: unknown): Promise<InjectResponse>;
  };
  close(): Promise<void>;
};

let counter = 0;
const silent = { info() {}, warn() {}, error() {} };

/**
 * The real app on a fresh PostgreSQL database: PostgreSQL event store, projectors and
 * reactors in-process, the offline planner unless one is given.
 */
export async function startTestApp(options: { planner?: Planner; now?: () => Date; roles?: ServiceRole[]; authRateLimit?: number; logger?: typeof silent; poolSize?: number } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const services = await startServices({
    databaseUrl: database.url,
    eventStore: { kind: 'postgres' },
    planner: options.planner ?? createPlanner({}),
    roles: new Set(options.roles ?? ['api', 'projector', 'planner']),
    logger: options.logger ?? silent,
    jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
    passwords: argon2idHasher({ fast: true }),
    authRateLimit: options.authRateLimit ?? 10_000,
    now: options.now,
    // Suites run in parallel against one server: keep each app's connections few.
    poolSize: options.poolSize ?? 4,
  });
  const app = await buildApp({ deps: services.deps, webDist: null });
  await app.ready();

  const inject = (user: TestUser | null, method: InjectOptions['method'], url: string, payload?: unknown): Promise<InjectResponse> =>
    app.inject({ method, url, payload: payload as InjectOptions['payload'], headers: user ? user.headers : {} });

  return {
    app,
    services,
    databaseUrl: database.url,
    async registerUser(email, password = 'correct horse battery') {
      const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: email ?? `user${++counter}-${Date.now()}@example.com`, password } });
      if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
      const body = res.json();
      return { token: body.access_token, user: body.user, headers: { authorization: `Bearer ${body.access_token}` } };
    },
    as(user) {
      return {
        get: (url) => inject(user, 'GET', url),
        delete: (url) => inject(user, 'DELETE', url),
        post: (url, payload) => inject(user, 'POST', url, payload ?? {}),
        put: (url, payload) => inject(user, 'PUT', url, payload ?? {}),
      };
    },
    async close() {
      await app.close();
      await services.stop();
      await database.drop();
    },
  };
}
