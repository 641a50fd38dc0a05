import { setTimeout as delay } from 'node:timers/promises';
import { Client } from 'pg';
import type { EventSchemaMap } from '../domain/eventSchemas';
import type { EventStore } from '../commands/eventStore';
import { positionOf, type BatchItem, type Logger } from './applyBatch';
import { CHECKPOINT_MOVED } from './projectionTables';
import { SharedLogReader } from './sharedLogReader';

/**
 * A follower of the log run by the ProcessorRuntime. A projector group is a processor whose
 * `handle` writes read models and their checkpoint in one transaction; a reactor is one whose
 * `handle` hands events to a fair, partitioned queue of effects (planner/reactorRuntime.ts).
 */
export type Processor = {
  name: string;
  /** Advisory-lock keys; the process that takes all of them is the active instance. */
  locks: readonly string[];
  /** Appends of these types wake it at once (others are read on its next round). Omit: any append. */
  wakeOn?: readonly string[];
  /** Events per page. */
  batchSize: number;
  /** Called once elected: make ready and return the position to read after. */
  start(): Promise<bigint | null>;
  /**
   * A page of the log after the position last handled (undecodable events marked). Resolves
   * when the processor takes the next page; throwing makes the runtime offer the page again.
   */
  handle(page: BatchItem[], signal: AbortSignal): Promise<void>;
  /** Called every IDLE_INTERVAL_MS while the log is read to its end. */
  idle?(signal: AbortSignal): Promise<void>;
  /** Called every IDLE_INTERVAL_MS while another process is the active instance. */
  standby?(signal: AbortSignal): Promise<void>;
  /**
   * Called after the database restarted under an active processor: the position to read after,
   * as stored (a write it acknowledged without flushing to disk may be gone). Omit: go on.
   */
  resume?(): Promise<bigint | null>;
  /** Called when the runtime stops (after its last `handle`): finish or hand back work. */
  stop?(): Promise<void>;
};

export type ProcessorRuntimeOptions = {
  /** Election connection (session advisory locks need a long-lived connection of their own). */
  connectionString: string;
  /** The raw store: events are decoded here so one bad payload dead-letters instead of stopping. */
  store: EventStore & { waitForAppend?(after: bigint | null, signal: AbortSignal, timeoutMs: number, types?: readonly string[]): Promise<void> };
  schemas: EventSchemaMap;
  processors: Processor[];
  logger: Logger;
  /**
   * How often a standby instance tries to take over. A try is one lock query, so it is cheap
   * to try often: a SIGKILLed active instance's locks go with its connection, and the standby
   * takes over within this time.
   */
  standbyRetryMs?: number;
};

/** How often idle work runs, and standby work while another process is the active instance. */
const IDLE_INTERVAL_MS = 2000;

/**
 * The one runtime for projectors and reactors: election (one active instance per processor,
 * a standby takes over when it stops), reading the log in pages from each processor's
 * checkpoint, wake-ups on append, idle and standby work, retries after a failed page.
 */
export class ProcessorRuntime {
  private readonly abort = new AbortController();
  private readonly loops: Promise<void>[] = [];
  private readonly held = new Set<string>();
  private readonly wakers = new Map<string, () => void>();
  private lockClient: Client | null = null;
  /** Processors another instance took over while this one's lock session was gone: they stop here. */
  private readonly lost = new Set<string>();
  /**
   * Active processors whose lock session is gone and whose locks are not taken again yet: they
   * apply nothing (a new event applied from the in-memory position would store a checkpoint past
   * a write the database lost).
   */
  private readonly relocking = new Set<string>();
  /** Active processors whose locks were taken again in a new session: they resume from what is stored. */
  private readonly relocked = new Set<string>();
  /** Every processor's election shares the one lock session, whose queries run one at a time. */
  private lockQueue: Promise<unknown> = Promise.resolve();

  /** One read of the log for every processor here (they mostly follow it at the same place). */
  private readonly reader: SharedLogReader;

  constructor(private readonly options: ProcessorRuntimeOptions) {
    const pageSize = Math.max(...options.processors.map((p) => p.batchSize), 1);
    this.reader = new SharedLogReader(options.store, options.schemas, { pageSize, remember: Math.max(5000, pageSize * 4) });
  }

  async start(): Promise<void> {
    await this.connectLockSession();
    // Each processor is elected and started once before this returns (or has failed to): the
    // caller sees which processors this process runs, and their tables exist.
    await Promise.all(this.options.processors.map((p) => new Promise<void>((triedOnce) => this.loops.push(this.run(p, triedOnce)))));
  }

  private async connectLockSession(): Promise<void> {
    const client = new Client({ connectionString: this.options.connectionString, connectionTimeoutMillis: 10_000 });
    client.on('error', (err) => this.lockSessionLost(client, err));
    client.on('end', () => this.lockSessionLost(client, null));
    await client.connect();
    this.lockClient = client;
  }

  /**
   * The session holding the advisory locks ended (the database restarted or cut it): its locks
   * are gone. A new session takes again the locks of the processors active here; one that
   * another instance took meanwhile stops here, so no processor runs twice.
   */
  private lockSessionLost(client: Client, err: unknown): void {
    if (this.lockClient !== client || this.abort.signal.aborted) return;
    this.lockClient = null;
    this.lockQueue = Promise.resolve();
    for (const name of this.held) this.relocking.add(name);
    this.options.logger.error({ err }, 'processor lock connection lost; taking the locks again');
    void this.lockAgain();
  }

