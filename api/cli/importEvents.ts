/**
 * npm run events:import -- <file.ndjson | -> [--rebuild]
 *
 * Loads an export (GET /api/admin/export or npm run events:export) into an EMPTY event store:
 * streams, order and event ids are kept (with the PostgreSQL store, positions and recording
 * times too). A non-empty store or a bad line is refused before anything is kept.
 * --rebuild then rebuilds every read model from the imported log.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import knexFactory from 'knex';
import { Pool } from 'pg';
import { ConfigError, loadConfig } from '../config';
import { refuseBesideLiveApp, resolveDatabaseUrl } from '../resolveDatabaseUrl';
import { allEventSchemas } from '../../domain/allEventSchemas';
import { allProjectors } from '../../projections/allProjectors';
import { rebuildProjections } from '../../projections/rebuildProjections';
import { EventStoreDbEventStore } from '../../commands/eventstoredb/eventStoreDbEventStore';
import { importIntoPostgres, importThroughStore, readExportedEvents, readLines, type ImportResult } from '../../commands/exportImport';
import { PostgresEventStore } from '../../commands/postgres/postgresEventStore';
import { withPersonalData } from '../../commands/personalData/masterKey';
import { masterKeyOfDeployment } from '../masterKeyOfDeployment';
import { withAppSessionSettings } from '../sessionSettings';
import { operatorPath } from '../operatorPath';

async function main() {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { rebuild: { type: 'boolean', default: false } } });
  if (!positionals[0]) throw new ConfigError('Usage: npm run events:import -- <file.ndjson | -> [--rebuild]');
  const file = positionals[0] === '-' ? '-' : operatorPath(positionals[0]);
  if (file !== '-' && !fs.existsSync(file)) throw new ConfigError(`No such file: ${file}`);
  const config = loadConfig();
  // The import writes the log under the app's feet (and --rebuild its read models): only with the app stopped.
  refuseBesideLiveApp(config, 'events:import');
  const input = file === '-' ? process.stdin.setEncoding('utf8') : fs.createReadStream(file, { encoding: 'utf8' });
  // Nothing is read before the import asks for it.
  const events = readExportedEvents(readLines(input), allEventSchemas);

  const { url: databaseUrl, stop } = await resolveDatabaseUrl(config, (m) => console.log(m), { command: 'events:import', exclusive: true });
  const url = withAppSessionSettings(databaseUrl);
  try {
    // The rebuild's master key is checked against the data keys before anything is imported; none is generated.
    const masterKey = values.rebuild ? await masterKeyOfDeploymentAt(url, config) : null;
    let result: ImportResult;
    if (config.EVENT_STORE === 'eventstoredb') {
      const store = EventStoreDbEventStore.connect(config.EVENTSTORE_CONNECTION_STRING!);
      try {
        result = await importThroughStore(store, events);
      } finally {
        await store.close();
      }
    } else {
      const pool = new Pool({ connectionString: url, max: 2 });
      pool.on('error', () => undefined); // an idle connection closed by the server must not crash the import
      try {
        result = await importIntoPostgres(pool, events);
      } finally {
        await pool.end();
      }
    }
    console.log(`Imported ${result.events} events in ${result.streams} streams in ${result.ms} ms.`);
    if (result.keysMissing) {
      console.log(`The data keys of ${result.keysMissing} users were not in this database: their texts read as "[erased]" here, for good (copy user_data_keys in before importing, with the same MASTER_KEY, to keep them; npm run restore of a backup does both).`);
    }
    if (masterKey) await rebuild(url, masterKey, config.EVENT_STORE === 'eventstoredb' ? EventStoreDbEventStore.connect(config.EVENTSTORE_CONNECTION_STRING!) : await PostgresEventStore.connect(url));
    else console.log('Read models: start the app, or run `npm run projections:rebuild`, to build them from the imported log.');
  } finally {
    await stop();
  }
}

async function masterKeyOfDeploymentAt(url: string, config: { MASTER_KEY?: string; DATA_DIR: string }): Promise<Buffer> {
  const db = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
  try {
    return await masterKeyOfDeployment(config, db, 'events:import --rebuild');
  } finally {
    await db.destroy();
  }
}

async function rebuild(url: string, masterKey: Buffer, adapter: PostgresEventStore | EventStoreDbEventStore) {
  const db = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 4 } });
  const store = await withPersonalData(adapter, db, masterKey);
  try {
    const logger = { info: () => {}, warn: (o: object, m?: string) => console.warn(m, o), error: (o: object, m?: string) => console.error(m, o) };
    const result = await rebuildProjections({ db, connectionString: url, store, schemas: allEventSchemas, projectors: allProjectors, logger });
    console.log(`Rebuilt ${allProjectors.length} read models: ${result.events} events applied in ${result.ms} ms.`);
  } finally {
    await db.destroy();
    await store.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
