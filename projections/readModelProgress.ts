import { EventEmitter } from 'node:events';
import type { Knex } from 'knex';
import type { Notifications } from '../commands/ports/notifications';
import type { Logger } from './applyBatch';
import { minPosition } from './processorRuntime';
import type { ProjectorGroup } from './projectorGroup';

/** The channel applyBatch notifies in every read-model commit. */
export const READ_MODELS_CHANNEL = 'odyssey_read_models';

/**
 * How far a set of read models has committed, learned without polling: from the in-process
 * projector group when this process runs it, otherwise from the commit notifications of the
 * process that does (the process's one notification connection). One checkpoint query once
 * listening (and again after a reconnect); from then on each notification's payload names the
 * read models it committed and their position.
 */
export class ReadModelProgress {
  private known: bigint | null = null;
  /** Each read model's position as last learned; complete once the first query answered. */
  private readonly positions = new Map<string, bigint>();
  private loaded = false;
  private readonly advanced = new EventEmitter();
  /** Set once subscribed to the commit notifications. */
  private subscription: Promise<() => void> | null = null;
  /** Notifications are being heard (false before the first `listening` and after a loss). */
  private live = false;
  private querying: Promise<void> | null = null;
  private queryAgain = false;
  private closed = false;
  /** The read models that applied events since the last advance; null when that is unknown. */
  private changed: Set<string> | null = new Set();

  constructor(
    private readonly options: {
      db: Knex;
      notifications: Notifications;
      names: string[];
      /** The group in this process that applies exactly these read models (when it runs here; it calls `committedHere`). */
      local?: ProjectorGroup;
      logger: Logger;
    },
  ) {
    this.advanced.setMaxListeners(0);
  }

  /** The local group committed; `changed` names the read models that applied events (null: unknown). */
  committedHere(changed: readonly string[] | null): void {
    this.noteChanged(changed);
    this.refresh();
  }

  /** The local group no longer applies these read models: their commits are followed from the notifications. */
  stoppedHere(): void {
    this.noteChanged(null);
    this.refresh();
  }

  /** Resolves true once every read model has applied `position` (false after `timeoutMs`). */
  waitFor(position: bigint, timeoutMs: number): Promise<boolean> {
    if (this.reached(position)) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      const settle = (reached: boolean) => {
        clearTimeout(timer);
        this.advanced.off('advanced', onAdvance);
        resolve(reached);
      };
      const onAdvance = () => this.reached(position) && settle(true);
      const timer = setTimeout(settle, timeoutMs, false);
      this.advanced.on('advanced', onAdvance);
      this.refresh();
    });
  }

  /**
   * In-process hook: `listener(position, changed)` whenever these read models have committed
   * up to a new position; `changed` names those that applied events since the last call (null:
   * unknown). Listeners are called synchronously, before any `waitFor` of the same advance
   * resolves, so what they do (empty a cache) is done before an answer that waited goes out.
   */
  onCommitted(listener: (position: bigint, changed: ReadonlySet<string> | null) => void): () => void {
    this.advanced.on('advanced', listener);
    this.refresh();
    return () => this.advanced.off('advanced', listener);
  }

  /**
   * Whether every commit is being announced: always where this process applies the read
   * models; elsewhere once listening and loaded (false after a lost connection until the next
   * notification connection has read the checkpoints again).
   */
  following(): boolean {
    if (this.options.local?.lowestCheckpoint() !== undefined) return true;
    return this.live && this.loaded;
  }

  /** The position every read model has reached, as last learned. */
  get position(): bigint | null {
    return this.known;
  }

  private reached(position: bigint): boolean {
    return this.known !== null && this.known >= position;
  }

  private noteChanged(names: readonly string[] | null): void {
    if (names === null) this.changed = null;
    else if (this.changed) for (const name of names) this.changed.add(name);
  }

  private learn(position: bigint | null | undefined) {
    if (position === null || position === undefined) return;
    if (this.known !== null && position <= this.known) return;
    this.known = position;
    const changed = this.changed;
    this.changed = new Set();
    this.advanced.emit('advanced', position, changed);
  }

  private refresh(): void {
    const { local } = this.options;
    const localPosition = local?.lowestCheckpoint();
    if (localPosition !== undefined) return this.learn(localPosition);
    // Once listening and loaded, every later commit arrives as a notification: nothing to ask.
    if (this.live && this.loaded) return;
    // Listening but not loaded: read the checkpoints (again). Otherwise `listening` will.
    if (this.subscribe() && this.live) void this.queryCheckpoints();
  }

  /** Positions only move forward: a query's answer may be older than a notification already seen. */
  private record(name: string, position: bigint | null): void {
    if (position === null || !this.options.names.includes(name)) return;
    const seen = this.positions.get(name);
    if (seen === undefined || position > seen) this.positions.set(name, position);
  }

  private learnFromPositions(): void {
    this.learn(minPosition(this.options.names.map((n) => this.positions.get(n) ?? null)));
  }

  private onNotification(payload: string | undefined): void {
    let message: { position?: unknown; projectors?: unknown; handled?: unknown } | null = null;
    try {
      message = JSON.parse(payload ?? 'null');
    } catch {
      // Not a commit's payload: the checkpoints are read instead.
    }
    const { position, projectors, handled } = message ?? {};
    if (typeof position !== 'string' || !/^\d+$/.test(position) || !Array.isArray(projectors)) {
      this.noteChanged(null);
      void this.queryCheckpoints();
      return;
    }
    if (!projectors.some((n) => typeof n === 'string' && this.options.names.includes(n))) return;
    this.noteChanged(Array.isArray(handled) ? handled.filter((n): n is string => typeof n === 'string') : null);
    for (const name of projectors) if (typeof name === 'string') this.record(name, BigInt(position));
    if (this.loaded) this.learnFromPositions();
    else void this.queryCheckpoints();
  }

  /** One query at a time; notifications arriving meanwhile ask for one more. */
  private queryCheckpoints(): Promise<void> {
    if (this.querying) {
      this.queryAgain = true;
      return this.querying;
    }
    this.querying = (async () => {
      do {
        this.queryAgain = false;
        try {
          const rows: { name: string; position: string | null }[] = await this.options.db('projection_checkpoints')
            .whereIn('name', this.options.names)
            .select('name', 'position');
          if (rows.length === this.options.names.length) {
            // What changed between the positions a query jumps over is not known.
            this.noteChanged(null);
            for (const r of rows) this.record(r.name, r.position === null ? null : BigInt(r.position));
            // A read model that has applied nothing yet holds every waiter back; ask again later.
            this.loaded = this.live && rows.every((r) => r.position !== null);
            this.learnFromPositions();
          }
        } catch (err) {
          if (!this.closed) this.options.logger.warn({ err }, 'reading read-model checkpoints failed');
        }
      } while (this.queryAgain && !this.closed);
    })().finally(() => {
      this.querying = null;
    });
    return this.querying;
  }

  /** Subscribes once; answers whether it had subscribed before. */
  private subscribe(): boolean {
    if (this.subscription || this.closed) return this.subscription !== null;
    this.subscription = this.options.notifications.subscribe(READ_MODELS_CHANNEL, {
      message: (payload) => this.onNotification(payload),
      listening: () => {
        this.live = true;
        void this.queryCheckpoints();
      },
      lost: () => {
        // Notifications may be missed: the checkpoints are read again once listening.
        this.live = false;
        this.loaded = false;
      },
    });
    return false;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.live = false;
    const unsubscribe = await this.subscription;
    unsubscribe?.();
  }
}
