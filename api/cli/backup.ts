/**
 * npm run backup -- --out <file>
 *
 * A consistent backup of a running (or stopped) deployment: the event log up to one position,
 * the users' wrapped data keys and the password hashes as of that same moment, in one file
 * (mode 0600, written atomically). The master key is NOT in it (docs/backup.md).
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { resolveDatabaseUrl } from '../resolveDatabaseUrl';
import { withAppSessionSettings } from '../sessionSettings';
import { takeBackup } from '../backup/takeBackup';
import { operatorPath } from '../operatorPath';

/** Progress is shown every this many events. */
const PROGRESS_EVERY = 10_000;

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  if (!values.out) throw new ConfigError('Usage: npm run backup -- --out <file>');
  const config = loadConfig();
  if (config.EVENT_STORE !== 'postgres') {
    throw new ConfigError('npm run backup reads the PostgreSQL event store; with EVENT_STORE=eventstoredb back up EventStoreDB with its own tools and the user_data_keys and user_credentials tables of DATABASE_URL.');
  }
  // Messages go to stderr: stdout stays free for scripts.
  const { url, stop } = await resolveDatabaseUrl(config, (m) => console.error(m), { command: 'backup', existingOnly: true });
  try {
    let shown = 0;
    const summary = await takeBackup({
      databaseUrl: withAppSessionSettings(url),
      out: operatorPath(values.out),
      onProgress: ({ written, total }) => {
        if (written - shown >= PROGRESS_EVERY) {
          shown = written;
          console.error(`  ${written} of ${total} events written...`);
        }
      },
    });
    console.error(
      `Backed up ${summary.events} events (up to position ${summary.head_position ?? 'none'}), ${summary.data_keys} data keys and ` +
        `${summary.credentials} password hashes to ${summary.file} in ${summary.ms} ms. The master key is not in it: keep it apart.`,
    );
  } finally {
    await stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