  private async lockAgain(): Promise<void> {
    const signal = this.abort.signal;
    while (!signal.aborted && !this.lockClient) {
      await this.connectLockSession().catch(() => sleep(250, signal));
    }
    for (const p of this.options.processors) {
      if (signal.aborted || !this.held.has(p.name)) continue;
      const taken = await this.elect(p).catch(() => null);
      if (taken === null) return; // the new session failed too: its loss starts this again
      this.relocking.delete(p.name);
      if (taken) this.relocked.add(p.name);
      else {
        this.held.delete(p.name);
        this.lost.add(p.name);
        this.options.logger.error({ processor: p.name }, 'another instance took over the processor while the database was away; it stops here');
      }
      // Its loop reads on (or stops) now instead of at the next append.
      this.wakers.get(p.name)?.();
    }
  }

  /** Whether this process is the active instance of the processor. */
  holds(name: string): boolean {
    return this.held.has(name);
  }

  private lockQuery<R extends object>(sql: string, params: unknown[]): Promise<{ rows: R[] }> {
    const client = this.lockClient;
    if (!client) return Promise.reject(new Error('the processor runtime is stopped'));
    const run = this.lockQueue.then(() => client.query<R & import('pg').QueryResultRow>(sql, params));
    this.lockQueue = run.catch(() => undefined);
    return run;
  }

  private async elect(p: Processor): Promise<boolean> {
    const taken: string[] = [];
    for (const key of p.locks) {
      const { rows } = await this.lockQuery<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [key]);
      if (!rows[0].locked) {
        for (const t of taken) await this.lockQuery('SELECT pg_advisory_unlock(hashtext($1))', [t]);
        return false;
      }
      taken.push(key);
    }
    return true;
  }

  private async run(p: Processor, triedOnce: () => void): Promise<void> {
    const { logger, standbyRetryMs = 500 } = this.options;
    const signal = this.abort.signal;
    let lastStandby = -Infinity;
    while (!signal.aborted && !(await this.elect(p).catch(() => false))) {
      triedOnce();
      if (p.standby && Date.now() - lastStandby >= IDLE_INTERVAL_MS) {
        lastStandby = Date.now();
        await p.standby(signal).catch((err) => logger.error({ err, processor: p.name }, 'standby work failed'));
      }
      await sleep(standbyRetryMs, signal);
    }
    if (!signal.aborted) this.held.add(p.name);
    let cursor: bigint | null | undefined;
    while (cursor === undefined && !signal.aborted) {
      try {
        cursor = await p.start();
      } catch (err) {
        logger.error({ err, processor: p.name }, 'processor failed to start; retrying');
        triedOnce();
        await sleep(500, signal);
      }
    }
    triedOnce();
    if (cursor === undefined) return;
    logger.info({ processor: p.name, position: cursor?.toString() ?? null }, 'processor elected');
    let lastIdle = 0;
    while (!signal.aborted && !this.lost.has(p.name)) {
      try {
        if (!this.lockClient || this.relocking.has(p.name)) {
          // The database went away: nothing is applied from a position it may have lost until
          // the locks are taken again and the stored position is known.
          await sleep(100, signal);
          continue;
        }
        if (this.relocked.has(p.name)) {
          // A failed resume throws before the mark is cleared: it is tried again next round.
          if (p.resume) cursor = await p.resume();
          this.relocked.delete(p.name);
          if (p.resume) logger.info({ processor: p.name, position: cursor?.toString() ?? null }, 'processor resumed from its stored position');
        }
        const page = await this.reader.read(cursor, p.batchSize);
        if (page.length > 0) {
          await p.handle(page, signal);
          cursor = positionOf(page[page.length - 1]);
          // Read up to where the log ended: the next append wakes it (one read fewer per page).
          const atEnd = page.length < p.batchSize && this.options.store.waitForAppend && this.reader.endsAtLogEnd(cursor);
          if (!atEnd) continue;
        }
        if (p.idle && Date.now() - lastIdle >= IDLE_INTERVAL_MS) {
          lastIdle = Date.now();
          await p.idle(signal);
        }
        await this.waitForWork(p, cursor, 1000);
      } catch (err) {
        if (signal.aborted) break;
        if ((err as { code?: unknown }).code === CHECKPOINT_MOVED) {
          // Another instance applied the page first: go on from what is stored.
          logger.warn({ processor: p.name }, 'another instance applied these events first; reading the stored position again');
          this.relocked.add(p.name);
          continue;
        }
        logger.error({ err, processor: p.name }, 'processor failed; retrying');
        await sleep(500, signal);
      }
    }
    await p.stop?.().catch((err) => logger.error({ err, processor: p.name }, 'processor failed to stop cleanly'));
  }

  private waitForWork(p: Processor, cursor: bigint | null, timeoutMs: number): Promise<void> {
    const { store } = this.options;
    const woken = new Promise<void>((resolve) => this.wakers.set(p.name, resolve));
    const appended = store.waitForAppend ? store.waitForAppend(cursor, this.abort.signal, timeoutMs, p.wakeOn) : sleep(50, this.abort.signal);
    return Promise.race([appended, woken]).finally(() => this.wakers.delete(p.name));
  }

  async stop(): Promise<void> {
    this.abort.abort();
    for (const wake of this.wakers.values()) wake();
    await Promise.allSettled(this.loops);
    await this.lockClient?.end().catch(() => undefined);
    this.lockClient = null;
    this.held.clear();
  }
}

/** The lowest of the positions; null when there is none, or one is null (before the log's first event). */
export function minPosition(positions: (bigint | null)[]): bigint | null {
  if (positions.length === 0 || positions.includes(null)) return null;
  return (positions as bigint[]).reduce((min, p) => (p < min ? p : min));
}

/** Resolves after `ms`, or as soon as `signal` aborts (the timer then cleared). */
export const sleep = (ms: number, signal: AbortSignal): Promise<void> => delay(ms, undefined, { signal }).catch(() => undefined);
