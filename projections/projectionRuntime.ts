import { EventEmitter } from 'node:events';
import type { Knex } from 'knex';
import { Client } from 'pg';
import type { EventSchemaMap } from '../domain/eventSchemas';
import { decodeEvent } from '../commands/eventCodec';
import type { EventStore, RecordedEvent } from '../commands/eventStore';
import type { Projector } from './projector';
import { ensureProjectionTables } from './projectionTables';
import { applyBatchToProjectors, prepareProjector, type Logger } from './applyBatch';

export type ProjectionRuntimeOptions = {
  db: Knex;
  /** Same database as `db`; used for the election connection. */
  connectionString: string;
  /** The raw store: events are decoded here so one bad payload dead-letters instead of stopping. */
  store: EventStore & { waitForAppend?(after: bigint | null, signal: AbortSignal, timeoutMs: number): Promise<void> };
  schemas: EventSchemaMap;
  projectors: Projector[];
  logger: Logger;
  batchSize?: number;
  /** How often a standby instance tries to take over a projector held elsewhere. */
  standbyRetryMs?: number;
};

/**
 * Runs the projectors this process is elected for (a session advisory lock per projector),
 * from their stored checkpoints, in batches: a batch's rows and the checkpoints that cover
 * them commit in one transaction, so a crash never applies an event twice or skips one.
 */
export class ProjectionRuntime {
  private readonly progress = new EventEmitter();
  private readonly checkpoints = new Map<string, bigint | null>();
  private readonly held = new Set<string>();
  private lockClient: Client | null = null;
  private abort = new AbortController();
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;

  constructor(private readonly options: ProjectionRuntimeOptions) {
    this.progress.setMaxListeners(0);
  }

  get projectorNames(): string[] {
    return this.options.projectors.map((p) => p.name);
  }

  /** True when this process runs every projector (then waits need no polling). */
  get holdsAll(): boolean {
    return this.held.size === this.options.projectors.length;
  }

  async start(): Promise<void> {
    await ensureProjectionTables(this.options.db);
    // Session advisory locks need one long-lived connection of their own.
    this.lockClient = new Client({ connectionString: this.options.connectionString });
    this.lockClient.on('error', (error) => this.options.logger.error({ err: error }, 'projection lock connection lost'));
    await this.lockClient.connect();
    await this.electProjectors();
    this.loop = this.run();
  }

  private async electProjectors(): Promise<void> {
    for (const projector of this.options.projectors) {
      if (this.held.has(projector.name)) continue;
      const { rows } = await this.lockClient!.query<{ locked: boolean }>("SELECT pg_try_advisory_lock(hashtext('projector:' || $1)) AS locked", [
        projector.name,
      ]);
      if (!rows[0].locked) continue;
      const position = await prepareProjector(this.options.db, projector, this.options.logger);
      this.checkpoints.set(projector.name, position);
      this.held.add(projector.name);
      this.options.logger.info({ projector: projector.name, position: position?.toString() ?? null }, 'projector elected');
    }
  }

  private async run(): Promise<void> {
    const { store, batchSize = 1000, standbyRetryMs = 2000 } = this.options;
    const signal = this.abort.signal;
    let lastElection = Date.now();
    while (!signal.aborted) {
      try {
        if (!this.holdsAll && Date.now() - lastElection > standbyRetryMs) {
          lastElection = Date.now();
          await this.electProjectors();
        }
        const active = this.options.projectors.filter((p) => this.held.has(p.name));
        if (active.length === 0) {
          await this.sleep(standbyRetryMs, signal);
          continue;
        }
        const from = minPosition(active.map((p) => this.checkpoints.get(p.name) ?? null));
        const raw = await store.readAll({ after: from, limit: batchSize });
        if (raw.length === 0) {
          if (signal.aborted) return;
          if (store.waitForAppend) await Promise.race([store.waitForAppend(from, signal, 1000), this.wakeup()]);
          else await this.sleep(50, signal);
          continue;
        }
        const events = raw.map((e) => this.decode(e));
        const advanced = await applyBatchToProjectors(this.options.db, active, this.checkpoints, events, this.options.logger);
        for (const [name, position] of advanced) this.checkpoints.set(name, position);
        this.progress.emit('progress');
      } catch (error) {
        if (signal.aborted) return;
        this.options.logger.error({ err: error }, 'projection loop failed; retrying');
        await this.sleep(500, signal);
      }
    }
  }

  private decode(event: RecordedEvent): RecordedEvent | { undecodable: RecordedEvent; error: string } {
    try {
      return decodeEvent(this.options.schemas, event);
    } catch (error) {
      return { undecodable: event, error: (error as Error).message };
    }
  }

  /** Resolves when every projector has applied the log up to `position` (or on time-out: false). */
  async waitFor(position: bigint, timeoutMs = 2000): Promise<boolean> {
    const caughtUp = () => this.options.projectors.every((p) => {
      const cp = this.checkpoints.get(p.name);
      return this.held.has(p.name) && cp !== undefined && cp !== null && cp >= position;
    });
    if (caughtUp()) return true;
    if (!this.holdsAll) return waitForCheckpointsInDb(this.options.db, this.projectorNames, position, timeoutMs);
    this.wake?.();
    return new Promise<boolean>((resolve) => {
      const onProgress = () => {
        if (!caughtUp()) return;
        cleanup();
        resolve(true);
      };
      const timer = setTimeout(() => {
        cleanup();
        resolve(false);
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        this.progress.off('progress', onProgress);
      };
      this.progress.on('progress', onProgress);
    });
  }

  /** The smallest checkpoint over this process's projectors (for health and lag). */
  lowestCheckpoint(): bigint | null {
    return minPosition([...this.held].map((n) => this.checkpoints.get(n) ?? null));
  }

  private wakeup(): Promise<void> {
    return new Promise((resolve) => {
      this.wake = () => {
        this.wake = null;
        resolve();
      };
    });
  }

  private sleep(ms: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const t = setTimeout(resolve, ms);
      signal.addEventListener('abort', () => {
        clearTimeout(t);
        resolve();
      }, { once: true });
    });
  }

  async stop(): Promise<void> {
    this.abort.abort();
    this.wake?.();
    await this.loop;
    await this.lockClient?.end().catch(() => undefined);
    this.lockClient = null;
    this.held.clear();
  }
}

export function minPosition(positions: (bigint | null)[]): bigint | null {
  let min: bigint | undefined;
  for (const p of positions) {
    if (p === null) return null;
    if (min === undefined || p < min) min = p;
  }
  return min ?? null;
}

/** For processes that do not run the projectors (ROLE=api): poll the stored checkpoints. */
export async function waitForCheckpointsInDb(db: Knex, names: string[], position: bigint, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await db('projection_checkpoints').whereIn('name', names).select('name', 'position');
    const ok = rows.length === names.length && rows.every((r: { position: string | null }) => r.position !== null && BigInt(r.position) >= position);
    if (ok) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 10));
  }
}
