import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config';

/** The role the app connects as to its embedded PostgreSQL: owns the app database, not a superuser. */
export const EMBEDDED_APP_ROLE = 'odyssey_app';

/** A password generated once into DATA_DIR (mode 0600), so every command and restart uses the same. */
function secretIn(dataDir: string, name: string, generate: () => string): string {
  const file = path.join(dataDir, name);
  if (fs.existsSync(file)) {
    fs.chmodSync(file, 0o600);
    return fs.readFileSync(file, 'utf8').trim();
  }
  const secret = generate();
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * DATABASE_URL, or the embedded PostgreSQL in DATA_DIR (started here, stopped by `stop`).
 * The embedded server keeps its port and passwords in DATA_DIR so every command finds the
 * same server; `url` connects as EMBEDDED_APP_ROLE, `adminUrl` as the superuser (for what
 * needs one, such as creating the analysts' role). With DATABASE_URL both are that URL.
 */
export async function resolveDatabaseUrl(
  config: Config,
  log: (m: string) => void,
): Promise<{ url: string; adminUrl: string; stop: () => Promise<void>; embedded: boolean }> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, adminUrl: config.DATABASE_URL, stop: async () => {}, embedded: false };
  const { startEmbeddedPostgres, freePort, randomPassword } = await import('./embeddedPostgres.mjs');
  const dataDir = path.resolve(config.DATA_DIR);
  fs.mkdirSync(dataDir, { recursive: true });
  // The postgres user (when running as root) must reach its cluster in DATA_DIR/pg; what else is
  // in DATA_DIR is kept 0600.
  fs.chmodSync(dataDir, 0o755);
  const superuserPassword = secretIn(dataDir, 'pg-superuser-password', randomPassword);
  const appPassword = secretIn(dataDir, 'pg-app-password', randomPassword);
  const portFile = path.join(dataDir, 'pg-port');
  const port = fs.existsSync(portFile) ? Number(fs.readFileSync(portFile, 'utf8')) : await freePort();
  fs.writeFileSync(portFile, String(port), { mode: 0o600 });
  fs.chmodSync(portFile, 0o600);
  const pg = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, 'pg'),
    port,
    database: 'odyssey',
    superuserPassword,
    previousPassword: 'postgres', // clusters made before the password was generated
    appRole: { name: EMBEDDED_APP_ROLE, password: appPassword },
    log,
  });
  return { url: pg.url, adminUrl: pg.adminUrl, stop: () => pg.stop(), embedded: true };
}
