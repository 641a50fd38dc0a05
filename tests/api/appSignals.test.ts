import fs from 'node:fs';
import path from 'node:path';
import { readOwner } from '../../api/embeddedPostgresOwner';
import { isRunning, portOpen, postmasterPid, register, removeDataDir, repoRoot, startApp, tempDataDir, within, type AppProcess } from '../support/appProcess';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fakeOpenAI';

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

describe('Ctrl-C at the terminal, twice, while a request is still writing', () => {
  const dataDir = tempDataDir('odyssey-ctrl-c-');
  let app: AppProcess | undefined;
  let fake: FakeOpenAI | undefined;
  afterAll(async () => {
    await removeDataDir(dataDir, app ? [app] : []);
    await fake?.close();
  });

  it('answers the request and records its planner call, then stops PostgreSQL and exits 0', async () => {
    fake = await startFakeOpenAI();
    let asked!: () => void;
    const planning = new Promise<void>((resolve) => (asked = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const questions = ['What do you know of Go already?', 'By when?', 'How many hours a week?'];
    fake.reply(() => {
      asked();
      return { json: { questions }, until: released };
    });
    app = await startApp(dataDir, { command: ['npm', 'run', 'start:server'], env: { OPENAI_BASE_URL: fake.baseURL, OPENAI_API_KEY: 'test', LOG_LEVEL: 'info' } });
    const postmaster = postmasterPid(dataDir)!;
    const token = await register(app.base, 'ctrl-c@example.com');
    // The answer is sent once the planner call is appended to the log.
    const answer = fetch(`${app.base}/api/mission-breakdown/questions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Learn Go', description: '' }),
    }).then(async (r) => ({ status: r.status, body: await r.json() }));
    await planning;

    // A terminal sends Ctrl-C to every process of its foreground group: npm, tsx, the app and what else is in it.
    const group = -app.child.pid!;
    process.kill(group, 'SIGINT');
    expect(await within(10_000, () => app!.output().includes('"msg":"shutting down"'))).toBe(true);
    process.kill(group, 'SIGINT');
    expect(await within(10_000, () => app!.output().includes('already shutting down'))).toBe(true);
    release();

    await expect(answer).resolves.toEqual({ status: 200, body: expect.objectContaining({ questions }) });
    await expect(app.exited).resolves.toBe(0);
    expect(await within(5000, () => !isRunning(postmaster))).toBe(true);
    expect(readOwner(dataDir)).toBeNull();
    expect(app.output()).not.toMatch(/terminating connection|stopped unexpectedly|"level":50/);
  });
});

it('npm start checks it may start, builds the web app, then hands over to the same server script', () => {
  // The shell npm runs a script in does not pass signals on: `exec` replaces it with the server,
  // and node runs it itself (the tsx launcher kills a process that takes over 30 ms to take a signal).
  expect(startScripts['start:server']).toBe('exec node --import tsx api/main.ts');
  expect(startScripts.start).toBe('tsx api/cli/startCheck.ts && npm run build:web && exec npm run start:server');
});
