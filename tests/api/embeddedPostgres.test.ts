import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const probe = path.join(__dirname, '../support/embeddedPostgresProbe.mjs');

function freePortSync(): number {
  const out = spawnSync(process.execPath, ['-e', "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"]);
  return Number(String(out.stdout).trim());
}

// Mode 700 is a private parent such as /root or `mktemp -d`: as root, PostgreSQL's `postgres`
// user cannot reach a cluster there, so it lives elsewhere, named in `<dataDir>-location`.
describe.each([
  ['a shared directory', 0o755],
  ['a private (mode 700) directory', 0o700],
])('embedded PostgreSQL in %s', (_where, mode) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'odyssey-restart-'));
  fs.chmodSync(dir, mode);
  const dataDir = path.join(dir, 'pg');
  const locationFile = `${dataDir}-location`;
  const port = freePortSync();
  afterAll(() => {
    const clusterDir = fs.existsSync(locationFile) ? fs.readFileSync(locationFile, 'utf8').trim() : dataDir;
    spawnSync('pkill', ['-f', clusterDir]);
    fs.rmSync(clusterDir, { recursive: true, force: true });
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps data across a killed run and recovers the PostgreSQL it left behind', async () => {
    const first = spawn(process.execPath, [probe, dataDir, String(port), 'write'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let errors = '';
    first.stderr.on('data', (d) => (errors += d));
    await new Promise<void>((resolve, reject) => {
      first.stdout.on('data', (d) => String(d).includes('ready') && resolve());
      first.on('exit', (code) => reject(new Error(`probe exited early (${code}): ${errors}`)));
    });
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    // The killed run's PostgreSQL still holds the port and postmaster.pid.
    const clusterDir = fs.existsSync(locationFile) ? fs.readFileSync(locationFile, 'utf8').trim() : dataDir;
    expect(fs.existsSync(path.join(clusterDir, 'postmaster.pid'))).toBe(true);
    const second = spawnSync(process.execPath, [probe, dataDir, String(port), 'read'], { encoding: 'utf8', timeout: 90_000 });
    expect(second.stderr).toBe('');
    const [rows, afterStop] = second.stdout.trim().split('\n');
    expect(JSON.parse(rows)).toEqual([{ note: 'written before the kill' }]);
    // stop() leaves no timer behind to hold the process (and a test run) open.
    expect(JSON.parse(afterStop)).toEqual({ timersLeft: 0 });
  }, 180_000);
});
