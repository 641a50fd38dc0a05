import knexFactory, { type Knex } from 'knex';
import { allEventSchemas } from '../domain/allEventSchemas';
import { SchemaCheckedEventStore } from '../commands/eventCodec';
import type { EventStore } from '../commands/eventStore';
import { PostgresEventStore } from '../commands/postgres/postgresEventStore';
import { EventStoreDbEventStore } from '../commands/eventstoredb/eventStoreDbEventStore';
import { ProjectionRuntime } from '../projections/projectionRuntime';
import { ensureProjectionTables } from '../projections/projectionTables';
import { allProjectors } from '../projections/allProjectors';
import type { Projector } from '../projections/projector';
import type { Planner } from '../planner/plannerPort';
import { ReactorRuntime, type Reactor } from '../planner/reactorRuntime';
import { allReactors } from '../planner/allReactors';
import type { AppDeps } from './appDeps';
import type { PasswordHasher } from './passwords';

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
  readYourWritesTimeoutMs?: number;
  now?: () => Date;
  projectors?: Projector[];
  reactors?: Reactor[];
  /** Connections per pool (read models, event store). Tests use small pools. */
  poolSize?: number;
};

export type Services = {
  deps: AppDeps;
  rawStore: EventStore;
  projections: ProjectionRuntime | null;
  reactors: ReactorRuntime | null;
  stop(): Promise<void>;
};

export function createKnex(databaseUrl: string, max = 10): Knex {
  return knexFactory({ client: 'pg', connection: databaseUrl, pool: { min: 0, max } });
}

/** Wires the store, read models, projectors and reactors for the roles this process runs. */
export async function startServices(options: ServicesOptions): Promise<Services> {
  const db = createKnex(options.databaseUrl, options.poolSize ?? 10);
  const rawStore =
    options.eventStore.kind === 'postgres'
      ? await PostgresEventStore.connect(options.databaseUrl, options.poolSize ?? 10)
      : EventStoreDbEventStore.connect(options.eventStore.connectionString);
  const store = new SchemaCheckedEventStore(rawStore, allEventSchemas);
  await ensureProjectionTables(db);
  const now = options.now ?? (() => new Date());

  let projections: ProjectionRuntime | null = null;
  if (options.roles.has('projector')) {
    projections = new ProjectionRuntime({
      db,
      connectionString: options.databaseUrl,
      store: rawStore,
      schemas: allEventSchemas,
      projectors: options.projectors ?? allProjectors,
      logger: options.logger,
    });
    await projections.start();
  }
  let reactors: ReactorRuntime | null = null;
  if (options.roles.has('planner')) {
    reactors = new ReactorRuntime({
      db,
      connectionString: options.databaseUrl,
      store: rawStore,
      schemas: allEventSchemas,
      planner: options.planner,
      reactors: options.reactors ?? allReactors,
      logger: options.logger,
      now,
    });
    await reactors.start();
  }

  const deps: AppDeps = {
    db,
    store,
    planner: options.planner,
    passwords: options.passwords,
    jwtSecret: options.jwtSecret,
    authRateLimit: options.authRateLimit ?? 20,
    now,
    projections,
    readYourWritesTimeoutMs: options.readYourWritesTimeoutMs ?? 3000,
  };
  return {
    deps,
    rawStore,
    projections,
    reactors,
    async stop() {
      await reactors?.stop();
      await projections?.stop();
      await store.close();
      await db.destroy();
    },
  };
}
