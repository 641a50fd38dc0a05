import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { claimOwnership, isOwnerAlive, OWNER_FILE, processStartTime, readOwner, releaseOwnership } from '../../api/embeddedPostgresOwner';

describe('the owner record of an embedded PostgreSQL', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'odyssey-owner-record-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const write = (record: object) => fs.writeFileSync(path.join(dir, OWNER_FILE), JSON.stringify({ command: 'npm start', port: 5999, state: 'running', ...record }));
  /** The pid of a process that has ended. */
  const endedPid = () => spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' }).stdout.trim();

  it('is claimed by the first process, readable by its user only, and names its pid and start time', () => {
    const claim = claimOwnership(dir, { command: 'analytics:setup', port: 5432 });
    expect(claim.claimed).toBe(true);
    expect(readOwner(dir)).toEqual({ pid: process.pid, startTime: processStartTime(process.pid), command: 'analytics:setup', port: 5432, state: 'starting' });
    expect(fs.statSync(path.join(dir, OWNER_FILE)).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dir)).toEqual([OWNER_FILE]);
  });

  it('is not claimed while its owner lives: the live owner is answered', () => {
    const parent = { pid: process.ppid, startTime: processStartTime(process.ppid) };
    write(parent);
    const claim = claimOwnership(dir, { command: 'events:export', port: 5999 });
    expect(claim).toEqual({ claimed: false, owner: expect.objectContaining(parent) });
    expect(readOwner(dir)?.pid).toBe(process.ppid);
  });

  it.each([
    ['an ended process', () => ({ pid: Number(endedPid()), startTime: '1' })],
    ['a reused pid (another start time)', () => ({ pid: process.ppid, startTime: String(Number(processStartTime(process.ppid)) + 1) })],
    ['an unreadable record', () => null],
  ])('left by %s is taken over', (_case, record) => {
    const stale = record();
    if (stale) write(stale);
    else fs.writeFileSync(path.join(dir, OWNER_FILE), '{not json');
    if (stale) expect(isOwnerAlive(stale)).toBe(false);
    expect(claimOwnership(dir, { command: 'npm start', port: 5999 }).claimed).toBe(true);
    expect(readOwner(dir)?.pid).toBe(process.pid);
    expect(fs.readdirSync(dir)).toEqual([OWNER_FILE]);
  });

  it('is released only by its owner', () => {
    write({ pid: process.ppid, startTime: processStartTime(process.ppid) });
    releaseOwnership(dir);
    expect(readOwner(dir)?.pid).toBe(process.ppid);
    fs.rmSync(path.join(dir, OWNER_FILE));
    claimOwnership(dir, { command: 'npm start', port: 5999 });
    releaseOwnership(dir);
    expect(readOwner(dir)).toBeNull();
  });
});
