import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { DomainEvent } from '../domain/decider';
import type { EventSchemaMap } from '../domain/eventSchemas';
import { SchemaCheckedEventStore } from '../commands/eventCodec';
import type { EventStore, RecordedEvent } from '../commands/eventStore';
import type { ExclusiveByKey } from '../commands/ports/exclusiveByKey';
import type { BatchItem } from '../projections/applyBatch';
import { FairPartitions } from './fairPartitions';
import { sleep, type Processor } from '../projections/processorRuntime';
import { deadLetterOwner } from '../projections/deadLetterOwner';
import { ensureDeadLetterTable, ensureTable } from '../projections/projectionTables';
import { handleCommand, type HandleOptions, type HandleResult } from '../commands/handleCommand';
import { reactionIdempotencyKey } from '../commands/deterministicId';
import type { Planner } from '../commands/ports/planner';
import type { EvaluationBudget } from '../commands/todos/evaluationBudget';

export type ReactorLogger = { info(o: object, m?: string): void; warn(o: object, m?: string): void; error(o: object, m?: string): void };

export type ReactorContext = {
  store: EventStore;
  db: Knex;
  planner: Planner;
  /** Todo evaluations per user and minute, shared with this process's requests. */
  evaluationBudget: EvaluationBudget;
  now: () => Date;
  logger: ReactorLogger;
  /** Resolves true once the read models the answers use (todos, missions, ...) include `position`. */
  waitForReadModels(position: bigint, timeoutMs: number): Promise<boolean>;
  /** Work that must not run in two processes at once for one key (a todo's first plan). */
  exclusive: ExclusiveByKey;
  /**
   * Runs a command caused by the event being handled: the actor is the event's user, the
   * correlation flows on, and event ids are derived from (reactor, event, stream), so a
   * reaction that runs twice appends once.
   */
  handle<S, C, E extends DomainEvent>(options: Omit<HandleOptions<S, C, E>, 'actor' | 'idempotencyKey'> & { key?: string }): Promise<HandleResult<S, E>>;
};

/**
 * A side-effecting follower of the log (process manager): planning a new todo's steps,
 * completing a mission, running planning jobs. At-least-once delivery, made effectively
 * once by deterministic event ids. Events run per user in log order, users side by side.
 */
export type Reactor = {
  name: string;
  handles: readonly string[];
  react(event: RecordedEvent, ctx: ReactorContext): Promise<void>;
  /** Called every few seconds while idle (e.g. to re-claim jobs whose worker died). */
  onIdle?(ctx: ReactorContext): Promise<void>;
  /**
   * Processes that are not elected for this reactor still run `onIdle` (for work that is
   * claimed safely elsewhere, like planning jobs): more planner processes, more throughput.
   */
  runsInStandby?: boolean;
};

export type ReactorDeps = {
  db: Knex;
  /** The raw store; reactions append through a schema-checked wrapper of it. */
  store: EventStore;
  schemas: EventSchemaMap;
  planner: Planner;
  evaluationBudget: EvaluationBudget;
  logger: ReactorLogger;
  now?: () => Date;
  waitForReadModels: ReactorContext['waitForReadModels'];
  exclusive: ExclusiveByKey;
  /** Reactions running at once (over all users; one at a time per user). */
  concurrency?: number;
  /** Attempts per event before it is dead-lettered. */
  maxAttempts?: number;
};

/**
 * The context of one reaction: commands run as the event's user, the correlation flows on,
 * and event ids derive from (reactor, event, stream, key), so a reaction run twice appends once.
 */
export function reactionContext(reactorName: string, event: RecordedEvent, base: Omit<ReactorContext, 'handle'>): ReactorContext {
  return {
    ...base,
    handle: (options) =>
      handleCommand(
        { store: base.store, now: base.now },
        {
          ...options,
          actor: { userId: event.metadata.userId, correlationId: event.metadata.correlationId, causationId: event.id },
          idempotencyKey: reactionIdempotencyKey(reactorName, event.id, options.streamId, options.key),
        },
      ),
  };
}

/** Whose work an event is: the acting user, else its stream (system events). */
/** How often a reactor's checkpoint is written while it works (see saveCheckpoint). */
const CHECKPOINT_EVERY_MS = 250;

export const partitionOf = (event: RecordedEvent): string => event.metadata?.userId ?? `stream:${event.streamId}`;

