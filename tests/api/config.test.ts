import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { loadConfig, publicUrlOf } from '../../api/config';

describe('configuration', () => {
  it('has embedded defaults', () => {
    expect(loadConfig({})).toMatchObject({ PORT: 3000, DATA_DIR: './.data', EVENT_STORE: 'postgres', ROLE: 'all' });
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT /],
    [{ ROLE: 'worker' }, /^Invalid configuration: ROLE /],
    [{ DATABASE_URL: 'not a url' }, /^Invalid configuration: DATABASE_URL /],
    [{ JWT_SECRET: 'short' }, /^Invalid configuration: JWT_SECRET must be at least 32 characters/],
    [{ EVENT_STORE: 'eventstoredb' }, /needs EVENTSTORE_CONNECTION_STRING/],
  ])('refuses %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  describe('split roles on a shared database', () => {
    const secrets = { JWT_SECRET: 'a-shared-secret-a-shared-secret-0123', MASTER_KEY: Buffer.alloc(32, 1).toString('base64') };
    const shared = { DATABASE_URL: 'postgres://odyssey@db.example:5432/odyssey' };

    it.each(['api', 'projector', 'planner'])('ROLE=%s needs JWT_SECRET and MASTER_KEY, one line each', (role) => {
      expect(() => loadConfig({ ...shared, ROLE: role })).toThrow(
        new RegExp(`^Invalid configuration: JWT_SECRET must be set with ROLE=${role} and DATABASE_URL.*\nInvalid configuration: MASTER_KEY must be set with ROLE=${role} and DATABASE_URL[^\n]*$`),
      );
      expect(() => loadConfig({ ...shared, ROLE: role, JWT_SECRET: secrets.JWT_SECRET })).toThrow(/^Invalid configuration: MASTER_KEY [^\n]*$/);
      expect(() => loadConfig({ ...shared, ROLE: role, MASTER_KEY: secrets.MASTER_KEY })).toThrow(/^Invalid configuration: JWT_SECRET [^\n]*$/);
      expect(loadConfig({ ...shared, ...secrets, ROLE: role })).toMatchObject({ ROLE: role, ...secrets });
    });

    it('ROLE=all and the embedded database keep generating their secrets into DATA_DIR', () => {
      expect(loadConfig({ ...shared, ROLE: 'all' }).MASTER_KEY).toBeUndefined();
      expect(loadConfig({ ROLE: 'api' }).JWT_SECRET).toBeUndefined();
    });

    it('a process with ROLE=projector and no secrets exits non-zero naming each variable, before touching the database', () => {
      const root = path.join(__dirname, '../..');
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
        cwd: root,
        // Port 1 on this machine answers nothing: a process that tried to connect would fail differently.
        env: { ...process.env, ROLE: 'projector', DATABASE_URL: 'postgres://odyssey@127.0.0.1:1/odyssey', JWT_SECRET: '', MASTER_KEY: '' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr.trim().split('\n')).toEqual([
        expect.stringMatching(/^Invalid configuration: JWT_SECRET must be set with ROLE=projector and DATABASE_URL/),
        expect.stringMatching(/^Invalid configuration: MASTER_KEY must be set with ROLE=projector and DATABASE_URL/),
      ]);
    }, 60_000);
  });

  it('stops `npm start` with one clear line and no stack trace', () => {
    const root = path.join(__dirname, '../..');
    const run = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['api/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: PORT /);
  }, 60_000);
});

describe('PUBLIC_URL', () => {
  it('defaults to localhost on the configured port, and drops a trailing slash', () => {
    expect(publicUrlOf(loadConfig({}))).toBe('http://localhost:3000');
    expect(publicUrlOf(loadConfig({ PORT: '8080' }))).toBe('http://localhost:8080');
    expect(publicUrlOf(loadConfig({ PUBLIC_URL: 'https://planner.example.com/' }))).toBe('https://planner.example.com');
  });

  it('refuses an address a browser cannot open, naming the variable', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'planner.example.com' })).toThrow('Invalid configuration: PUBLIC_URL must be an http:// or https:// URL');
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://planner.example.com' })).toThrow('Invalid configuration: PUBLIC_URL must be an http:// or https:// URL');
  });
});
