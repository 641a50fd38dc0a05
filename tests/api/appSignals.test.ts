import fs from 'node:fs';
import path from 'node:path';
import { readOwner } from '../../api/embeddedPostgresOwner';
import { isRunning, portOpen, postmasterPid, removeDataDir, repoRoot, startApp, tempDataDir, within, type AppProcess } from '../support/appProcess';

// A signal to the process a user started stops the app and the PostgreSQL it started.
jest.setTimeout(120_000);

const startScripts = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).scripts as Record<string, string>;

describe.each([
  ['npm run start:server', 'SIGTERM', ['npm', 'run', 'start:server']],
  ['tsx api/main.ts', 'SIGINT', undefined],
] as const)('%s, stopped with %s', (_name, signal, command) => {
  const dataDir = tempDataDir('odyssey-signal-');
  let app: AppProcess | undefined;
  afterAll(() => removeDataDir(dataDir, app ? [app] : []));

  it('ends the app, its PostgreSQL and the owner record within seconds', async () => {
    app = await startApp(dataDir, { command: command ? [...command] : undefined });
    const postmaster = postmasterPid(dataDir)!;
    const owner = readOwner(dataDir)!;
    expect(isRunning(postmaster)).toBe(true);

    app.child.kill(signal);
    await expect(Promise.race([app.exited, new Promise((r) => setTimeout(() => r('still running'), 15_000).unref())])).resolves.toBe(0);
    expect(await within(5000, () => !isRunning(postmaster) && !isRunning(owner.pid))).toBe(true);
    expect(postmasterPid(dataDir)).toBeNull();
    expect(readOwner(dataDir)).toBeNull();
    expect(await portOpen(owner.port)).toBe(false);
    expect(await portOpen(app.port)).toBe(false);
  });
});

it('npm start checks it may start, builds the web app, then hands over to the same server script', () => {
  // The shell npm runs a script in does not pass signals on: `exec` replaces it with the server.
  expect(startScripts['start:server']).toBe('exec tsx api/main.ts');
  expect(startScripts.start).toBe('tsx api/cli/startCheck.ts && npm run build:web && exec npm run start:server');
});
