/**
 * npm run events:export -- [--user <user id>] [--out <file.ndjson>]
 *
 * Writes the event log as NDJSON (the format of GET /api/admin/export) to a file or stdout,
 * streamed page by page. --user keeps only the streams that user owns.
 */
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { resolveDatabaseUrl } from '../resolveDatabaseUrl';
import { EventStoreDbEventStore } from '../../commands/eventstoredb/eventStoreDbEventStore';
import { exportEventLog } from '../../commands/exportImport';
import { PostgresEventStore } from '../../commands/postgres/postgresEventStore';
import { UUID } from '../http/ids';
import { withAppSessionSettings } from '../sessionSettings';


async function main() {
  const { values } = parseArgs({ options: { user: { type: 'string' }, out: { type: 'string' } } });
  if (values.user !== undefined && !UUID.test(values.user)) throw new ConfigError(`--user "${values.user}" is not a user id (UUID)`);
  const config = loadConfig();
  // Progress messages go to stderr: stdout may be the export itself.
  const { url: databaseUrl, stop } = await resolveDatabaseUrl(config, (m) => console.error(m), { command: 'events:export' });
  const url = withAppSessionSettings(databaseUrl);
  const store = config.EVENT_STORE === 'eventstoredb' ? EventStoreDbEventStore.connect(config.EVENTSTORE_CONNECTION_STRING!) : await PostgresEventStore.connect(url, 2);
  try {
    const output = values.out ? fs.createWriteStream(values.out) : process.stdout;
    await pipeline(Readable.from(exportEventLog(store, { userId: values.user?.toLowerCase() })), output);
    if (values.out) console.error(`Exported the event log to ${values.out}.`);
  } finally {
    await store.close();
    await stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
