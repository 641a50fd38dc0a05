import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appEnv, freePortSync, repoRoot } from '../support/appProcess';

/**
 * A DATA_DIR the app cannot make stops the start in one line naming it, where a recursive mkdir
 * used to report a misleading "ENOENT … mkdir". A path through a file stops anyone, root too; a
 * directory without write permission stops an unprivileged user only (`nobody` when the tests
 * run as root), who must be able to reach the clone to run it.
 */
jest.setTimeout(60_000);

const NOBODY = { uid: 65534, gid: 65534 };
const isRoot = process.getuid?.() === 0;

/** Can `nobody` reach the clone (every directory above it searchable by others)? */
function nobodyReachesClone(): boolean {
  for (let at = repoRoot; ; at = path.dirname(at)) {
    if ((fs.statSync(at).mode & 0o001) === 0) return false;
    if (path.dirname(at) === at) return true;
  }
}

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'odyssey-read-only-'));
  fs.chmodSync(dir, 0o755);
  fs.mkdirSync(path.join(dir, 'locked'), { mode: 0o555 });
  fs.chmodSync(path.join(dir, 'locked'), 0o555);
  fs.writeFileSync(path.join(dir, 'a-file'), '');
  // tsx keeps its files in TMPDIR, which the unprivileged user must write.
  fs.mkdirSync(path.join(dir, 'tmp'));
  fs.chmodSync(path.join(dir, 'tmp'), 0o777);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function start(dataDir: string, as: { uid?: number; gid?: number } = {}): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['api/main.ts'], {
      cwd: repoRoot,
      env: appEnv(dataDir, { PORT: String(freePortSync()), HOME: path.join(dir, 'tmp'), TMPDIR: path.join(dir, 'tmp') }),
      stdio: ['ignore', 'ignore', 'pipe'],
      ...as,
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stderr }));
  });
}

const cannotBeWritten = (dataDir: string, why: string) =>
  `Odyssey Planner could not start: DATA_DIR ${dataDir} cannot be written (${why}): give this user write access to it, or set DATA_DIR to a directory it can write.\n`;

describe('npm start with a DATA_DIR it cannot make', () => {
  it('says in one line which directory cannot be written when a file stands in its path', async () => {
    const dataDir = path.join(dir, 'a-file', 'odyssey', 'data');
    const run = await start(dataDir);
    expect([run.status, run.stderr]).toEqual([1, cannotBeWritten(dataDir, `${path.join(dir, 'a-file')} is not a directory`)]);
  });

  // Root writes anywhere: as root this runs as `nobody`, which needs a clone it can reach.
  const unprivileged = !isRoot || nobodyReachesClone();
  (unprivileged ? it : it.skip)('says in one line which directory cannot be written when it may not write there', async () => {
    const dataDir = path.join(dir, 'locked', 'odyssey', 'data');
    const run = await start(dataDir, isRoot ? NOBODY : {});
    expect([run.status, run.stderr]).toEqual([1, cannotBeWritten(dataDir, `EACCES on ${path.join(dir, 'locked')}`)]);
  });
});
