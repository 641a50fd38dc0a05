import net from 'node:net';
import { freePortSync, runScript, appEnv, tempDataDir } from '../support/appProcess';
import fs from 'node:fs';
import path from 'node:path';

/**
 * `npm start` runs api/cli/startCheck.ts first: a PORT another program listens on is refused
 * there in one line, before the web build and PostgreSQL start, where it used to be found only
 * when the app itself began to listen.
 */
jest.setTimeout(60_000);

const dataDir = tempDataDir('odyssey-port-in-use-');
afterAll(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));

async function listening(port: number, host: string): Promise<net.Server> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen({ port, host }, resolve));
  return server;
}

describe('npm start on a PORT another program holds', () => {
  it.each([
    ['the same HOST', '127.0.0.1', '127.0.0.1'],
    ['all addresses, where the app would listen on one', '0.0.0.0', '127.0.0.1'],
    ['one address, where the app would listen on all', '127.0.0.1', '0.0.0.0'],
  ])('refuses in one line on %s, and makes nothing in DATA_DIR', async (_case, heldOn, host) => {
    const port = freePortSync();
    const other = await listening(port, heldOn);
    try {
      const run = await runScript('api/cli/startCheck.ts', [], appEnv(dataDir, { PORT: String(port), HOST: host }));
      expect([run.status, run.stderr]).toEqual([1, `PORT ${port} is already in use on HOST ${host} by another program: stop it, or start with another PORT (e.g. PORT=${port + 1} npm start).\n`]);
      expect(fs.existsSync(dataDir)).toBe(false);
    } finally {
      other.close();
    }
  });

  it('passes a free PORT', async () => {
    const run = await runScript('api/cli/startCheck.ts', [], appEnv(dataDir, { PORT: String(freePortSync()) }));
    expect([run.status, run.stderr]).toEqual([0, '']);
  });
});
