/**
 * npm run events:export -- [--user <user id>] [--out <file.ndjson>]
 *
 * Writes the event log as NDJSON (the format of GET /api/admin/export) to a file or stdout,
 * streamed page by page. --user keeps only the streams that user owns. The file is written
 * atomically: a failed or interrupted export (Ctrl-C) leaves any earlier file as it was.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { writeFileAtomically } from '../backup/writeFileAtomically';
import { ConfigError, loadConfig } from '../config';
import { resolveDatabaseUrl } from '../resolveDatabaseUrl';
import { EventStoreDbEventStore } from '../../commands/eventstoredb/eventStoreDbEventStore';
import { exportEventLog } from '../../commands/exportImport';
import { PostgresEventStore } from '../../commands/postgres/postgresEventStore';
import { UUID } from '../http/ids';
import { withAppSessionSettings } from '../sessionSettings';
import { operatorPath } from '../operatorPath';

/** Aborted by SIGINT / SIGTERM while writing a file: the partial file is removed, then the process exits. */
const interrupted = new AbortController();
const exitCodes: Partial<Record<NodeJS.Signals, number>> = { SIGINT: 130, SIGTERM: 143 };

async function main() {
  const { values } = parseArgs({ options: { user: { type: 'string' }, out: { type: 'string' } } });
  const out = values.out === undefined ? undefined : operatorPath(values.out);
  if (values.user !== undefined && !UUID.test(values.user)) throw new ConfigError(`--user "${values.user}" is not a user id (UUID)`);
  const config = loadConfig();
  if (out) {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => interrupted.abort(signal));
  }
  // Progress messages go to stderr: stdout may be the export itself. Writing a file, a signal
  // stops an embedded server this command started in `finally`, once the partial file is gone.
  const { url: databaseUrl, stop } = await resolveDatabaseUrl(config, (m) => console.error(m), { command: 'events:export', stopOnSignal: !out, existingOnly: true });
  const url = withAppSessionSettings(databaseUrl);
  const store = config.EVENT_STORE === 'eventstoredb' ? EventStoreDbEventStore.connect(config.EVENTSTORE_CONNECTION_STRING!) : await PostgresEventStore.connect(url, 2);
  try {
    // Counted as written, so the operator can compare an import's count with it.
    let events = 0;
    const lines = (async function* () {
      for await (const line of exportEventLog(store, { userId: values.user?.toLowerCase() })) {
        events += 1;
        yield line;
      }
    })();
    if (out) {
      await writeFileAtomically(out, lines, { signal: interrupted.signal });
      console.error(`Exported ${events} events to ${out}.`);
    } else {
      await pipeline(Readable.from(lines), process.stdout);
      console.error(`Exported ${events} events to stdout.`);
    }
  } finally {
    await store.close();
    await stop();
  }
}

main().catch((error) => {
  const signal = interrupted.signal.aborted ? (interrupted.signal.reason as NodeJS.Signals) : null;
  console.error(signal ? 'The export was interrupted: no file was written.' : error instanceof Error ? error.message : String(error));
  process.exit(signal ? exitCodes[signal]! : 1);
});
