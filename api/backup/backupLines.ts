import type { Pool, PoolClient } from 'pg';
import { toExportLine } from '../../commands/exportImport';
import { isoSql } from '../../commands/isoSql';
import { snapshotReadHorizon } from '../../commands/postgres/snapshotHorizon';
import { COLUMNS, toRecorded, type EventRow } from '../../commands/postgres/postgresEventStore';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupHeader, type CredentialLine, type DataKeyLine } from './backupFormat';


export type BackupProgress = { written: number; total: number };

/**
 * The lines of a backup (backupFormat.ts) of the PostgreSQL event store and the tables beside
 * it, all read in ONE repeatable-read transaction: the log up to one position and the data keys
 * and password hashes as they were at that same moment. The log is cut at the snapshot's read
 * horizon (commands/postgres/snapshotHorizon.ts), so it is a prefix of the log every follower
 * reads. Pages are read as the consumer writes them; writers are never blocked.
 */
export async function* backupLines(pool: Pool, options: { pageSize?: number; onProgress?: (p: BackupProgress) => void; now?: () => Date } = {}): AsyncGenerator<string> {
  const pageSize = options.pageSize ?? 2000;
  const client = await pool.connect();
  let finished = false;
  try {
    // Tables are only ever created, never dropped: the log's may be looked up before the snapshot.
    const before = await existingTables(client);
    const hasLog = before.has('events') && before.has('event_position_offset');
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    // The snapshot is taken by the first statement; every read below sees the same moment.
    const horizon = hasLog ? await snapshotReadHorizon(client) : 0n;
    // Looked up again: a table made since (the first user's key) holds rows the log may need.
    const tables = await existingTables(client);
    const { rows: [log] } = hasLog
      ? await client.query<{ n: string; head: string | null }>('SELECT count(*)::text AS n, max(position)::text AS head FROM events WHERE position < $1', [horizon.toString()])
      : { rows: [{ n: '0', head: null }] };
    const dataKeys = tables.has('user_data_keys') ? await dataKeyLines(client) : [];
    const credentials = tables.has('user_credentials') ? await credentialLines(client, tables.has('user_data_keys')) : [];
    const seeded = tables.has('user_credentials_seeded')
      ? (await client.query<{ position: string | null }>('SELECT position::text FROM user_credentials_seeded WHERE id = 1')).rows[0]?.position ?? null
      : null;

    const total = Number(log.n);
    const head = log.head === null ? null : Number(log.head);
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      created_at: (options.now?.() ?? new Date()).toISOString(),
      head_position: head,
      events: total,
      data_keys: dataKeys.length,
      credentials: credentials.length,
      // Copied past the cut: the copy of what lies beyond it is not in this backup.
      credentials_seeded_through: seeded === null || head === null ? null : Math.min(Number(seeded), head),
    };
    yield `${JSON.stringify(header)}\n`;
    for (const line of dataKeys) yield `${JSON.stringify(line)}\n`;
    for (const line of credentials) yield `${JSON.stringify(line)}\n`;

    let after = '0';
    let written = 0;
    while (written < total) {
      const { rows } = await client.query<EventRow>(
        `SELECT ${COLUMNS}
         FROM events WHERE position > $1 AND position < $2 ORDER BY position LIMIT $3`,
        [after, horizon.toString(), pageSize],
      );
      if (rows.length === 0) break;
      let page = '';
      for (const r of rows) {
        page += toExportLine(toRecorded(r));
      }
      yield page;
      written += rows.length;
      after = rows[rows.length - 1].position;
      options.onProgress?.({ written, total });
    }
    await client.query('COMMIT');
    finished = true;
  } finally {
    if (!finished) await client.query('ROLLBACK').catch(() => undefined);
    client.release();
  }
}

async function existingTables(client: PoolClient): Promise<Set<string>> {
  const names = ['events', 'event_position_offset', 'user_data_keys', 'user_credentials', 'user_credentials_seeded'];
  const { rows } = await client.query<{ name: string }>(
    "SELECT n.name FROM unnest($1::text[]) AS n(name) WHERE to_regclass('public.' || n.name) IS NOT NULL",
    [names],
  );
  return new Set(rows.map((r) => r.name));
}

async function dataKeyLines(client: PoolClient): Promise<DataKeyLine[]> {
  const { rows } = await client.query<{ user_id: string; wrapped_key: string | null; created_at: string; destroyed_at: string | null }>(
    `SELECT user_id, encode(wrapped_key, 'base64') AS wrapped_key, ${isoSql('created_at')} AS created_at, ${isoSql('destroyed_at')} AS destroyed_at
     FROM public.user_data_keys ORDER BY user_id`,
  );
  // encode() breaks base64 into lines of 76 characters.
  return rows.map((r) => ({ kind: 'data_key', user_id: r.user_id, wrapped_key: r.wrapped_key?.replace(/\n/g, '') ?? null, created_at: r.created_at, destroyed_at: r.destroyed_at }));
}

/** The password hashes, but none of an erased user (their key destroyed): a backup keeps nothing of them the log does not. */
async function credentialLines(client: PoolClient, hasKeys: boolean): Promise<CredentialLine[]> {
  const { rows } = await client.query<{ user_id: string; password_hash: string; updated_at: string }>(
    `SELECT c.user_id, c.password_hash, ${isoSql('c.updated_at')} AS updated_at FROM public.user_credentials c
     ${hasKeys ? 'WHERE NOT EXISTS (SELECT 1 FROM public.user_data_keys k WHERE k.user_id = c.user_id AND k.wrapped_key IS NULL)' : ''}
     ORDER BY c.user_id`,
  );
  return rows.map((r) => ({ kind: 'credential', ...r }));
}
