// Starts the embedded PostgreSQL for the test run unless TEST_DATABASE_URL points
// at a server. Workers inherit the env. A failure to start ends the run with one line.
import { startEmbeddedPostgres } from '../../api/embeddedPostgres.mjs';

export default async function globalSetup() {
  if (process.env.TEST_DATABASE_URL) return;
  let pg;
  try {
    pg = await startEmbeddedPostgres({ database: 'test', throwaway: true });
  } catch (error) {
    console.error(`\nThe tests could not start the embedded PostgreSQL: ${error instanceof Error ? error.message : String(error)}\nOr point TEST_DATABASE_URL at a PostgreSQL server (a superuser URL to an existing database).`);
    process.exit(1);
  }
  process.env.TEST_DATABASE_URL = pg.url;
  globalThis.__stopEmbeddedPostgres = () => pg.discard();
}
