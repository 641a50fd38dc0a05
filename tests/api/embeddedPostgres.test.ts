import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const probe = path.join(__dirname, '../support/embeddedPostgresProbe.mjs');

function freePortSync(): number {
  const out = spawnSync(process.execPath, ['-e', "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"]);
  return Number(String(out.stdout).trim());
}

describe('embedded PostgreSQL', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'odyssey-restart-'));
  fs.chmodSync(dir, 0o755);
  const dataDir = path.join(dir, 'pg');
  const port = freePortSync();
  afterAll(() => {
    spawnSync('pkill', ['-f', dataDir]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps data across a killed run and recovers the PostgreSQL it left behind', async () => {
    const first = spawn(process.execPath, [probe, dataDir, String(port), 'write'], { stdio: ['ignore', 'pipe', 'pipe'] });
    await new Promise<void>((resolve, reject) => {
      first.stdout.on('data', (d) => String(d).includes('ready') && resolve());
      first.on('exit', (code) => reject(new Error(`probe exited early (${code})`)));
    });
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    // The killed run's PostgreSQL still holds the port and postmaster.pid.
    expect(fs.existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(true);
    const second = spawnSync(process.execPath, [probe, dataDir, String(port), 'read'], { encoding: 'utf8', timeout: 60_000 });
    expect(second.stderr).toBe('');
    expect(JSON.parse(second.stdout.trim())).toEqual([{ note: 'written before the kill' }]);
  }, 90_000);
});
