import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { ensureDataKeysTable } from '../../commands/personalData/dataKeys';
import { seedOneUser } from '../support/appOnDatabase';
import { freePortSync, runScript } from '../support/appProcess';
import { createTestDatabase } from '../support/db';
import { TEST_JWT_SECRET, TEST_MASTER_KEY } from '../support/testApp';

/**
 * The commands as an operator runs them: relative paths are the operator's (npm runs a script in
 * the package root and names the directory it was typed in INIT_CWD), an export says how many
 * events it wrote, an import's rebuild never generates a master key, and api:types without a
 * server says what it needs.
 */
jest.setTimeout(180_000);

let dir: string;
let source: Awaited<ReturnType<typeof createTestDatabase>>;
const cleanup: Array<() => Promise<unknown>> = [];

const cli = (script: string, args: string[], env: Record<string, string | undefined>) =>
  runScript(script, args, { ...process.env, DATA_DIR: path.join(dir, 'data'), MASTER_KEY: TEST_MASTER_KEY.toString('base64'), LOG_LEVEL: 'silent', INIT_CWD: dir, ...env });
const exported = () => cli('api/cli/exportEvents.ts', ['--out', 'events.ndjson'], { DATABASE_URL: source.url });

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'odyssey-operator-'));
  source = await createTestDatabase('odyssey_operator');
  await seedOneUser(source.url, TEST_JWT_SECRET, 'ops@example.com', 'Sealed title');
});

afterAll(async () => {
  for (const step of cleanup) await step();
  await source?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const eventCount = async () => {
  const db = knexFactory({ client: 'pg', connection: source.url, pool: { min: 0, max: 1 } });
  try {
    return (await db.raw('SELECT count(*)::int AS n FROM events')).rows[0].n as number;
  } finally {
    await db.destroy();
  }
};

describe('npm run events:export', () => {
  it('writes --out where the operator typed it and names the absolute path and the count', async () => {
    const run = await exported();
    const file = path.join(dir, 'events.ndjson');
    const events = await eventCount();
    expect([run.status, run.stderr]).toEqual([0, `Exported ${events} events to ${file}.\n`]);
    expect(fs.readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(events);
  });

  it('to stdout reports the count on stderr', async () => {
    const run = await cli('api/cli/exportEvents.ts', [], { DATABASE_URL: source.url });
    const events = await eventCount();
    expect([run.status, run.stderr]).toEqual([0, `Exported ${events} events to stdout.\n`]);
    expect(run.stdout.trim().split('\n')).toHaveLength(events);
  });
});

describe('relative paths of the operator', () => {
  it('DATA_DIR resolves against the directory the command was typed in', async () => {
    const run = await cli('api/cli/backup.ts', ['--out', 'backup.ndjson'], { DATA_DIR: 'elsewhere/data' });
    expect(run.stderr).toBe(
      `DATA_DIR ${path.join(dir, 'elsewhere/data')} holds no Odyssey Planner database for backup to use: set DATA_DIR to the directory the app runs with (an absolute path), or DATABASE_URL.\n`,
    );
  });

  it.each([
    ['events:import', 'api/cli/importEvents.ts'],
    ['restore', 'api/cli/restore.ts'],
  ])('%s names a missing file by its absolute path', async (_name, script) => {
    const run = await cli(script, ['missing.ndjson'], { DATABASE_URL: source.url });
    expect([run.status, run.stderr]).toEqual([1, `No such file: ${path.join(dir, 'missing.ndjson')}\n`]);
  });
});

describe('npm run events:import -- --rebuild and the master key', () => {
  let target: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Knex;

  beforeAll(async () => {
    if (!fs.existsSync(path.join(dir, 'events.ndjson'))) await exported();
    target = await createTestDatabase('odyssey_operator_import');
    db = knexFactory({ client: 'pg', connection: target.url, pool: { min: 0, max: 2 } });
    cleanup.push(async () => {
      await db.destroy();
      await target.drop();
    });
    // The source's data keys copied in first, as docs/analytics.md says, to keep the texts.
    const sourceDb = knexFactory({ client: 'pg', connection: source.url, pool: { min: 0, max: 1 } });
    try {
      await ensureDataKeysTable(db);
      await db('user_data_keys').insert(await sourceDb('user_data_keys').select());
    } finally {
      await sourceDb.destroy();
    }
  });

  it('without the master key refuses in one line before importing, and generates none', async () => {
    const run = await cli('api/cli/importEvents.ts', ['events.ndjson', '--rebuild'], { DATABASE_URL: target.url, MASTER_KEY: '' });
    expect([run.status, run.stderr]).toEqual([
      1,
      `events:import --rebuild needs the master key the users' data keys were made with: set MASTER_KEY (the one the app runs with), or put its key file at ${path.join(dir, 'data', 'master-key')}. Nothing was changed.\n`,
    ]);
    expect(fs.existsSync(path.join(dir, 'data', 'master-key'))).toBe(false);
    expect((await db.raw("SELECT to_regclass('public.events') IS NULL AS none")).rows[0].none || (await db.raw('SELECT count(*)::int AS n FROM events')).rows[0].n === 0).toBe(true);
  });

  it('with the deployment’s master key imports and rebuilds the texts', async () => {
    const run = await cli('api/cli/importEvents.ts', ['events.ndjson', '--rebuild'], { DATABASE_URL: target.url });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(await db('todos').pluck('title')).toEqual(['Sealed title']);
  });
});

describe('npm run api:types without a server', () => {
  it('says what it needs in one line', async () => {
    const port = freePortSync();
    const run = await cli('api/cli/writeApiTypes.ts', [], { PORT: String(port) });
    expect([run.status, run.stderr]).toEqual([
      1,
      `Could not generate the API types: no server answers at http://localhost:${port}/api/docs/json (ECONNREFUSED): start the app (npm start, with the PORT it runs on) and run it again, or give the document with --from <url|file>\n`,
    ]);
  });
});

describe('npm run eval:planner with a setting it cannot read', () => {
  it('names the setting in one line', async () => {
    const run = await cli('api/cli/evalPlanner.ts', [], { PLANNER_TIMEOUT_MS: 'soon' });
    expect([run.status, run.stderr]).toEqual([1, 'Invalid configuration: PLANNER_TIMEOUT_MS Invalid input: expected number, received NaN\n']);
  });
});
