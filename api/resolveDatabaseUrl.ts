import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config';

/**
 * DATABASE_URL, or the embedded PostgreSQL in DATA_DIR (started here, stopped by `stop`).
 * The embedded server keeps its port in DATA_DIR so every command finds the same server.
 */
export async function resolveDatabaseUrl(config: Config, log: (m: string) => void): Promise<{ url: string; stop: () => Promise<void>; embedded: boolean }> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, stop: async () => {}, embedded: false };
  const { startEmbeddedPostgres, freePort } = await import('./embeddedPostgres.mjs');
  const dataDir = path.resolve(config.DATA_DIR);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.chmodSync(dataDir, 0o755); // the postgres user must reach its data directory
  const portFile = path.join(dataDir, 'pg-port');
  const port = fs.existsSync(portFile) ? Number(fs.readFileSync(portFile, 'utf8')) : await freePort();
  fs.writeFileSync(portFile, String(port));
  const pg = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port, database: 'odyssey', log });
  return { url: pg.url, stop: () => pg.stop(), embedded: true };
}
