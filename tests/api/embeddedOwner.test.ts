import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { readOwner } from '../../api/embeddedPostgresOwner';
import { appEnv, isRunning, portOpen, postmasterPid, register, removeDataDir, repoRoot, runCommand, startApp, tempDataDir, within, type AppProcess } from '../support/appProcess';

// Real processes on a DATA_DIR of their own: the app, then the operator's commands beside it.
jest.setTimeout(120_000);

const health = (app: AppProcess) => fetch(`${app.base}/api/health`).then((r) => r.status);
const lines = (text: string) => text.trim().split('\n').filter(Boolean);

describe('commands beside a running app on the same DATA_DIR', () => {
  const dataDir = tempDataDir('odyssey-owner-');
  let app: AppProcess;
  let postmaster: number;
  let owner: NonNullable<ReturnType<typeof readOwner>>;

  beforeAll(async () => {
    app = await startApp(dataDir);
    postmaster = postmasterPid(dataDir)!;
    owner = readOwner(dataDir)!;
  });
  afterAll(() => removeDataDir(dataDir, app ? [app] : []));

  it('records the app as the owner of its PostgreSQL, readable by its user only', () => {
    expect(owner).toMatchObject({ command: 'npm start', httpPort: app.port, state: 'running' });
    expect(isRunning(owner.pid)).toBe(true);
    expect(isRunning(postmaster)).toBe(true);
    expect(fs.statSync(path.join(dataDir, 'pg-owner')).mode & 0o777).toBe(0o600);
  });

  it('analytics:setup uses the running server and leaves the app answering and writing', async () => {
    const run = await runCommand(dataDir, 'api/cli/setupAnalytics.ts');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`using the PostgreSQL of npm start (pid ${owner.pid}`);
    expect(run.stdout).not.toMatch(/stopping PostgreSQL/);
    expect(postmasterPid(dataDir)).toBe(postmaster);
    expect(isRunning(postmaster)).toBe(true);
    expect(await health(app)).toBe(200);
    // Appends take the event store's advisory lock: the setup leaves the app's role its grants.
    await register(app.base, 'after-analytics@example.com');
  });

  it('events:export and a replay into another schema run beside it and leave it running', async () => {
    const out = path.join(path.dirname(dataDir), 'export.ndjson');
    const exported = await runCommand(dataDir, 'api/cli/exportEvents.ts', ['--out', out]);
    expect(exported.status).toBe(0);
    expect(lines(fs.readFileSync(out, 'utf8')).length).toBeGreaterThan(0);
    const replay = await runCommand(dataDir, 'api/cli/rebuild.ts', ['--schema', 'audit_copy']);
    expect(replay.stderr).toBe('');
    expect(replay.status).toBe(0);
    expect(replay.stdout).toMatch(/in schema "audit_copy"/);
    expect(postmasterPid(dataDir)).toBe(postmaster);
    expect(await health(app)).toBe(200);
    await register(app.base, 'after-export@example.com');
  });

  it('a second app on the same DATA_DIR stops with one line naming the running one', async () => {
    const second = await runCommand(dataDir, 'api/main.ts', [], { PORT: '0' });
    expect(second.status).toBe(1);
    expect(lines(second.stderr)).toHaveLength(1);
    expect(second.stderr).toMatch(new RegExp(`already running with DATA_DIR ${dataDir}: npm start \\(pid ${owner.pid}, http port ${app.port}, PostgreSQL port ${owner.port}\\)`));
    expect(postmasterPid(dataDir)).toBe(postmaster);
    expect(await health(app)).toBe(200);
  });

  it('a second `npm start` stops before it builds the web app, so the running app keeps serving its files', async () => {
    // The running app serves web/dist; a build empties and rewrites it under the running app.
    const webDist = path.join(repoRoot, 'web/dist');
    const filesOf = () => (fs.existsSync(webDist) ? fs.readdirSync(webDist, { recursive: true }).map(String).sort().map((f) => `${f}@${fs.statSync(path.join(webDist, f)).mtimeMs}`) : []);
    const before = filesOf();
    const second = spawnSync('npm', ['start'], { cwd: repoRoot, env: appEnv(dataDir, { PORT: '0' }), encoding: 'utf8' });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain(`Odyssey Planner is already running with DATA_DIR ${dataDir}: npm start (pid ${owner.pid}, http port ${app.port}, PostgreSQL port ${owner.port}).`);
    expect(second.stdout).not.toContain('vite build');
    expect(filesOf()).toEqual(before);
    expect(await health(app)).toBe(200);
  });

  it.each([
    ['projections:rebuild', 'api/cli/rebuild.ts', []],
    ['events:import', 'api/cli/importEvents.ts', ['-']],
    ['restore', 'api/cli/restore.ts', [path.resolve(__dirname, '../../package.json')]],
  ])('%s refuses in one line and touches nothing', async (name, script, args) => {
    const before = fs.readdirSync(dataDir).sort();
    const run = await runCommand(dataDir, script, args);
    expect(run.status).not.toBe(0);
    expect(run.stdout).toBe('');
    expect(lines(run.stderr)).toEqual([`${name} cannot run while npm start (pid ${owner.pid}, http port ${app.port}, PostgreSQL port ${owner.port}) uses DATA_DIR ${dataDir}: stop it first.`]);
    expect(fs.readdirSync(dataDir).sort()).toEqual(before);
    expect(postmasterPid(dataDir)).toBe(postmaster);
    expect(await health(app)).toBe(200);
  });
});
