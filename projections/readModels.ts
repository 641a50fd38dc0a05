import type { Knex } from 'knex';
import type { Notifications } from '../commands/ports/notifications';
import { READ_MODEL_BUILDS_CHANNEL, type Logger, type ReadLog } from './applyBatch';
import type { Projector } from './projector';
import { minPosition } from './processorRuntime';
import { projectorGroup, type ProjectorGroup } from './projectorGroup';
import { ReadModelProgress } from './readModelProgress';

/**
 * The read models in groups, each applied by its own projector group: the first group is the
 * one command answers wait for; the others (history links, analytics) may lag behind it.
 */
export class ReadModels {
  /** The projector groups, to run on the ProcessorRuntime in the process with ROLE=projector. */
  readonly groups: ProjectorGroup[];
  /** The read models of the first group: the ones a request's answer needs. */
  readonly answerProjectors: readonly Projector[];
  private readonly progress: ReadModelProgress[];

  /** Event types that an answers' read model applies after the append (async): an answer waits for these only. */
  private readonly typesAppliedLater: ReadonlySet<string>;

  constructor(private readonly options: {
    db: Knex;
    notifications: Notifications;
    logger: Logger;
    groups: { name: string; projectors: Projector[] }[];
    batchSize?: number;
    /** The event store applies the inline read models in each append's transaction (PostgreSQL). */
    inlineAtAppend?: boolean;
    /** `listener()` after each append commits (the inline read models with it), here or elsewhere. */
    appends?: (listener: () => void) => () => void;
    /** The log after a position, decoded (see projectorGroup). */
    readLog: ReadLog;
  }) {
    const { db, notifications, logger, batchSize, readLog } = options;
    this.answerProjectors = options.groups[0]?.projectors ?? [];
    const appliedAtAppend = new Set(options.inlineAtAppend ? options.groups.flatMap((g) => g.projectors.filter((p) => p.lifecycle === 'inline').map((p) => p.name)) : []);
    this.typesAppliedLater = new Set(this.answerProjectors.filter((p) => !appliedAtAppend.has(p.name)).flatMap((p) => p.handles));
    this.groups = options.groups.map((g, i) =>
      projectorGroup({ ...g, db, logger, batchSize, appliedAtAppend, readLog, onCommitted: (_, changed) => this.progress[i].committedHere(changed), onStopped: () => this.progress[i].stoppedHere() }),
    );
    this.progress = options.groups.map((g, i) => new ReadModelProgress({ db, notifications, names: g.projectors.map((p) => p.name), local: this.groups[i], logger }));
  }

  /** Read your writes: resolves true once the answers' read models include `position`. */
  waitForAnswer(position: bigint, timeoutMs: number): Promise<boolean> {
    return this.progress[0].waitFor(position, timeoutMs);
  }

  /**
   * Whether an answer after appending events of `types` must wait for the runtime: only when
   * an answers' read model applies one of them after the append (async). Unknown types (a
   * command that appended nothing, answering from what it decided on): whenever any does.
   */
  answerWaitsFor(types: readonly string[] | undefined): boolean {
    if (types === undefined) return this.typesAppliedLater.size > 0;
    return types.some((t) => this.typesAppliedLater.has(t));
  }

  /**
   * `listener()` whenever what the answers read may have changed: an append committed (with
   * its inline read models) or the runtime committed read models. Called before the answer of
   * a command of this process goes out.
   */
  onChanged(listener: () => void): () => void {
    const offCommitted = this.onCommitted(() => listener());
    const offAppended = this.options.appends?.(listener);
    return () => {
      offCommitted();
      offAppended?.();
    };
  }

  /** Resolves true once every read model includes `position` (tools, tests, benches). */
  async waitFor(position: bigint, timeoutMs: number): Promise<boolean> {
    const reached = await Promise.all(this.progress.map((p) => p.waitFor(position, timeoutMs)));
    return reached.every(Boolean);
  }

  /**
   * In-process hook: `listener(position, changed)` once the answers' read models are committed
   * up to `position` (`changed`: those that applied events since the last call, null when
   * unknown), called before any answer waiting for that position goes out.
   */
  onCommitted(listener: (position: bigint, changed: ReadonlySet<string> | null) => void): () => void {
    return this.progress[0].onCommitted(listener);
  }

  /**
   * In-process hook: `listener(position)` whenever every read model (the lagging ones too) has
   * committed up to a new position: a change is then visible to any screen that reads again.
   */
  onAllCommitted(listener: (position: bigint) => void): () => void {
    let announced: bigint | null = null;
    const check = () => {
      const everywhere = minPosition(this.progress.map((p) => p.position));
      if (everywhere === null || (announced !== null && everywhere <= announced)) return;
      announced = everywhere;
      listener(everywhere);
    };
    const unsubscribes = this.progress.map((p) => p.onCommitted(check));
    check();
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }

  /**
   * `listener()` when inline read models are marked to be built again, by this process or
   * another, and after notifications may have been missed (listening again): until the build
   * has caught up, their tables hold only part of the log.
   */
  onBuildStarted(listener: () => void): () => void {
    const subscribed = this.options.notifications.subscribe(READ_MODEL_BUILDS_CHANNEL, { message: () => listener(), listening: listener });
    return () => void subscribed.then((unsubscribe) => unsubscribe());
  }

  /** Whether every commit of the answers' read models is being announced to this process. */
  following(): boolean {
    return this.progress[0].following();
  }

  async close(): Promise<void> {
    await Promise.all(this.progress.map((p) => p.close()));
  }
}
