// Starts the embedded PostgreSQL for the test run unless TEST_DATABASE_URL points
// at a server (CI sets it to the machine's PostgreSQL). Workers inherit the env.
import fs from 'node:fs';
import { startEmbeddedPostgres } from '../../api/embeddedPostgres.mjs';

export default async function globalSetup() {
  if (process.env.TEST_DATABASE_URL) return;
  const pg = await startEmbeddedPostgres({ database: 'test' });
  process.env.TEST_DATABASE_URL = pg.url;
  globalThis.__stopEmbeddedPostgres = async () => {
    await pg.stop();
    fs.rmSync(pg.dataDir, { recursive: true, force: true });
  };
}
