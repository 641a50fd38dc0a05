import fs from 'node:fs';
import path from 'node:path';
import { readOwner } from '../../api/embeddedPostgresOwner';
import { isRunning, portOpen, postmasterPid, removeDataDir, runCommand, startApp, tempDataDir, within, type AppProcess } from '../support/appProcess';

// A command on a DATA_DIR no live process owns: it owns the server for its run.
jest.setTimeout(120_000);

describe('a command with no app running', () => {
  const dataDir = tempDataDir('odyssey-owner-alone-');
  const apps: AppProcess[] = [];
  afterAll(() => removeDataDir(dataDir, apps));

  it('starts the server itself and stops it at its end', async () => {
    const run = await runCommand(dataDir, 'api/cli/setupAnalytics.ts');
    expect(run.status).toBe(0);
    expect(run.stdout).not.toMatch(/using the PostgreSQL of/);
    const port = Number(fs.readFileSync(path.join(dataDir, 'pg-port'), 'utf8'));
    expect(readOwner(dataDir)).toBeNull();
    expect(postmasterPid(dataDir)).toBeNull();
    expect(await portOpen(port)).toBe(false);
  });

  it('stops and starts afresh a server whose owner was killed', async () => {
    const app = await startApp(dataDir);
    apps.push(app);
    const owner = readOwner(dataDir)!;
    const leftover = postmasterPid(dataDir)!;
    // SIGKILL reaches neither the shutdown nor PostgreSQL, which runs on without its owner.
    // (Not the process group: PostgreSQL runs in it.)
    process.kill(owner.pid, 'SIGKILL');
    app.child.kill('SIGKILL');
    await app.exited;
    expect(await within(5000, () => !isRunning(owner.pid))).toBe(true);
    expect(isRunning(leftover)).toBe(true);

    const run = await runCommand(dataDir, 'api/cli/setupAnalytics.ts');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`stopping PostgreSQL left running by an earlier run (pid ${leftover})`);
    expect(isRunning(leftover)).toBe(false);
    expect(readOwner(dataDir)).toBeNull();
    expect(postmasterPid(dataDir)).toBeNull();
  });
});
