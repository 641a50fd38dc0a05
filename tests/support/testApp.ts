import { randomUUID } from 'node:crypto';
import { waitForProjections } from '../../api/appDeps';
import { handleCommand } from '../../commands/handleCommand';
import type { TodoCommand } from '../../domain/todos/todoCommands';
import { todoDecider, todoStreamId } from '../../domain/todos/todoDecider';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Response as InjectResponse } from 'light-my-request';
import { buildApp } from '../../api/app';
import { argon2idHasher } from '../../api/passwords';
import { startServices, type ServiceRole, type Services } from '../../api/services';
import { createPlanner } from '../../planner/createPlanner';
import type { Planner } from '../../commands/ports/planner';
import type { StepView } from '../../projections/todos/todoAnswers';
import { createTestDatabase } from './db';
import { closeAll } from './bounded';

export type TestUser = {
  token: string;
  user: { id: string; email: string; role: 'user' | 'admin'; created_at: string; has_completed_onboarding: boolean };
  /** Headers to send as this user (a reader's X-Time-Zone among them, when given). */
  headers: { authorization: string; [name: string]: string };
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
  /** Runs a todo command as `user` straight through the store (setting up states the API cannot reach quickly), then waits for the read models. */
  runTodoCommand(user: TestUser, todoId: string, command: Record<string, unknown>): Promise<void>;
  /**
   * Waits until the log stops growing (reactors done: plans, evaluations) and every read model
   * holds its head; answers that head (null for an empty log).
   */
  quiet(): Promise<bigint | null>;
  /** The todo's steps once the planner's first plan has arrived (it plans new todos in the background). */
  plannedSteps(user: TestUser, todoId: string): Promise<StepView[]>;
  close(): Promise<void>;
};

let counter = 0;

/** The log counts as quiet when its head has not moved for this long. */
const QUIET_PERIOD_MS = 300;
/** The largest budgets the suites used before these helpers were shared. */
const QUIET_READ_MODELS_TIMEOUT_MS = 20_000;
const PLAN_TIMEOUT_MS = 10_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The services another process of the same deployment runs beside a test app: its own roles,
 * the same database and master key (ROLE=api / projector / planner apart).
 */
export function startServicesBeside(t: Pick<TestApp, 'databaseUrl'>, roles: ServiceRole[], options: { planner?: Planner; poolSize?: number } = {}): Promise<Services> {
  return startServices({
    masterKey: TEST_MASTER_KEY,
    databaseUrl: t.databaseUrl,
    eventStore: { kind: 'postgres' },
    planner: options.planner ?? createPlanner({}),
    roles: new Set(roles),
    logger: { info() {}, warn() {}, error() {} },
    jwtSecret: TEST_JWT_SECRET,
    passwords: argon2idHasher({ fast: true }),
    poolSize: options.poolSize,
  });
}

/**
 * One master key for every service set a test starts on a database: processes of one
 * deployment share it (DATA_DIR/master-key or MASTER_KEY), else they cannot read each other's
 * personal data.
 */
export const TEST_MASTER_KEY = Buffer.alloc(32, 7);
/** Likewise the token secret: a token signed by one api process is accepted by the others. */
export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';
const silent = { info() {}, warn() {}, error() {} };

/**
 * The real app on a fresh PostgreSQL database: PostgreSQL event store, projectors and
 * reactors in-process, the offline planner unless one is given.
 */
export async function startTestApp(options: { planner?: Planner; now?: () => Date; roles?: ServiceRole[]; authRateLimit?: number; plannerRateLimit?: number; evaluationRateLimit?: number; trustProxy?: boolean | number | string; logger?: typeof silent; poolSize?: number } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const services = await startServices({
    databaseUrl: database.url,
    masterKey: TEST_MASTER_KEY,
    eventStore: { kind: 'postgres' },
    planner: options.planner ?? createPlanner({}),
    roles: new Set(options.roles ?? ['api', 'projector', 'planner']),
    logger: options.logger ?? silent,
    jwtSecret: TEST_JWT_SECRET,
    passwords: argon2idHasher({ fast: true }),
    authRateLimit: options.authRateLimit ?? 10_000,
    plannerRateLimit: options.plannerRateLimit ?? 10_000,
    evaluationRateLimit: options.evaluationRateLimit ?? 10_000,
    now: options.now,
    // Suites run in parallel against one server: keep each app's connections few.
    poolSize: options.poolSize ?? 4,
  });
  const app = await buildApp({ deps: services.deps, webDist: null, trustProxy: options.trustProxy });
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
    async runTodoCommand(user, todoId, command) {
      const deps = services.deps;
      const result = await handleCommand(deps, {
        streamId: todoStreamId(todoId),
        decider: todoDecider,
        command: { todoId, userId: user.user.id, now: deps.now().toISOString(), ...command } as TodoCommand,
        actor: { userId: user.user.id, correlationId: randomUUID() },
      });
      await waitForProjections(deps, result.position);
    },
    async quiet() {
      const { rawStore, projections } = services;
      let head = await rawStore.headPosition();
      for (;;) {
        await sleep(QUIET_PERIOD_MS);
        const now = await rawStore.headPosition();
        if (now === head) break;
        head = now;
      }
      if (head !== null) await projections.waitFor(head, QUIET_READ_MODELS_TIMEOUT_MS);
      return head;
    },
    async plannedSteps(user, todoId) {
      const deadline = Date.now() + PLAN_TIMEOUT_MS;
      for (;;) {
        const steps: StepView[] = (await inject(user, 'GET', `/api/steps/todo/${todoId}`)).json();
        if (steps.length > 0) return steps;
        if (Date.now() > deadline) throw new Error(`no plan arrived for todo ${todoId} within ${PLAN_TIMEOUT_MS} ms`);
        await sleep(50);
      }
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
      await closeAll([
        ['app.close()', () => app.close()],
        ['services.stop()', () => services.stop()],
        [`dropping database ${database.name}`, () => database.drop()],
      ]);
    },
  };
}
