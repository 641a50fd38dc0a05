import { advisoryExclusive } from '../commands/postgres/advisoryExclusive';
import { StreamStateCache } from '../commands/streamStateCache';
import { randomBytes } from 'node:crypto';
import knexFactory, { type Knex } from 'knex';
import { allEventSchemas } from '../domain/allEventSchemas';
import { SchemaCheckedEventStore } from '../commands/eventCodec';
import { AppendListeningEventStore } from '../commands/appendListener';
import { withCallRecording } from '../commands/plannerCalls/recordingPlanner';
import { AppMetrics } from './metrics/appMetrics';
import type { EventStore } from '../commands/eventStore';
import { PgNotifications } from '../commands/postgres/pgNotifications';
import { PostgresEventStore } from '../commands/postgres/postgresEventStore';
import { EventStoreDbEventStore } from '../commands/eventstoredb/eventStoreDbEventStore';
import { withPersonalData } from '../commands/personalData/masterKey';
import { ProcessorRuntime, type Processor } from '../projections/processorRuntime';
import { ensureProjectionTables } from '../projections/projectionTables';
import { decodedLog, prepareProjector } from '../projections/applyBatch';
import { inlineProjection, inlineProjectors } from '../projections/inlineProjection';
import { answerProjectors, laggingProjectors } from '../projections/allProjectors';
import type { Projector } from '../projections/projector';
import { ReadModels } from '../projections/readModels';
import type { Planner } from '../commands/ports/planner';
import { reactorProcessor, type Reactor } from '../planner/reactorRuntime';
import { allReactors } from '../planner/allReactors';
import type { AppDeps } from './appDeps';
import type { PasswordHasher } from './passwords';
import { withAppSessionSettings } from './sessionSettings';
import { ensureUserCredentials } from './userCredentials';
import { ensureRateLimitTable } from './rateLimitStore';
import { EvaluationBudget } from '../commands/todos/evaluationBudget';

export type ServiceRole = 'api' | 'projector' | 'planner';

export type Logger = { info(o: object, m?: string): void; warn(o: object, m?: string): void; error(o: object, m?: string): void };

export type ServicesOptions = {
  databaseUrl: string;
  eventStore: { kind: 'postgres' } | { kind: 'eventstoredb'; connectionString: string };
  planner: Planner;
  roles: ReadonlySet<ServiceRole>;
  logger: Logger;
  jwtSecret: string;
  passwords: PasswordHasher;
  authRateLimit?: number;
  plannerRateLimit?: number;
  /** Todo evaluations per user and minute (commands/todos/evaluationBudget.ts; default 20). */
  evaluationRateLimit?: number;
  readYourWritesTimeoutMs?: number;
  now?: () => Date;
  /** Read models in groups; the first is the one command answers wait for. */
  projectorGroups?: { name: string; projectors: Projector[] }[];
  reactors?: Reactor[];
  /** Reactions running at once per reactor (one at a time per user). */
  reactorConcurrency?: number;
  /** Connections per pool (read models, event store). Tests use small pools. */
  poolSize?: number;
  /** Wraps the per-user data keys (docs/privacy.md); a fresh random one when absent (tests). */
  masterKey?: Buffer;
};

export type Services = {
  deps: AppDeps;
  /** The store without schema checks; personal data is sealed on append and opened on read. */
  rawStore: EventStore;
  /** Waits for read models, in every role (in-process or by commit notification). */
  projections: ReadModels;
  /** The runtime of this process's projectors and reactors (null for ROLE=api alone). */
  processors: ProcessorRuntime | null;
  stop(): Promise<void>;
};

export function createKnex(databaseUrl: string, max = 10): Knex {
  // Pipeline mode: a read-model transaction sends its writes and COMMIT back to back
  // (projections/pipelinedTransaction.ts); a connection used one query at a time is unchanged.
  // A database that is down or unreachable fails a request within seconds (503), never hangs it.
  const connection: Knex.PgConnectionConfig & { pipeline: boolean } = { connectionString: withAppSessionSettings(databaseUrl), pipeline: true, connectionTimeoutMillis: 5000 };
  return knexFactory({ client: 'pg', connection, pool: { min: 0, max }, acquireConnectionTimeout: 10_000 });
}

