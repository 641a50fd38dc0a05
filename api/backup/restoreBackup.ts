import knexFactory from 'knex';
import { Pool, type PoolClient } from 'pg';
import { allEventSchemas } from '../../domain/allEventSchemas';
import { importInTransaction } from '../../commands/exportImport';
import { DATA_KEYS_TABLE_DDL, keysNotOpeningWith } from '../../commands/personalData/dataKeys';
import { withPersonalData } from '../../commands/personalData/masterKey';
import { ensureEventStoreSchema } from '../../commands/postgres/eventStoreSchema';
import { inTransaction } from '../../commands/postgres/inTransaction';
import { PostgresEventStore } from '../../commands/postgres/postgresEventStore';
import { allProjectors } from '../../projections/allProjectors';
import { rebuildProjections } from '../../projections/rebuildProjections';
import { CREDENTIALS_TABLES_DDL } from '../userCredentials';
import { openBackup, type OpenedBackup } from './backupFormat';

/** The restore will not run: nothing was written. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

export type RestoreSummary = { events: number; dataKeys: number; credentials: number; readModels: number; ms: number };

/**
 * Opens a backup for a restore with `masterKey`: refused (RestoreRefusedError) when the
 * backup's data keys do not open with it. Reads the header, keys and credentials only.
 */
export async function openBackupToRestore(lines: AsyncIterable<string>, masterKey: Buffer): Promise<OpenedBackup> {
  const backup = await openBackup(lines, allEventSchemas);
  const live = backup.dataKeys.filter((k) => k.wrapped_key !== null);
  const unopened = keysNotOpeningWith(masterKey, live.map((k) => ({ userId: k.user_id, wrappedKey: Buffer.from(k.wrapped_key!, 'base64') })));
  if (unopened.length > 0) {
    throw new RestoreRefusedError(
      `The backup's data keys do not open with this master key (${unopened.length} of ${live.length}): restore with the MASTER_KEY of the deployment the backup was taken from.`,
    );
  }
  return backup;
}

/**
 * Restores an opened backup into the EMPTY database at `databaseUrl`, then builds every read
 * model from the restored log. Refused before anything is written when the database already
 * holds events, keys or password hashes, or when other sessions are connected to it (an app
 * running on it). The log, the keys and the password hashes are written in one transaction: a
 * bad line anywhere leaves the database empty. Event ids, streams, revisions, positions and
 * recording times are kept.
 */
export async function restoreBackup(options: { backup: OpenedBackup; databaseUrl: string; masterKey: Buffer; log?: (message: string) => void }): Promise<RestoreSummary> {
  const started = Date.now();
  const { backup } = options;
  const log = options.log ?? (() => {});
  const pool = new Pool({ connectionString: options.databaseUrl, max: 2 });
  pool.on('error', () => undefined); // an idle connection closed by the server must not crash the restore
  let events: number;
  try {
    await refuseUnlessEmptyAndAlone(pool);
    await ensureEventStoreSchema(pool);
    log(`Restoring ${backup.header.events} events, ${backup.dataKeys.length} data keys and ${backup.credentials.length} password hashes (backup of ${backup.header.created_at})...`);
    ({ events } = await inTransaction(pool, async (client) => {
      await writeKeysAndCredentials(client, backup);
      return importInTransaction(client, backup.events);
    }));
    if (events > 0) await pool.query('ANALYZE events');
  } finally {
    await pool.end();
  }

  log(`Rebuilding ${allProjectors.length} read models from the restored log...`);
  const db = knexFactory({ client: 'pg', connection: options.databaseUrl, pool: { min: 0, max: 4 } });
  const store = await withPersonalData(await PostgresEventStore.connect(options.databaseUrl, 2), db, options.masterKey);
  try {
    let reported = 0;
    await rebuildProjections({
      db,
      connectionString: options.databaseUrl,
      store,
      schemas: allEventSchemas,
      projectors: allProjectors,
      logger: { info: () => {}, warn: (o: object, m?: string) => log(`${m ?? 'warning'} ${JSON.stringify(o)}`), error: (o: object, m?: string) => log(`${m ?? 'error'} ${JSON.stringify(o)}`) },
      onProgress: (applied) => {
        if (applied - reported >= 20_000) {
          reported = applied;
          log(`  ${applied} of ${events} events applied...`);
        }
      },
    });
  } finally {
    await db.destroy();
    await store.close();
  }
  return { events, dataKeys: backup.dataKeys.length, credentials: backup.credentials.length, readModels: allProjectors.length, ms: Date.now() - started };
}

/** Reads only: a target that holds anything of a deployment, or that someone else is connected to, is refused. */
async function refuseUnlessEmptyAndAlone(pool: Pool): Promise<void> {
  const { rows } = await pool.query<{ others: number; tables: string[] }>(`
    SELECT (SELECT count(*)::int FROM pg_stat_activity
             WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend') AS others,
           ARRAY(SELECT t FROM unnest(ARRAY['events', 'user_data_keys', 'user_credentials']) AS t WHERE to_regclass('public.' || t) IS NOT NULL) AS tables`);
  const { others, tables } = rows[0];
  if (others > 0) {
    throw new RestoreRefusedError(
      `${others} other ${others === 1 ? 'session is' : 'sessions are'} connected to the target database (a running app?): stop it, then restore into an empty DATA_DIR or a fresh database.`,
    );
  }
  const what: Record<string, string> = { events: 'events', user_data_keys: 'data keys', user_credentials: 'password hashes' };
  const held: string[] = [];
  for (const table of tables) {
    const n = Number((await pool.query<{ n: string }>(`SELECT count(*) AS n FROM public.${table}`)).rows[0].n);
    if (n > 0) held.push(`${n} ${what[table]}`);
  }
  if (held.length > 0) {
    throw new RestoreRefusedError(`The target database is not empty (it holds ${held.join(', ')}): restore only into an empty DATA_DIR or a fresh database.`);
  }
}

async function writeKeysAndCredentials(client: PoolClient, backup: OpenedBackup): Promise<void> {
  await client.query(DATA_KEYS_TABLE_DDL);
  // A key made by an app that started meanwhile collides with the primary key: the whole restore is undone.
  await client.query(
    `INSERT INTO public.user_data_keys (user_id, wrapped_key, created_at, destroyed_at)
     SELECT u, decode(w, 'base64'), c, d FROM unnest($1::uuid[], $2::text[], $3::timestamptz[], $4::timestamptz[]) AS t(u, w, c, d)`,
    [backup.dataKeys.map((k) => k.user_id), backup.dataKeys.map((k) => k.wrapped_key), backup.dataKeys.map((k) => k.created_at), backup.dataKeys.map((k) => k.destroyed_at)],
  );
  for (const ddl of CREDENTIALS_TABLES_DDL) await client.query(ddl);
  await client.query(
    `INSERT INTO public.user_credentials (user_id, password_hash, updated_at)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::timestamptz[])`,
    [backup.credentials.map((c) => c.user_id), backup.credentials.map((c) => c.password_hash), backup.credentials.map((c) => c.updated_at)],
  );
  const seeded = backup.header.credentials_seeded_through;
  if (seeded !== null) await client.query('INSERT INTO public.user_credentials_seeded (id, position) VALUES (1, $1)', [seeded]);
}
