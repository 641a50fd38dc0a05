import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { seedOneUser } from '../support/appOnDatabase';
import { runScript } from '../support/appProcess';
import { createTestDatabase } from '../support/db';
import { TEST_JWT_SECRET, TEST_MASTER_KEY } from '../support/testApp';

/**
 * npm run projections:rebuild checks the master key against the users' data keys before it
 * resets any read model, and never generates one: a rebuild without MASTER_KEY (or with another
 * deployment's) used to write a new DATA_DIR/master-key, empty every read model, then fail on the
 * first sealed text, leaving the api processes answering 503 until a projector rebuilt them.
 */

// Starts the app on a database once, then runs the CLI as a process three times.
jest.setTimeout(120_000);

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Knex;
let dir: string;

const rebuild = (env: Record<string, string>) =>
  runScript('api/cli/rebuild.ts', [], { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'silent', MASTER_KEY: '', DATA_DIR: path.join(dir, 'data'), ...env });
const checkpoints = () => db('projection_checkpoints').orderBy('name').select('name', 'position', 'building');

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'odyssey-rebuild-key-'));
  database = await createTestDatabase('odyssey_rebuild_key');
  db = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 2 } });
  await seedOneUser(database.url, TEST_JWT_SECRET, 'keys@example.com', 'Sealed title');
});

afterAll(async () => {
  await db?.destroy();
  await database?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('npm run projections:rebuild and the master key', () => {
  it('without a master key refuses in one line, generates none and resets nothing', async () => {
    const before = await checkpoints();
    const run = await rebuild({});
    expect([run.status, run.stderr]).toEqual([
      1,
      `projections:rebuild needs the master key the users' data keys were made with: set MASTER_KEY (the one the app runs with), or put its key file at ${path.join(dir, 'data', 'master-key')}. Nothing was changed.\n`,
    ]);
    expect(fs.existsSync(path.join(dir, 'data', 'master-key'))).toBe(false);
    expect(await checkpoints()).toEqual(before);
  });

  it('with another master key refuses in one line and resets nothing', async () => {
    const before = await checkpoints();
    const run = await rebuild({ MASTER_KEY: Buffer.alloc(32, 9).toString('base64') });
    expect([run.status, run.stderr]).toEqual([1, "The users' data keys do not open with this master key (1 of 1): run projections:rebuild with the MASTER_KEY the app runs with. Nothing was changed.\n"]);
    expect(await checkpoints()).toEqual(before);
  });

  it('with the deployment’s master key rebuilds the texts as they were', async () => {
    const run = await rebuild({ MASTER_KEY: TEST_MASTER_KEY.toString('base64') });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(await db('todos').pluck('title')).toEqual(['Sealed title']);
  });
});
