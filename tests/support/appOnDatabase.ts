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
