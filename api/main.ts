import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { ConfigError, loadConfig, publicUrlOf, trustProxySetting, type Config } from './config';
import { buildApp } from './app';
import { argon2idHasher } from './passwords';
import type { FastifyInstance } from 'fastify';
import { startServices, type ServiceRole, type Services } from './services';
import { BesideLiveAppError, alreadyRunningMessage, resolveDatabaseUrl, type ResolvedDatabase } from './resolveDatabaseUrl';
import { createPlanner } from '../planner/createPlanner';
import { readyMessage } from './readyMessage';
import knexFactory from 'knex';
import { masterKeyToStart } from './masterKeyOfDeployment';
import { listenProblem } from './listenProblem';
import { ensureWritableDirectory } from './writableDirectory';

const rolesFor: Record<Config['ROLE'], ServiceRole[]> = {
  all: ['api', 'projector', 'planner'],
  api: ['api'],
  projector: ['projector'],
  planner: ['planner'],
};

/** How long a shutdown waits for the requests under way before it cuts their connections. */
const DRAIN_REQUESTS_MS = 10_000;

/** Generated once and kept in DATA_DIR, so tokens survive restarts. */
function jwtSecretFrom(config: Config): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const file = path.join(config.DATA_DIR, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  ensureWritableDirectory(path.resolve(config.DATA_DIR), 'DATA_DIR');
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = pino({ level: config.LOG_LEVEL });
  const roles = new Set(rolesFor[config.ROLE]);

  // A signal stops everything this process started, PostgreSQL included; one that arrives
  // while starting waits for the start to finish (or fail), so nothing is left running. In
  // order: the requests under way finish (bounded), the services write their last and close
  // their pools, then PostgreSQL stops. Later signals (a second Ctrl-C) change nothing of that.
  const started: { database?: ResolvedDatabase; services?: Services; app?: FastifyInstance } = {};
  let startup: Promise<void> = Promise.resolve();
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      logger.info({ signal }, 'already shutting down: PostgreSQL stops once the last requests and writes are done');
      return;
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await startup.catch(() => undefined);
    const app = started.app;
    const cut = setTimeout(() => app?.server.closeAllConnections(), DRAIN_REQUESTS_MS);
    await app?.close().catch(() => undefined);
    clearTimeout(cut);
    await started.services?.stop().catch(() => undefined);
    await started.database?.stop().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  startup = (async () => {
    // A second app on the same DATA_DIR would share (and fight over) one PostgreSQL: refused.
    const database = (started.database = await resolveDatabaseUrl(config, (m) => logger.info(m), {
      command: 'npm start',
      httpPort: roles.has('api') ? config.PORT : undefined,
      exclusive: true,
      stopOnSignal: false,
    }));
    if (database.embedded) logger.info({ dataDir: config.DATA_DIR }, 'embedded PostgreSQL started');

    const keysDb = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 1 } });
    const masterKey = await masterKeyToStart(config, keysDb).finally(() => keysDb.destroy());

    // Every planner call leaves a log line for the audit trail (user text stays out of the log).
    const planner = createPlanner(config, logger, ({ inputs: _inputs, output: _output, ...call }) => logger.info({ plannerCall: call }, 'planner call'));
    const services = (started.services = await startServices({
      databaseUrl: database.url,
      eventStore: config.EVENT_STORE === 'eventstoredb' ? { kind: 'eventstoredb', connectionString: config.EVENTSTORE_CONNECTION_STRING! } : { kind: 'postgres' },
      planner,
      roles,
      logger,
      jwtSecret: jwtSecretFrom(config),
      masterKey,
      passwords: argon2idHasher(),
      authRateLimit: config.AUTH_RATE_LIMIT,
      plannerRateLimit: config.PLANNER_RATE_LIMIT,
      evaluationRateLimit: config.EVALUATION_RATE_LIMIT,
      readYourWritesTimeoutMs: config.READ_YOUR_WRITES_TIMEOUT_MS,
    }));
    logger.info({ roles: [...roles], planner: planner.kind, eventStore: config.EVENT_STORE }, 'services started');

    if (roles.has('api')) {
      const app = (started.app = await buildApp({ deps: services.deps, logger: { level: config.LOG_LEVEL }, trustProxy: trustProxySetting(config.TRUST_PROXY), metricsAllow: config.METRICS_ALLOW, publicUrl: publicUrlOf(config), drainOnClose: true }));
      await app.listen({ port: config.PORT, host: config.HOST }).catch((error: unknown) => {
        const problem = listenProblem(error, config.PORT, config.HOST);
        throw problem ? new ConfigError(problem) : error;
      });
      logger.info(readyMessage(config));
    }
  })();
  try {
    await startup;
  } catch (error) {
    // What was started before the failure (PostgreSQL) is stopped before the one-line exit.
    await started.services?.stop().catch(() => undefined);
    await started.database?.stop().catch(() => undefined);
    throw error;
  }
}

main().catch((error) => {
  if (error instanceof BesideLiveAppError) {
    console.error(alreadyRunningMessage(error));
    process.exit(1);
  }
  console.error(`Odyssey Planner could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