/** Wires the store, read models, projectors and reactors for the roles this process runs. */
export async function startServices(options: ServicesOptions): Promise<Services> {
  const databaseUrl = withAppSessionSettings(options.databaseUrl);
  const db = createKnex(databaseUrl, options.poolSize ?? 10);
  // One LISTEN connection for the process: appends, read-model commits, data-key destructions.
  const notifications = new PgNotifications({ connectionString: databaseUrl, logger: options.logger });
  const adapter =
    options.eventStore.kind === 'postgres'
      ? await PostgresEventStore.connect(databaseUrl, options.poolSize ?? 10, notifications)
      : EventStoreDbEventStore.connect(options.eventStore.connectionString);
  // Every append and planner call of the process passes these, and is counted once.
  const metrics = new AppMetrics();
  const counted = new AppendListeningEventStore(adapter, (events) => metrics.countAppended(events));
  const planner = withCallRecording(options.planner, (call) => metrics.observePlannerCall(call));
  const rawStore = await withPersonalData(counted, db, options.masterKey ?? randomBytes(32));
  await rawStore.keys.listen(notifications);
  const store = new SchemaCheckedEventStore(rawStore, allEventSchemas);
  await ensureProjectionTables(db);
  await ensureUserCredentials(db, rawStore);
  await ensureRateLimitTable(db);
  const now = options.now ?? (() => new Date());
  // One budget for the requests and the background sweep of this process. It guards a model's
  // cost: the offline planner's evaluations cost nothing and are never put off.
  const evaluationBudget = new EvaluationBudget(options.planner.kind === 'offline' ? Infinity : (options.evaluationRateLimit ?? 20), now);

  const groups = options.projectorGroups ?? [
    { name: 'read-models', projectors: answerProjectors },
    { name: 'lagging-read-models', projectors: laggingProjectors },
  ];
  // Inline read models are written by the PostgreSQL store in each append's transaction (the
  // EventStoreDB adapter cannot: there every read model is applied by the runtime). Their
  // tables are made ready in every role, as any process that appends writes them.
  const inline = adapter instanceof PostgresEventStore ? inlineProjectors(groups.flatMap((g) => g.projectors)) : [];
  for (const projector of inline) await prepareProjector(db, projector, options.logger, true);
  if (adapter instanceof PostgresEventStore && inline.length > 0) {
    adapter.applyInline(inlineProjection({ db, projectors: inline, schemas: allEventSchemas, open: (events) => rawStore.open(events) }));
  }
  const projections = new ReadModels({
    db,
    notifications,
    logger: options.logger,
    groups,
    inlineAtAppend: inline.length > 0,
    // Live updates, the token cache and waits still follow the runtime's commits: the inline
    // read models' checkpoints move on there (their events are not applied again), so every
    // commit it announces holds the inline rows of the events it covers.
    appends: adapter instanceof PostgresEventStore ? (listener) => adapter.onAppended(listener) : undefined,
    readLog: decodedLog(rawStore, allEventSchemas),
  });
  const processors: Processor[] = [];
  if (options.roles.has('projector')) processors.push(...projections.groups);
  if (options.roles.has('planner')) {
    const reactorDeps = {
      db,
      store: rawStore,
      schemas: allEventSchemas,
      planner,
      evaluationBudget,
      logger: options.logger,
      now,
      concurrency: options.reactorConcurrency,
      waitForReadModels: (position: bigint, timeoutMs: number) => projections.waitForAnswer(position, timeoutMs),
      exclusive: advisoryExclusive(db),
    };
    for (const reactor of options.reactors ?? allReactors) processors.push(reactorProcessor(reactor, reactorDeps));
  }
  let runtime: ProcessorRuntime | null = null;
  if (processors.length > 0) {
    runtime = new ProcessorRuntime({ connectionString: databaseUrl, store: rawStore, schemas: allEventSchemas, processors, logger: options.logger });
    await runtime.start();
  }

  const deps: AppDeps = {
    db,
    store,
    streamStates: new StreamStateCache(),
    personalData: rawStore.keys,
    planner,
    passwords: options.passwords,
    jwtSecret: options.jwtSecret,
    authRateLimit: options.authRateLimit ?? 20,
    plannerRateLimit: options.plannerRateLimit ?? 30,
    evaluationBudget,
    now,
    projections,
    readYourWritesTimeoutMs: options.readYourWritesTimeoutMs ?? 3000,
    databaseUrl,
    metrics,
    eventStoreKind: options.eventStore.kind,
  };
  return {
    deps,
    rawStore,
    projections,
    processors: runtime,
    async stop() {
      await runtime?.stop();
      await projections.close();
      await rawStore.keys.close();
      await store.close();
      await notifications.close();
      await db.destroy();
    },
  };
}
