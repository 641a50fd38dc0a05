/**
 * npm run projections:rebuild                       rebuild every live read model from the log
 * npm run replay -- --until <ISO time> --schema <name>   read models as of an instant, in another schema
 */
import { parseArgs } from 'node:util';
import knexFactory from 'knex';
import { allEventSchemas } from '../../domain/allEventSchemas';
import { PostgresEventStore } from '../../commands/postgres/postgresEventStore';
import { EventStoreDbEventStore } from '../../commands/eventstoredb/eventStoreDbEventStore';
import { allProjectors } from '../../projections/allProjectors';
import { rebuildProjections } from '../../projections/rebuildProjections';
import { refuseBesideLiveApp, resolveDatabaseUrl } from '../resolveDatabaseUrl';
import { ConfigError, loadConfig } from '../config';
import { withPersonalData } from '../../commands/personalData/masterKey';
import { masterKeyOfDeployment } from '../masterKeyOfDeployment';
import { withAppSessionSettings } from '../sessionSettings';

async function main() {
  const { values } = parseArgs({ options: { until: { type: 'string' }, schema: { type: 'string' } } });
  const until = values.until ? new Date(values.until) : undefined;
  if (until && Number.isNaN(until.getTime())) throw new ConfigError(`--until "${values.until}" is not an ISO 8601 time`);
  if (until && !values.schema) throw new ConfigError('--until needs --schema <name>: a replay never overwrites the live read models');
  const config = loadConfig();
  // A full rebuild replaces the read models the running app serves and writes: only with the app stopped.
  const command = values.schema ? 'replay' : 'projections:rebuild';
  if (!values.schema) refuseBesideLiveApp(config, command);
  const { url: databaseUrl, stop } = await resolveDatabaseUrl(config, (m) => console.log(m), { command, exclusive: !values.schema, existingOnly: true });
  const url = withAppSessionSettings(databaseUrl);
  const db = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 4 } });
  // Checked before any read model is reset: a rebuild with the wrong key would fail half-way.
  const masterKey = await masterKeyOfDeployment(config, db, command).catch(async (error: unknown) => {
    await db.destroy();
    await stop();
    throw error;
  });
  const adapter = config.EVENT_STORE === 'eventstoredb' ? EventStoreDbEventStore.connect(config.EVENTSTORE_CONNECTION_STRING!) : await PostgresEventStore.connect(url);
  const store = await withPersonalData(adapter, db, masterKey);
  const logger = { info: () => {}, warn: (o: object, m?: string) => console.warn(m, o), error: (o: object, m?: string) => console.error(m, o) };
  let last = 0;
  try {
    const result = await rebuildProjections({
      db,
      connectionString: url,
      store,
      schemas: allEventSchemas,
      projectors: allProjectors,
      logger,
      schema: values.schema,
      until,
      onProgress: (n) => {
        if (n - last >= 20_000) {
          last = n;
          process.stdout.write(`  ${n} events applied...\n`);
        }
      },
    });
    const rate = result.ms > 0 ? Math.round((result.events / result.ms) * 1000) : result.events;
    console.log(
      `Rebuilt ${allProjectors.length} read models (${allProjectors.map((p) => p.name).join(', ')}) in schema "${result.schema}"` +
        `${until ? ` as of ${until.toISOString()}` : ''}: ${result.events} events applied in ${result.ms} ms (${rate} events/s).`,
    );
  } finally {
    await db.destroy();
    await store.close();
    await stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
