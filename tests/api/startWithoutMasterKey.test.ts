import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedOneUser } from '../support/appOnDatabase';
import { appEnv, freePortSync, runScript } from '../support/appProcess';
import { createTestDatabase } from '../support/db';
import { TEST_JWT_SECRET } from '../support/testApp';

/**
 * The app started without a master key on a database whose users already have data keys (a
 * restored or moved deployment, "DATA_DIR=... npm start" without the MASTER_KEY docs/backup.md
 * asks for): it stops in one line asking for the key, and generates none. A generated key opened
 * none of the data keys and stayed in DATA_DIR/master-key as the key of every later start.
 */

// Starts the app on a database once, then the app as a process that must refuse to start.
jest.setTimeout(120_000);

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'odyssey-start-key-'));
  database = await createTestDatabase('odyssey_start_key');
  await seedOneUser(database.url, TEST_JWT_SECRET, 'keys@example.com');
});

afterAll(async () => {
  await database?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('refuses in one line to start without the master key its data keys were made with, and writes none', async () => {
  const dataDir = path.join(dir, 'data');
  const run = await runScript('api/main.ts', [], appEnv(dataDir, { DATABASE_URL: database.url, PORT: String(freePortSync()), LOG_LEVEL: 'silent' }));
  expect([run.status, run.stderr]).toEqual([
    1,
    `Odyssey Planner could not start: The database holds users' data keys made with a master key this start was not given (MASTER_KEY is not set and ${path.join(dataDir, 'master-key')} does not exist): set MASTER_KEY to the deployment's, or put its key file there.\n`,
  ]);
  expect(fs.existsSync(path.join(dataDir, 'master-key'))).toBe(false);
});
