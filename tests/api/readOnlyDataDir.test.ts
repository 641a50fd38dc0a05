import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appEnv, freePortSync, repoRoot } from '../support/appProcess';

/**
 * A DATA_DIR the app may not write stops the start in one line naming it, where a recursive
 * mkdir used to report a misleading "ENOENT … mkdir". Run as an unprivileged user (root writes
 * anywhere): as `nobody` when the tests run as root.
 */
jest.setTimeout(60_000);

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'odyssey-read-only-'));
  fs.chmodSync(dir, 0o755);
  fs.mkdirSync(path.join(dir, 'locked'), { mode: 0o555 });
  fs.chmodSync(path.join(dir, 'locked'), 0o555);
  // tsx keeps its files in TMPDIR, which the unprivileged user must write.
  fs.mkdirSync(path.join(dir, 'tmp'));
  fs.chmodSync(path.join(dir, 'tmp'), 0o777);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function startAsUnprivileged(dataDir: string): Promise<{ status: number | null; stderr: string }> {
  const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['api/main.ts'], {
      cwd: repoRoot,
      env: appEnv(dataDir, { PORT: String(freePortSync()), HOME: path.join(dir, 'tmp'), TMPDIR: path.join(dir, 'tmp') }),
      stdio: ['ignore', 'ignore', 'pipe'],
      ...asNobody,
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stderr }));
  });
}

describe('npm start with a DATA_DIR it may not write', () => {
  it('says in one line which directory cannot be written', async () => {
    const dataDir = path.join(dir, 'locked', 'odyssey', 'data');
    const run = await startAsUnprivileged(dataDir);
    expect([run.status, run.stderr]).toEqual([
      1,
      `Odyssey Planner could not start: DATA_DIR ${dataDir} cannot be written (EACCES on ${path.join(dir, 'locked')}): give this user write access to it, or set DATA_DIR to a directory it can write.\n`,
    ]);
  });
});
