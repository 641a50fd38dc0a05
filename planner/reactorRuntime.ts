import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { Client } from 'pg';
import type { DomainEvent } from '../domain/decider';
import type { EventSchemaMap } from '../domain/eventSchemas';
import { decodeEvent, SchemaCheckedEventStore } from '../commands/eventCodec';
import type { EventStore, RecordedEvent } from '../commands/eventStore';
import { handleCommand, type HandleOptions, type HandleResult } from '../commands/handleCommand';
import type { Planner } from './plannerPort';

export type ReactorLogger = { info(o: object, m?: string): void; warn(o: object, m?: string): void; error(o: object, m?: string): void };

export type ReactorContext = {
  store: EventStore;
  db: Knex;
  planner: Planner;
  now: () => Date;
  logger: ReactorLogger;
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
 * once by deterministic event ids.
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

export type ReactorRuntimeOptions = {
  db: Knex;
  connectionString: string;
  store: EventStore & { waitForAppend?(after: bigint | null, signal: AbortSignal, timeoutMs: number, types?: readonly string[]): Promise<void> };
  schemas: EventSchemaMap;
  planner: Planner;
  reactors: Reactor[];
  logger: ReactorLogger;
  now?: () => Date;
  /** Attempts per event before it is dead-lettered. */
  maxAttempts?: number;
  idleIntervalMs?: number;
};

/** Runs each reactor in the one process that holds its advisory lock, from its checkpoint. */
export class ReactorRuntime {
  private abort = new AbortController();
  private loops: Promise<void>[] = [];
  private lockClient: Client | null = null;

  constructor(private readonly options: ReactorRuntimeOptions) {
    this.checkedStore = new SchemaCheckedEventStore(options.store, options.schemas);
  }

  async start(): Promise<void> {
    const { db } = this.options;
    if (!(await db.schema.hasTable('reactor_checkpoints'))) {
      await db.schema
        .createTable('reactor_checkpoints', (t) => {
          t.text('name').primary();
          t.bigInteger('position').nullable();
          t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        })
        .catch(() => undefined);
    }
    if (!(await db.schema.hasTable('reactor_dead_letters'))) {
      await db.schema
        .createTable('reactor_dead_letters', (t) => {
          t.bigIncrements('id');
          t.text('reactor').notNullable();
          t.bigInteger('position').notNullable();
          t.uuid('event_id').notNullable();
          t.text('event_type').notNullable();
          t.text('error').notNullable();
          t.timestamp('recorded_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        })
        .catch(() => undefined);
    }
    this.lockClient = new Client({ connectionString: this.options.connectionString });
    this.lockClient.on('error', (err) => this.options.logger.error({ err }, 'reactor lock connection lost'));
    await this.lockClient.connect();
    for (const reactor of this.options.reactors) this.loops.push(this.runReactor(reactor));
  }

  /** The reactors share one lock session; its queries run one at a time. */
  private lockQueue: Promise<unknown> = Promise.resolve();

  private tryLock(reactor: Reactor): Promise<boolean> {
    const attempt = this.lockQueue.then(async () => {
      const { rows } = await this.lockClient!.query<{ locked: boolean }>("SELECT pg_try_advisory_lock(hashtext('reactor:' || $1)) AS locked", [reactor.name]);
      return rows[0].locked;
    });
    this.lockQueue = attempt.catch(() => undefined);
    return attempt;
  }

  private async runReactor(reactor: Reactor): Promise<void> {
    const { db, store, logger, idleIntervalMs = 2000 } = this.options;
    const signal = this.abort.signal;
    let lastStandbyIdle = 0;
    while (!signal.aborted && !(await this.tryLock(reactor).catch(() => false))) {
      if (reactor.runsInStandby && reactor.onIdle && Date.now() - lastStandbyIdle >= idleIntervalMs) {
        lastStandbyIdle = Date.now();
        await reactor.onIdle(this.systemContext()).catch((err) => logger.error({ err, reactor: reactor.name }, 'standby work failed'));
      }
      await sleep(Math.min(idleIntervalMs, 2000), signal);
    }
    if (signal.aborted) return;
    const row = await db('reactor_checkpoints').where({ name: reactor.name }).first();
    let checkpoint: bigint | null = row?.position == null ? null : BigInt(row.position);
    if (!row) await db('reactor_checkpoints').insert({ name: reactor.name, position: null }).onConflict('name').ignore();
    let lastIdle = 0;
    let lastSaved = 0;
    let saved = checkpoint;
    while (!signal.aborted) {
      try {
        const page = await store.readAll({ after: checkpoint, limit: 200 });
        let reacted = false;
        for (const raw of page) {
          if (signal.aborted) return;
          if (reactor.handles.includes(raw.type)) {
            await this.reactWithRetries(reactor, raw);
            reacted = true;
          }
          checkpoint = raw.position;
        }
        if (page.length > 0) {
          // Pages with nothing to react to move the stored checkpoint at most once a second:
          // re-reading them after a restart costs nothing.
          if (reacted || Date.now() - lastSaved > 1000) {
            await db('reactor_checkpoints').where({ name: reactor.name }).update({ position: checkpoint!.toString(), updated_at: db.fn.now() });
            saved = checkpoint;
            lastSaved = Date.now();
          }
          continue;
        }
        if (checkpoint !== saved) {
          await db('reactor_checkpoints').where({ name: reactor.name }).update({ position: checkpoint?.toString() ?? null, updated_at: db.fn.now() });
          saved = checkpoint;
          lastSaved = Date.now();
        }
        if (reactor.onIdle && Date.now() - lastIdle >= idleIntervalMs) {
          lastIdle = Date.now();
          await reactor.onIdle(this.systemContext());
        }
        // Woken only by appends of the types it handles (others are read on the next round).
        if (store.waitForAppend) await store.waitForAppend(checkpoint, signal, Math.min(idleIntervalMs, 1000), reactor.handles);
        else await sleep(50, signal);
      } catch (error) {
        if (signal.aborted) return;
        logger.error({ err: error, reactor: reactor.name }, 'reactor loop failed; retrying');
        await sleep(500, signal);
      }
    }
  }

  /** Reactions append through the schema-checked store, like commands from the API. */
  private readonly checkedStore: EventStore;

  private baseContext() {
    const { db, planner, logger } = this.options;
    return { store: this.checkedStore, db, planner, logger, now: this.options.now ?? (() => new Date()) };
  }

  /** Context for periodic work: commands run as the system, correlated by a fresh id. */
  private systemContext(): ReactorContext {
    const base = this.baseContext();
    const correlationId = randomUUID();
    return {
      ...base,
      handle: (options) =>
        handleCommand({ store: base.store, now: base.now }, { ...options, actor: { userId: null, correlationId, causationId: null } }),
    };
  }

  private async reactWithRetries(reactor: Reactor, raw: RecordedEvent): Promise<void> {
    const { maxAttempts = 3, logger } = this.options;
    let event: RecordedEvent;
    try {
      event = decodeEvent(this.options.schemas, raw);
    } catch (error) {
      await this.deadLetter(reactor, raw, (error as Error).message);
      return;
    }
    const base = this.baseContext();
    const ctx: ReactorContext = {
      ...base,
      handle: (options) =>
        handleCommand(
          { store: base.store, now: base.now },
          {
            ...options,
            actor: { userId: event.metadata.userId, correlationId: event.metadata.correlationId, causationId: event.id },
            idempotencyKey: `${reactor.name}:${event.id}:${options.streamId}:${options.key ?? ''}`,
          },
        ),
    };
    for (let attempt = 1; ; attempt++) {
      try {
        await reactor.react(event, ctx);
        return;
      } catch (error) {
        if (this.abort.signal.aborted) throw error;
        if (attempt >= maxAttempts) {
          await this.deadLetter(reactor, event, (error as Error).message);
          return;
        }
        logger.warn({ err: error, reactor: reactor.name, attempt }, 'reaction failed; retrying');
        await sleep(200 * attempt, this.abort.signal);
      }
    }
  }

  private async deadLetter(reactor: Reactor, event: RecordedEvent, error: string) {
    this.options.logger.error({ reactor: reactor.name, position: event.position.toString(), type: event.type, error }, 'reaction dead-lettered');
    await this.options.db('reactor_dead_letters').insert({
      reactor: reactor.name,
      position: event.position.toString(),
      event_id: event.id,
      event_type: event.type,
      error: error.slice(0, 2000),
    });
  }

  async stop(): Promise<void> {
    this.abort.abort();
    await Promise.allSettled(this.loops);
    await this.lockClient?.end().catch(() => undefined);
    this.lockClient = null;
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(t);
      resolve();
    }, { once: true });
  });
}
