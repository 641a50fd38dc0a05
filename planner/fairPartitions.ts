/**
 * Work from the log, run fairly: items are queued per partition (a user), each partition in
 * log order one item at a time, partitions served round-robin with at most `concurrency`
 * items running. One user's burst therefore takes one slot, and another user's item starts
 * as soon as any slot frees instead of waiting behind the burst.
 *
 * `safePosition` is the durable checkpoint: the last position before which every item has
 * finished. After a crash the log is read again from there; items that had already finished
 * run again, which reactions tolerate (their appends have deterministic ids).
 *
 * A guarantee rather than a speed-up (one user's burst never holds back another's item:
 * `npm run bench -- fairness`); a step completion passes through no reactor that waits, so the
 * completion bench cannot tell it on or off.
 */
export class FairPartitions<T> {
  /** Every position taken, in log order, and whether it has finished. */
  private readonly log: { position: bigint; done: boolean }[] = [];
  private logHead = 0;
  private readonly queues = new Map<string, { position: bigint; item: T; entry: { done: boolean } }[]>();
  /** Partitions with queued work and nothing running, in the order they are served. */
  private readonly ready: string[] = [];
  private readonly running = new Set<string>();
  private readonly idleWaiters: (() => void)[] = [];
  private safe: bigint | null;
  private stopped = false;

  constructor(
    private readonly options: {
      concurrency: number;
      /**
       * Runs one item. A rejection leaves it unfinished (the checkpoint stays before it, so the
       * next instance runs it again): for a runtime that stops mid-item.
       */
      run: (item: T) => Promise<void>;
      /** Called when `safePosition` moves. */
      onSafePosition?: (position: bigint) => void;
      /** Items queued or running before `add` waits (back-pressure on reading the log). */
      maxBacklog?: number;
    },
    from: bigint | null,
  ) {
    this.safe = from;
  }

  get safePosition(): bigint | null {
    return this.safe;
  }

  get backlog(): number {
    return this.log.length - this.logHead;
  }

  /** Takes a position of the log: with `partition` and `item` to run, without to skip it. */
  async add(position: bigint, work?: { partition: string; item: T }): Promise<void> {
    const entry = { position, done: work === undefined };
    this.log.push(entry);
    if (work) {
      const queue = this.queues.get(work.partition) ?? [];
      queue.push({ position, item: work.item, entry });
      this.queues.set(work.partition, queue);
      if (queue.length === 1 && !this.running.has(work.partition)) this.ready.push(work.partition);
      this.dispatch();
    } else {
      this.advance();
    }
    const maxBacklog = this.options.maxBacklog ?? 1000;
    while (this.backlog > maxBacklog && !this.stopped) await this.settled();
  }

  /** Stops starting items; resolves when the running ones have finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    while (this.running.size > 0) await this.settled();
  }

  private settled(): Promise<void> {
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private dispatch(): void {
    while (!this.stopped && this.running.size < this.options.concurrency && this.ready.length > 0) {
      const partition = this.ready.shift()!;
      const next = this.queues.get(partition)!.shift()!;
      this.running.add(partition);
      void this.options
        .run(next.item)
        .then(
          () => true,
          () => false,
        )
        .then((finished) => {
          next.entry.done = finished;
          this.running.delete(partition);
          const queue = this.queues.get(partition)!;
          if (queue.length > 0) this.ready.push(partition);
          else this.queues.delete(partition);
          this.advance();
          this.dispatch();
          for (const wake of this.idleWaiters.splice(0)) wake();
        });
    }
  }

  private advance(): void {
    const before = this.safe;
    while (this.logHead < this.log.length && this.log[this.logHead].done) this.safe = this.log[this.logHead++].position;
    // Drop the finished prefix now and then, not on every item.
    if (this.logHead > 1024) {
      this.log.splice(0, this.logHead);
      this.logHead = 0;
    }
    if (this.safe !== before && this.safe !== null) this.options.onSafePosition?.(this.safe);
  }
}
