import { Pool } from 'pg';
import type { BackupHeader } from './backupFormat';
import { backupLines, type BackupProgress } from './backupLines';
import { writeFileAtomically } from './writeFileAtomically';

export type BackupSummary = Pick<BackupHeader, 'events' | 'head_position' | 'data_keys' | 'credentials'> & { file: string; ms: number };

/**
 * Writes a backup of the database at `databaseUrl` (the PostgreSQL event store and the tables
 * beside it) to `out`, atomically. Runs beside a live app: it reads one snapshot and blocks
 * no writer. `onProgress` is called after every page of events.
 */
export async function takeBackup(options: { databaseUrl: string; out: string; onProgress?: (p: BackupProgress) => void }): Promise<BackupSummary> {
  const started = Date.now();
  const pool = new Pool({ connectionString: options.databaseUrl, max: 1 });
  pool.on('error', () => undefined); // an idle connection closed by the server must not crash the backup
  const seen: { header?: BackupHeader } = {};
  try {
    async function* remembered() {
      for await (const chunk of backupLines(pool, { onProgress: options.onProgress })) {
        seen.header ??= JSON.parse(chunk) as BackupHeader;
        yield chunk;
      }
    }
    await writeFileAtomically(options.out, remembered());
  } finally {
    await pool.end();
  }
  const { events, head_position, data_keys, credentials } = seen.header!;
  return { file: options.out, events, head_position, data_keys, credentials, ms: Date.now() - started };
}