export async function ensureReactorTables(db: Knex): Promise<void> {
  await ensureTable(db, 'reactor_checkpoints', (t) => {
    t.text('name').primary();
    t.bigInteger('position').nullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
  await ensureDeadLetterTable(db, 'reactor_dead_letters', 'reactor');
}

/**
 * A reactor as a processor of the runtime: the page's handled events go to fair per-user
 * queues (planner/fairPartitions.ts) and the stored checkpoint follows the last position
 * before which every reaction has finished, so a stopped or killed instance's unfinished
 * work is read again by the next one.
 */
export function reactorProcessor(reactor: Reactor, deps: ReactorDeps): Processor {
  const { db, logger, maxAttempts = 3 } = deps;
  const store = new SchemaCheckedEventStore(deps.store, deps.schemas);
  const now = deps.now ?? (() => new Date());
  const base = { store, db, planner: deps.planner, evaluationBudget: deps.evaluationBudget, logger, now, waitForReadModels: deps.waitForReadModels, exclusive: deps.exclusive };
  const stopping = new AbortController();
  let queues: FairPartitions<BatchItem> | null = null;
  let saving: Promise<void> = Promise.resolve();
  let saved: bigint | null = null;

  /**
   * The checkpoint is written at most every CHECKPOINT_EVERY_MS, without waiting for the disk:
   * it only saves re-reading. Reactions are idempotent (their commands decide against the
   * current state), so after a crash the events since the last saved position are looked at
   * again and change nothing. Written per event and durably, it cost several fsyncs per
   * command of every user.
   */
  let latest: bigint | null = null;
  let flushTimer: NodeJS.Timeout | null = null;
  const flushCheckpoint = () => {
    flushTimer = null;
    saving = saving.then(async () => {
      const current = queues?.safePosition ?? latest;
      if (current === null || (saved !== null && current <= saved)) return;
      await db.raw(
        `UPDATE reactor_checkpoints SET position = ?, updated_at = now()
         FROM (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit WHERE name = ?`,
        [current.toString(), reactor.name],
      );
      saved = current;
    }).catch((err) => logger.error({ err, reactor: reactor.name }, 'saving reactor checkpoint failed'));
    return saving;
  };
  const saveCheckpoint = (position: bigint) => {
    latest = position;
    flushTimer ??= setTimeout(flushCheckpoint, CHECKPOINT_EVERY_MS).unref();
  };

  /** Context for periodic work: commands run as the system, correlated by a fresh id. */
  const systemContext = (): ReactorContext => {
    const correlationId = randomUUID();
    return { ...base, handle: (options) => handleCommand({ store, now }, { ...options, actor: { userId: null, correlationId, causationId: null } }) };
  };

  async function deadLetter(event: RecordedEvent, error: string) {
    logger.error({ reactor: reactor.name, position: event.position.toString(), type: event.type, error }, 'reaction dead-lettered');
    await db('reactor_dead_letters').insert({
      reactor: reactor.name,
      position: event.position.toString(),
      event_id: event.id,
      event_type: event.type,
      error: error.slice(0, 2000),
      user_id: deadLetterOwner(event),
    });
  }

  async function reactWithRetries(item: BatchItem): Promise<void> {
    if ('undecodable' in item) return deadLetter(item.undecodable, item.error);
    const event = item;
    const ctx = reactionContext(reactor.name, event, base);
    for (let attempt = 1; ; attempt++) {
      try {
        await reactor.react(event, ctx);
        return;
      } catch (error) {
        // Stopping: leave the event unfinished so the next instance runs it.
        if (stopping.signal.aborted) throw error;
        if (attempt >= maxAttempts) return deadLetter(event, (error as Error).message);
        logger.warn({ err: error, reactor: reactor.name, attempt }, 'reaction failed; retrying');
        await sleep(200 * attempt, stopping.signal);
      }
    }
  }

  return {
    name: reactor.name,
    locks: [`reactor:${reactor.name}`],
    wakeOn: reactor.handles,
    batchSize: 200,
    async start() {
      await ensureReactorTables(db);
      await db('reactor_checkpoints').insert({ name: reactor.name, position: null }).onConflict('name').ignore();
      const row = await db('reactor_checkpoints').where({ name: reactor.name }).first();
      saved = row?.position == null ? null : BigInt(row.position);
      queues = new FairPartitions<BatchItem>(
        {
          concurrency: deps.concurrency ?? 8,
          run: (item) =>
            reactWithRetries(item).catch((err) => {
              if (!stopping.signal.aborted) logger.error({ err, reactor: reactor.name }, 'reaction failed; it runs again after a restart');
              throw err;
            }),
          onSafePosition: saveCheckpoint,
        },
        saved,
      );
      return saved;
    },
    async handle(page) {
      for (const item of page) {
        const event = 'undecodable' in item ? item.undecodable : item;
        await queues!.add(event.position, reactor.handles.includes(event.type) ? { partition: partitionOf(event), item } : undefined);
      }
    },
    async idle() {
      if (reactor.onIdle) await reactor.onIdle(systemContext()).catch((err) => logger.error({ err, reactor: reactor.name }, 'idle work failed'));
    },
    async standby() {
      if (reactor.runsInStandby && reactor.onIdle) await reactor.onIdle(systemContext());
    },
    async stop() {
      stopping.abort();
      await queues?.stop();
      if (flushTimer) clearTimeout(flushTimer);
      await flushCheckpoint();
    },
  };
}
