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
