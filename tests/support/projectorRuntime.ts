import type { Knex } from 'knex';
import type { EventStore } from '../../commands/eventStore';
import { PgNotifications } from '../../commands/postgres/pgNotifications';
import type { EventSchemaMap } from '../../domain/eventSchemas';
import { decodedLog } from '../../projections/applyBatch';
import { ProcessorRuntime } from '../../projections/processorRuntime';
import type { Projector } from '../../projections/projector';
import { ReadModels } from '../../projections/readModels';

const silent = { info() {}, warn() {}, error() {} };

/** Projectors as one group on the processor runtime, with the waits the API uses. */
export function projectorRuntime(options: {
  db: Knex;
  url: string;
  store: EventStore;
  schemas: EventSchemaMap;
  projectors: Projector[];
  batchSize?: number;
  standbyRetryMs?: number;
}) {
  const notifications = new PgNotifications({ connectionString: options.url, logger: silent });
  const readModels = new ReadModels({ db: options.db, notifications, logger: silent, groups: [{ name: 'group', projectors: options.projectors }],
    batchSize: options.batchSize,
    readLog: decodedLog(options.store, options.schemas),
  });
  const processors = new ProcessorRuntime({
    connectionString: options.url,
    store: options.store,
    schemas: options.schemas,
    processors: readModels.groups,
    logger: silent,
    standbyRetryMs: options.standbyRetryMs,
  });
  return {
    readModels,
    start: () => processors.start(),
    waitFor: (position: bigint, timeoutMs: number) => readModels.waitFor(position, timeoutMs),
    /** Whether this instance was elected to run the group. */
    get holdsAll() {
      return processors.holds('group');
    },
    async stop() {
      await processors.stop();
      await readModels.close();
      await notifications.close();
    },
  };
}
