import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { bounded } from './bounded';

/** The server the tests use: TEST_DATABASE_URL (set by CI or by globalSetup). */
export function testServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set (globalSetup starts an embedded PostgreSQL)');
  return url;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * A fresh, empty database for one test file, so suites can run in parallel.
 * `drop()` removes it (call in afterAll after closing your pools).
 */
export async function createTestDatabase(prefix = 'odyssey_test'): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: testServerUrl() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(testServerUrl(), name),
    name,
    drop: () =>
      bounded(`dropping database ${name}`, (async () => {
        const c = new Client({ connectionString: testServerUrl(), connectionTimeoutMillis: 10_000 });
        await c.connect();
        try {
          await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        } finally {
          await c.end();
        }
        // DROP DATABASE waits for a checkpoint, which a loaded machine can make slow.
      })(), 45_000),
  };
}
