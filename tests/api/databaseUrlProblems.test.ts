import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseUrlProblem } from '../../api/externalDatabaseCheck';
import { freePortSync, runScript } from '../support/appProcess';
import { testServerUrl } from '../support/db';

/**
 * A DATABASE_URL that cannot be used (server down, unknown user, wrong password, no such
 * database) stops the app and every command in one line naming the server and what to do,
 * where they used to print only "connect ECONNREFUSED 127.0.0.1:5999".
 */
jest.setTimeout(120_000);

let dir: string;
beforeAll(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'odyssey-database-url-'))));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const run = (script: string, args: string[], databaseUrl: string) =>
  runScript(script, args, { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: path.join(dir, 'data'), LOG_LEVEL: 'silent', PORT: String(freePortSync()), HOST: '127.0.0.1' });

function withUrl(change: (url: URL) => void): string {
  const url = new URL(testServerUrl());
  change(url);
  return url.toString();
}

describe('a DATABASE_URL whose server is down', () => {
  const port = freePortSync();
  const down = `postgres://odyssey:secret-password@127.0.0.1:${port}/odyssey`;
  const line = `The PostgreSQL server of DATABASE_URL at 127.0.0.1:${port} could not be reached (ECONNREFUSED, connection refused): start it, correct DATABASE_URL, or unset DATABASE_URL to use the embedded PostgreSQL in DATA_DIR.`;

  it('stops the app in one line naming the server, without its password', async () => {
    const started = await run('api/main.ts', [], down);
    expect([started.status, started.stderr]).toEqual([1, `Odyssey Planner could not start: ${line}\n`]);
  });

  it.each([
    ['backup', 'api/cli/backup.ts', ['--out', 'backup.ndjson']],
    ['events:export', 'api/cli/exportEvents.ts', []],
    ['projections:rebuild', 'api/cli/rebuild.ts', []],
    ['analytics:setup', 'api/cli/setupAnalytics.ts', []],
  ])('stops %s in the same line', async (_name, script, args) => {
    const ran = await run(script, args, down);
    expect([ran.status, ran.stderr]).toEqual([1, `${line}\n`]);
  });
});

describe('a DATABASE_URL the server refuses', () => {
  it('names a database that does not exist and how to make it', async () => {
    const url = withUrl((u) => (u.pathname = '/odyssey_no_such_database'));
    const { host } = new URL(url);
    const ran = await run('api/cli/backup.ts', ['--out', path.join(dir, 'b.ndjson')], url);
    const user = decodeURIComponent(new URL(url).username) || 'postgres';
    expect([ran.status, ran.stderr]).toEqual([
      1,
      `The database "odyssey_no_such_database" does not exist on the PostgreSQL server of DATABASE_URL at ${host}: create it (CREATE DATABASE "odyssey_no_such_database" OWNER "${user}"), or correct its name in DATABASE_URL.\n`,
    ]);
  });

  it('names a user it refuses and asks for the right one', async () => {
    const url = withUrl((u) => {
      u.username = 'odyssey_no_such_role';
      u.password = 'wrong';
    });
    const ran = await run('api/cli/backup.ts', ['--out', path.join(dir, 'b.ndjson')], url);
    expect(ran.status).toBe(1);
    expect(ran.stderr).toMatch(/^The PostgreSQL server of DATABASE_URL at [^ ]+ refused user "odyssey_no_such_role" \(.+\): correct the user or password in DATABASE_URL\.\n$/);
    expect(ran.stderr).not.toContain('wrong');
  });

  it('says a wrong password in the same way', () => {
    const error = Object.assign(new Error('password authentication failed for user "odyssey"'), { code: '28P01' });
    expect(databaseUrlProblem(error, 'postgres://odyssey:s3cret@db.example:6543/odyssey')).toBe(
      'The PostgreSQL server of DATABASE_URL at db.example:6543 refused user "odyssey" (password authentication failed for user "odyssey"): correct the user or password in DATABASE_URL.',
    );
  });
});
