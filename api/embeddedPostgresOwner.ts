import fs from 'node:fs';
import path from 'node:path';

/**
 * Who owns the embedded PostgreSQL of a DATA_DIR: the process that started it, recorded in
 * DATA_DIR/pg-owner (mode 0600). Every other process attaches to that server and never stops
 * it; only a server whose owner is gone is stopped and started again.
 */
export type EmbeddedOwner = {
  pid: number;
  /** The process's start time (clock ticks since boot, /proc/<pid>/stat field 22): a reused pid is another process. */
  startTime: string | null;
  /** What the owner is, for messages: `npm start`, `analytics:setup`, ... */
  command: string;
  /** The PostgreSQL port. */
  port: number;
  /** The app's HTTP port, when the owner serves the API. */
  httpPort?: number;
  /** `starting` until the server accepts connections. */
  state: 'starting' | 'running';
};

export const OWNER_FILE = 'pg-owner';

/**
 * The fields of /proc/<pid>/stat from the state on (field 3 is index 0), or null when the process
 * or /proc is not there. The command name (field 2) may hold spaces and parentheses: the fields
 * after it start at the last ')'.
 */
function procStatFields(pid: number): string[] | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** A process's start time from /proc, or null where there is no /proc (the pid alone is then trusted). */
export function processStartTime(pid: number): string | null {
  return procStatFields(pid)?.[19] ?? null; // field 22
}

/** Whether the process named in a record still runs (a zombie or a reused pid does not count). */
export function isOwnerAlive(owner: Pick<EmbeddedOwner, 'pid' | 'startTime'>): boolean {
  if (fs.existsSync('/proc/self/stat')) {
    const fields = procStatFields(owner.pid);
    if (fields === null || fields[0] === 'Z' || fields[0] === 'X') return false;
    return owner.startTime === null || fields[19] === owner.startTime;
  }
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseOwner(text: string): EmbeddedOwner | null {
  try {
    const owner = JSON.parse(text) as EmbeddedOwner;
    return Number.isInteger(owner.pid) && owner.pid > 0 ? owner : null;
  } catch {
    return null;
  }
}

/** The recorded owner (alive or not), or null when none is recorded. */
export function readOwner(dataDir: string): EmbeddedOwner | null {
  try {
    return parseOwner(fs.readFileSync(path.join(dataDir, OWNER_FILE), 'utf8'));
  } catch {
    return null;
  }
}

/** The owner of the embedded server in `dataDir` while it runs, else null. */
export function liveOwner(dataDir: string): EmbeddedOwner | null {
  const owner = readOwner(dataDir);
  return owner && isOwnerAlive(owner) ? owner : null;
}

const sameProcess = (a: EmbeddedOwner | null, b: EmbeddedOwner | null) => !!a && !!b && a.pid === b.pid && a.startTime === b.startTime;

/** Writes the record under a temporary name first, so no reader ever sees half of it. */
function writeTemporary(dataDir: string, owner: EmbeddedOwner): string {
  const temporary = path.join(dataDir, `${OWNER_FILE}.${process.pid}.${Date.now()}`);
  fs.writeFileSync(temporary, JSON.stringify(owner), { mode: 0o600 });
  return temporary;
}

/**
 * Makes this process the owner unless a live one is recorded: `{ claimed: true }`, or the live
 * owner. A record left by a dead owner is taken over. Safe against concurrent claims: the record
 * appears with a hard link (fails when one exists), and a dead one is moved aside before it is
 * judged, so two processes never both own the server.
 */
export function claimOwnership(dataDir: string, mine: Omit<EmbeddedOwner, 'pid' | 'startTime' | 'state'>): { claimed: true; owner: EmbeddedOwner } | { claimed: false; owner: EmbeddedOwner } {
  const file = path.join(dataDir, OWNER_FILE);
  const record: EmbeddedOwner = { pid: process.pid, startTime: processStartTime(process.pid), state: 'starting', ...mine };
  for (;;) {
    const temporary = writeTemporary(dataDir, record);
    try {
      fs.linkSync(temporary, file);
      return { claimed: true, owner: record };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(temporary, { force: true });
    }
    const current = readOwner(dataDir);
    if (current && isOwnerAlive(current)) return { claimed: false, owner: current };
    // A dead owner's record (or an unreadable one): move it aside, then check it is still the one judged.
    const aside = path.join(dataDir, `${OWNER_FILE}.stale.${process.pid}.${Date.now()}`);
    try {
      fs.renameSync(file, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const moved = parseOwner(fs.readFileSync(aside, 'utf8'));
    if (moved !== null && !sameProcess(moved, current) && isOwnerAlive(moved)) {
      // Another process claimed it in between: its record goes back.
      try {
        fs.linkSync(aside, file);
      } catch {
        // A third claim is in place; that one stands.
      }
    }
    fs.rmSync(aside, { force: true });
  }
}

/** Replaces this process's own record (atomically). */
export function updateOwnership(dataDir: string, record: EmbeddedOwner): void {
  const temporary = writeTemporary(dataDir, record);
  fs.renameSync(temporary, path.join(dataDir, OWNER_FILE));
}

/** Removes the record when it is this process's. */
export function releaseOwnership(dataDir: string): void {
  const owner = readOwner(dataDir);
  if (owner && owner.pid === process.pid && owner.startTime === processStartTime(process.pid)) {
    fs.rmSync(path.join(dataDir, OWNER_FILE), { force: true });
  }
}
