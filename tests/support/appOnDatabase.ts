import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../api/app';
import { argon2idHasher } from '../../api/passwords';
import { startServices, type Services } from '../../api/services';
import { createPlanner } from '../../planner/createPlanner';
import { TEST_MASTER_KEY } from './testApp';

const silent = { info() {}, warn() {}, error() {} };

/**
 * The app with every role on a database another process wrote (restored, imported), with the
 * test master key: what a deployment started on that database answers.
 */
export async function startAppOnDatabase(databaseUrl: string, jwtSecret: string): Promise<{ app: FastifyInstance; services: Services; close(): Promise<void> }> {
  const services = await startServices({
    databaseUrl,
    masterKey: TEST_MASTER_KEY,
    eventStore: { kind: 'postgres' },
    planner: createPlanner({}),
    roles: new Set(['api', 'projector', 'planner']),
    logger: silent,
    jwtSecret,
    passwords: argon2idHasher({ fast: true }),
    authRateLimit: 10_000,
    plannerRateLimit: 10_000,
    evaluationRateLimit: 10_000,
    poolSize: 4,
  });
  const app = await buildApp({ deps: services.deps, webDist: null });
  await app.ready();
  return {
    app,
    services,
    async close() {
      await app.close();
      await services.stop();
    },
  };
}

/**
 * A deployment's data on `databaseUrl`, written by the app and left (the app closed): one
 * registered user (so one data key) and, with `todoTitle`, one todo of theirs (sealed text).
 */
export async function seedOneUser(databaseUrl: string, jwtSecret: string, email: string, todoTitle?: string): Promise<void> {
  const served = await startAppOnDatabase(databaseUrl, jwtSecret);
  try {
    const registered = await served.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: 'correct horse battery' } });
    if (registered.statusCode !== 201) throw new Error(`registering ${email} answered ${registered.statusCode}`);
    if (todoTitle === undefined) return;
    const headers = { authorization: `Bearer ${registered.json().access_token}` };
    const created = await served.app.inject({ method: 'POST', url: '/api/todos/', headers, payload: { title: todoTitle, success_criteria: 'Done' } });
    if (created.statusCode !== 201) throw new Error(`creating a todo answered ${created.statusCode}`);
  } finally {
    await served.close();
  }
}
