/**
 * npm run restore -- <backup file>
 *
 * Restores a backup (npm run backup) into an EMPTY DATA_DIR or database, with the master key of
 * the deployment it was taken from (MASTER_KEY, or DATA_DIR/master-key), then rebuilds every
 * read model. Anything else is refused in one line before anything is written.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readLines } from '../../commands/exportImport';
import { givenMasterKey, masterKeyFile } from '../../commands/personalData/masterKey';
import { ConfigError, loadConfig } from '../config';
import { refuseBesideLiveApp, resolveDatabaseUrl } from '../resolveDatabaseUrl';
import { withAppSessionSettings } from '../sessionSettings';
import { operatorPath } from '../operatorPath';
import { openBackupToRestore, restoreBackup } from '../backup/restoreBackup';

async function main() {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (!positionals[0] || positionals.length > 1) throw new ConfigError('Usage: npm run restore -- <backup file>');
  const file = operatorPath(positionals[0]);
  if (!fs.existsSync(file)) throw new ConfigError(`No such file: ${file}`);
  const config = loadConfig();
  // A restore writes the whole store: never under a running app.
  refuseBesideLiveApp(config, 'restore');
  if (config.EVENT_STORE !== 'postgres') throw new ConfigError('npm run restore writes the PostgreSQL event store; EVENT_STORE=eventstoredb is not supported.');
  // A master key generated here could never open the backup's keys.
  const masterKey = givenMasterKey(config);
  if (!masterKey) {
    throw new ConfigError(`Restore needs the master key of the deployment the backup was taken from: set MASTER_KEY, or put its key file at ${masterKeyFile(config)}.`);
  }
  const input = fs.createReadStream(file, { encoding: 'utf8' });
  try {
    // The header and the keys are read and checked before any database is started or written.
    const backup = await openBackupToRestore(readLines(input), masterKey);
    const { url, stop } = await resolveDatabaseUrl(config, (m) => console.log(m), { command: 'restore', exclusive: true });
    try {
      const summary = await restoreBackup({ backup, databaseUrl: withAppSessionSettings(url), masterKey, log: (m) => console.log(m) });
      console.log(
        `Restored ${summary.events} events, ${summary.dataKeys} data keys and ${summary.credentials} password hashes, and rebuilt ${summary.readModels} read models, in ${summary.ms} ms.`,
      );
    } finally {
      await stop();
    }
  } finally {
    input.destroy();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
