import fs from 'node:fs';
import path from 'node:path';
import { runCommand, tempDataDir } from '../support/appProcess';

// Commands that read a deployment, pointed at a DATA_DIR that holds none (a typo, a relative
// path from another directory): each refuses in one line and makes nothing there, where it
// used to start an empty PostgreSQL and report "0 events" as if it were the app's.
jest.setTimeout(120_000);

const dataDir = tempDataDir('odyssey-no-database-');
const outOf = (file: string) => path.join(path.dirname(dataDir), file);
const commands: Array<[string, string, string[]]> = [
  ['backup', 'api/cli/backup.ts', ['--out', outOf('backup.ndjson')]],
  ['events:export', 'api/cli/exportEvents.ts', ['--out', outOf('export.ndjson')]],
  ['replay', 'api/cli/rebuild.ts', ['--until', '2030-01-01T00:00:00Z', '--schema', 'audit_copy']],
  ['projections:rebuild', 'api/cli/rebuild.ts', []],
];

describe('a command that reads a deployment, on a DATA_DIR that holds none', () => {
  afterAll(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  it.each(commands)('%s refuses in one line naming the directory, and makes nothing there', async (name, script, args) => {
    const run = await runCommand(dataDir, script, args);
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `DATA_DIR ${dataDir} holds no Odyssey Planner database for ${name} to use: set DATA_DIR to the directory the app runs with (an absolute path), or DATABASE_URL.`,
    );
    expect(run.stdout).toBe('');
    expect(fs.existsSync(dataDir)).toBe(false);
    expect(fs.readdirSync(path.dirname(dataDir))).toEqual([]);
  });
});
