import { EventEmitter } from 'node:events';
import { Pool } from 'pg';
import { isConnectionLost } from './connectionLost';
import {
  byLogPosition,
  EventStoreUnavailableError,
  InlineProjectionError,
  type InlineProjection,
  WrongExpectedRevisionError,
  type AppendOptions,
  type AppendPrecondition,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type ReadAllOptions,
  type RecordedEvent,
} from '../eventStore';
import { isoSql } from '../isoSql';
import type { Notifications } from '../ports/notifications';
import { withConnectionSetting } from './connectionSetting';
import { PgNotifications } from './pgNotifications';
import { APPEND_ONE_STATEMENT, APPEND_STATEMENT, ensureEventStoreSchema, EVENTS_PER_TRANSACTION, NOTIFY_CHANNEL } from './eventStoreSchema';

/** An `events` row as the store's statements select it (COLUMNS). */
export type EventRow = {
  position: string;
  stream_id: string;
  revision: string;
  event_id: string;
  type: string;
  data: unknown;
  metadata: any;
  /** ISO 8601 text, written by PostgreSQL (parsing a Date and printing it again cost more). */
  recorded_at: string;
};

export const toRecorded = (r: EventRow): RecordedEvent => ({
  id: r.event_id,
  streamId: r.stream_id,
  revision: BigInt(r.revision),
  position: BigInt(r.position),
  type: r.type,
  data: r.data,
  metadata: r.metadata,
  recordedAt: r.recorded_at,
});

/**
 * The events an append wrote, as a reader of the log will get them: payloads through JSON as
 * jsonb gives them back, positions and times as recorded (an id that was in the log already is
 * not written again).
 */
function writtenEvents(append: PendingAppend, row: AppendRow): RecordedEvent[] {
  if (row.outcome !== 'ok' || !row.positions || !row.event_ids || !row.recorded_at) return [];
  const byId = new Map(append.events.map((e) => [e.id, e]));
  const first = BigInt(row.actual ?? -1) + 1n;
  const times = row.recorded_at;
  const positions = row.positions;
  return row.event_ids.flatMap((id, i) => {
    const event = byId.get(id);
    if (!event) return [];
    return [{
      id,
      streamId: append.streamId,
      revision: first + BigInt(i),
      position: BigInt(positions[i]),
      type: event.type,
      data: JSON.parse(JSON.stringify(event.data)),
      metadata: JSON.parse(JSON.stringify(event.metadata)),
      recordedAt: times[i],
    }];
  });
}

type Query = (config: { name: string; text: string; values: unknown[] }) => Promise<{ rows: unknown[] }>;

/**
 * Runs each precondition (none: no statement at all); the first that finds no row fails with
 * its error. `backToBack`: all are sent at once (a connection in pipeline mode, or a pool), else
 * one after another, as a plain connection takes them.
 */
async function checkPreconditions(preconditions: readonly AppendPrecondition[], query: Query, backToBack: boolean): Promise<void> {
  const statement = ({ name, text, values }: AppendPrecondition) => query({ name, text, values });
  const found = backToBack ? await Promise.all(preconditions.map(statement)) : [];
  if (!backToBack) for (const precondition of preconditions) found.push(await statement(precondition));
  const unmet = found.findIndex((result) => result.rows.length === 0);
  if (unmet >= 0) throw preconditions[unmet].error;
}

export const COLUMNS = `position, stream_id, revision, event_id, type, data, metadata, ${isoSql('recorded_at')} AS recorded_at`;
const UNIQUE_VIOLATION = '23505';
const MAX_APPEND_ATTEMPTS = 10;
/** Append calls in flight at once (the pool's other connections serve reads). */
const MAX_APPEND_CALLS = 2;
/** Appends combined into one call at most. */
const MAX_APPENDS_PER_CALL = 64;

type PendingAppend = {
  streamId: string;
  events: NewEvent[];
  expectedRevision: ExpectedRevision;
  precondition?: AppendPrecondition;
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
};
type AppendRow = {
  outcome: 'ok' | 'duplicate' | 'wrong_expected';
  actual: string | null;
  next_revision: string | null;
  last_position: string | null;
  /** The events written, in order (null when none was). */
  positions: string[] | null;
  event_ids: string[] | null;
  recorded_at: string[] | null;
};
type Run = (config: { name: string; text: string; values: unknown[] }) => Promise<{ rows: AppendRow[] }>;
const DEADLOCK = '40P01';
/** Takes each key's transaction lock, exclusive or shared, in one order (keys sorted: no deadlock between two calls). */
const TAKE_ORDER_LOCKS = `SELECT bool_and(CASE WHEN x THEN pg_advisory_xact_lock(hashtext(k))::text = '' ELSE pg_advisory_xact_lock_shared(hashtext(k))::text = '' END)
  FROM (SELECT u.k, u.x FROM unnest($1::text[], $2::boolean[]) AS u(k, x) ORDER BY u.k) s`;
/** How often events held back behind an append in flight are looked at again. */
const HELD_RECHECK_MS = 100;


/**
 * The store's statements are a few index lookups whatever their arguments: one plan each,
 * made once per connection. Left to choose, PostgreSQL plans the append afresh on every
 * call, which costs more than running it.
 */
function withGenericPlans(connectionString: string): string {
  try {
    return withConnectionSetting(connectionString, 'plan_cache_mode', 'force_generic_plan');
  } catch {
    return connectionString; // not a URL: the server's default
  }
}

export class PostgresEventStore implements EventStore {
  private readonly appended = new EventEmitter();
  /** Subscribed to the append notifications (of other processes). */
  private subscription: Promise<() => void> | null = null;
  /** A notification connection of its own, when the process gave it none to share. */
  private ownNotifications: PgNotifications | null = null;
  /** Set when close() begins: no new appends or listeners from then on. */
  private closed = false;
  /** The read models written in each append's transaction (see `applyInline`). */
  private inline: InlineProjection | null = null;

  constructor(
    private readonly pool: Pool,
    private readonly options: { connectionString?: string; notifications?: Notifications } = {},
  ) {
    this.appended.setMaxListeners(0);
  }

  /** `notifications`: the process's notification connection, shared (else the store opens its own when a subscriber first needs it). */
  static async connect(connectionString: string, poolSize = 10, notifications?: Notifications): Promise<PostgresEventStore> {
    // An unreachable database fails a call within seconds instead of holding it.
    const pool = new Pool({ connectionString: withGenericPlans(connectionString), max: poolSize, connectionTimeoutMillis: 5000 });
    // An idle connection closed by the server must not crash the process.
    pool.on('error', () => undefined);
    await ensureEventStoreSchema(pool);
    return new PostgresEventStore(pool, { connectionString, notifications });
  }

  /**
   * From now on every append runs in a transaction on `inline.db` (the read models' database,
   * the log's own) that also applies the inline read models to the events it recorded: they
   * commit with the events or not at all. A failure there fails the append (InlineProjectionError).
   */
  applyInline(inline: InlineProjection): void {
    this.inline = inline;
  }

  /**
   * `listener(position)` after each append of this process commits, and those of other
   * processes once something waits for appends here (the processor runtime: it listens then).
   */
  onAppended(listener: (position: bigint) => void): () => void {
    this.appended.on('appended', listener);
    return () => this.appended.off('appended', listener);
  }

  async appendToStream(streamId: string, events: NewEvent[], { expectedRevision, precondition }: AppendOptions): Promise<AppendResult> {
    if (events.length === 0) throw new Error('appendToStream needs at least one event');
    if (events.length > EVENTS_PER_TRANSACTION) throw new Error(`appendToStream takes at most ${EVENTS_PER_TRANSACTION} events`);
    if (this.closed) throw new EventStoreUnavailableError('The event store is closed', null);
    return new Promise<AppendResult>((resolve, reject) => {
      this.appends.push({ streamId, events, expectedRevision, precondition, resolve, reject });
      this.sendAppends();
    });
  }

  /*
   * Write combining. An append is sent at once while fewer than MAX_APPEND_CALLS calls are
   * in flight; appends that come in meanwhile wait and then go together as one statement
   * (one round trip, one transaction, one flush to disk), each with its own outcome. One
   * writer waits for nothing; many writers share the work of each commit.
   */
  private appends: PendingAppend[] = [];
  private appendCalls = 0;
  private readonly streamsInFlight = new Set<string>();
  /** Called once no append waits or is in flight (close() waits for them). */
  private appendsDone: (() => void)[] = [];

  private sendAppends() {
    while (this.appendCalls < MAX_APPEND_CALLS && this.appends.length > 0) {
      const call = this.nextAppendCall();
      if (call.length === 0) return; // every waiting append follows one in flight on its stream
      this.appendCalls++;
      for (const append of call) this.streamsInFlight.add(append.streamId);
      void this.appendTogether(call).finally(() => {
        this.appendCalls--;
        for (const append of call) this.streamsInFlight.delete(append.streamId);
        this.sendAppends();
        if (this.appendCalls === 0 && this.appends.length === 0) for (const done of this.appendsDone.splice(0)) done();
      });
    }
  }

  /**
   * The waiting appends that go in the next call, oldest first: one per stream, none on a
   * stream with an append in flight (it must see that append's revision), and an append
   * waits behind an earlier one on its stream.
   */
  private nextAppendCall(): PendingAppend[] {
    const call: PendingAppend[] = [];
    const rest: PendingAppend[] = [];
    const streamsMet = new Set<string>();
    let events = 0;
    for (const append of this.appends) {
      const fits = call.length < MAX_APPENDS_PER_CALL && events + append.events.length <= EVENTS_PER_TRANSACTION;
      if (fits && !streamsMet.has(append.streamId) && !this.streamsInFlight.has(append.streamId)) {
        call.push(append);
        events += append.events.length;
      } else {
        rest.push(append);
      }
      streamsMet.add(append.streamId);
    }
    this.appends = rest;
    return call;
  }

  /** One call for all: if it fails as a whole, each append is tried alone, so one bad append fails only itself. */
  private async appendTogether(call: PendingAppend[]): Promise<void> {
    if (call.length > 1) {
      try {
        const rows = await this.runAppendStatement(call);
        call.forEach((append, i) => this.settle(append, rows[i]));
        return;
      } catch {
        // A concurrent append from elsewhere, or one append's bad input: alone, below.
      }
    }
    await Promise.all(call.map((append) => this.appendAlone(append)));
  }

  private async appendAlone(append: PendingAppend): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        const [row] = await this.runAppendStatement([append]);
        return this.settle(append, row);
      } catch (error) {
        // A concurrent append took the same revision or event id and committed first: asked
        // again, the store answers as if they had run one after the other (a wrong expected
        // revision, the first append's result for the same ids, or the next revision for 'any').
        // An inline read model's rows locked in the other order by a concurrent append: again too.
        const code = (error as { code?: string }).code ?? (error instanceof InlineProjectionError ? (error.cause as { code?: string })?.code : undefined);
        if ((code === UNIQUE_VIOLATION || code === DEADLOCK) && !(error instanceof InlineProjectionError && code === UNIQUE_VIOLATION) && attempt < MAX_APPEND_ATTEMPTS) continue;
        return append.reject(error);
      }
    }
  }

  private async runAppendStatement(call: PendingAppend[]): Promise<AppendRow[]> {
    const inline = this.inline;
    const preconditions = call.flatMap((append) => (append.precondition ? [append.precondition] : []));
    if (!inline) {
      // No transaction holds the read models here: the check runs just before the append.
      if (preconditions.length > 0) await checkPreconditions(preconditions, (config) => this.query(config, config.values), true);
      return this.runAppend(call, (config) => this.query<AppendRow>(config, config.values));
    }
    const connection = (await inline.acquire()) as { query: Run & ((text: string) => Promise<unknown>); pipeline?: boolean };
    const run: Run = (config) => connection.query(config);
    // Run after the order locks: an append whose read-model rows could meet these has committed or waits.
    const checkHere = () => checkPreconditions(preconditions, (config) => connection.query(config), connection.pipeline === true);
    // The appends' order locks (InlineProjection.orderOf), taken before the append gives positions.
    const order = new Map<string, boolean>(inline.sharedLocks.map((key) => [key, false]));
    for (const append of call) {
      const { key, exclusive } = inline.orderOf(append.streamId, append.events);
      order.set(key, exclusive || order.get(key) === true);
    }
    const lockInOrder = () => connection.query({ name: 'odyssey_inline_order', text: TAKE_ORDER_LOCKS, values: [[...order.keys()], [...order.values()]] });
    // On a connection in pipeline mode BEGIN, the locks and the append leave together, one round
    // trip instead of three; the transaction then sends no BEGIN of its own.
    const readState = () => (inline.readState ? (connection.query(inline.readState) as Promise<{ rows: unknown[] }>) : Promise.resolve({ rows: [] }));
    let early: Promise<AppendRow[]> | null = null;
    let state: Promise<{ rows: unknown[] }> | null = null;
    let checked: Promise<void> | null = null;
    if (connection.pipeline === true) {
      void connection.query('BEGIN').catch(() => undefined);
      void lockInOrder().catch(() => undefined);
      if (preconditions.length > 0) {
        checked = checkHere();
        checked.catch(() => undefined); // awaited below
      }
      state = readState();
      state.catch(() => undefined); // awaited below
      early = this.runAppend(call, run);
      early.catch(() => undefined); // awaited below
    }
    let appended = false;
    let failed = false;
    try {
      return await inline.transaction(
        connection,
        async (trx) => {
          // The append comes first in the transaction (the read horizon needs `events` locked
          // before the transaction has an id; see eventStoreSchema.ts).
          if (!early) {
            await lockInOrder();
            if (preconditions.length > 0) await checkHere();
            state = readState();
          }
          // A precondition not met fails the call before anything of it is applied (rolled back).
          if (checked) await checked;
          const rows = await (early ?? this.runAppend(call, run));
          appended = true;
          const recorded = call.flatMap((append, i) => writtenEvents(append, rows[i])).sort(byLogPosition);
          if (recorded.length > 0) await inline.apply(trx, recorded, (await (state ?? readState())).rows);
          return rows;
        },
        early !== null,
      );
    } catch (error) {
      failed = true;
      // The append's own error, when it failed before the transaction began.
      const appendError = early && !appended ? await early.then(() => null, (e: unknown) => e) : null;
      const cause = appendError ?? error;
      if (isConnectionLost(cause)) throw new EventStoreUnavailableError('The event store database cannot be reached', cause);
      // A read model this process cannot write (another version's) is unavailable, not a bug.
      throw appended && !(cause instanceof EventStoreUnavailableError) ? new InlineProjectionError(cause) : cause;
    } finally {
      // Nothing of a failed call stays open on the connection that goes back to the pool.
      if (failed) await connection.query('ROLLBACK').catch(() => undefined);
      await inline.release(connection);
    }
  }

  private async runAppend(call: PendingAppend[], run: Run): Promise<AppendRow[]> {
    if (call.length === 1) return [await this.runAppendOne(call[0], run)];
    const events = call.flatMap((append, i) => append.events.map((event) => ({ event, appendOf: i + 1 })));
    const result = await run({ name: 'odyssey_append', text: APPEND_STATEMENT, values: [
      call.map((a) => a.streamId),
      call.map((a) => (typeof a.expectedRevision === 'bigint' ? a.expectedRevision.toString() : a.expectedRevision)),
      events.map((e) => e.appendOf),
      events.map((e) => e.event.id),
      events.map((e) => e.event.type),
      events.map((e) => JSON.stringify(e.event.data)),
      events.map((e) => JSON.stringify(e.event.metadata)),
    ] });
    return result.rows;
  }

  /** A call with one append: the lean statement (see APPEND_ONE_STATEMENT). */
  private async runAppendOne({ streamId, events, expectedRevision }: PendingAppend, run: Run): Promise<AppendRow> {
    const result = await run({ name: 'odyssey_append_one', text: APPEND_ONE_STATEMENT, values: [
      streamId,
      typeof expectedRevision === 'bigint' ? expectedRevision.toString() : expectedRevision,
      events.map((e) => e.id),
      events.map((e) => e.type),
      events.map((e) => JSON.stringify(e.data)),
      events.map((e) => JSON.stringify(e.metadata)),
    ] });
    return result.rows[0];
  }

  private settle(append: PendingAppend, row: AppendRow) {
    if (row.outcome === 'wrong_expected') {
      return append.reject(new WrongExpectedRevisionError(append.streamId, append.expectedRevision, row.actual === null ? 'no_stream' : BigInt(row.actual)));
    }
    if (row.next_revision === null || row.last_position === null) return append.reject(new Error(`The append to ${append.streamId} answered no position`));
    const position = BigInt(row.last_position);
    if (row.outcome === 'ok') this.noteAppended(position, append.events.map((e) => e.type));
    append.resolve({ nextRevision: BigInt(row.next_revision), position });
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    const result = await this.query<EventRow>({ name: 'odyssey_read_stream', text: `SELECT ${COLUMNS} FROM events WHERE stream_id = $1 ORDER BY revision` }, [streamId]);
    return result.rows.map(toRecorded);
  }

  async readAll({ after, limit }: ReadAllOptions): Promise<RecordedEvent[]> {
    const appendsBefore = this.appendsNoted;
    const result = await this.query<EventRow & { horizon: string; position: string | null }>({ name: 'odyssey_read_all', text: `SELECT horizon, ${COLUMNS} FROM odyssey_read_all($1, $2)` }, [
      (after ?? 0n).toString(),
      limit,
    ]);
    this.noteRead(BigInt(result.rows[0].horizon), appendsBefore);
    return result.rows.filter((r) => r.position !== null).map(toRecorded);
  }

  async headPosition(): Promise<bigint | null> {
    const result = await this.query<{ position: string | null }>('SELECT odyssey_head_position() AS position');
    return result.rows[0].position === null ? null : BigInt(result.rows[0].position);
  }

  async *subscribeToAll({ after, signal, batchSize = 500 }: { after: bigint | null; signal: AbortSignal; batchSize?: number }): AsyncIterable<RecordedEvent> {
    await this.startListener();
    let checkpoint = after;
    while (!signal.aborted) {
      const page = await this.readAll({ after: checkpoint, limit: batchSize });
      for (const event of page) {
        if (signal.aborted) return;
        yield event;
        checkpoint = event.position;
      }
      if (page.length < batchSize) await this.waitForAppend(checkpoint, signal, 1000);
    }
  }

  /** Appends this process has seen (made here or announced by NOTIFY), counted. */
  private appendsNoted = 0;
  /** The newest position seen appended, and per type, with the count at which it was seen. */
  private lastAppended: { position: bigint; seen: number } | null = null;
  private readonly lastAppendedByType = new Map<string, { position: bigint; seen: number }>();
  /** The horizon of the latest read to start, and the append count when it started. */
  private lastRead: { horizon: bigint; appendsBefore: number } | null = null;

  /** `types` is known for appends made by this process; NOTIFY from others carries only a position. */
  private noteAppended(position: bigint, types?: string[]) {
    const seen = ++this.appendsNoted;
    if (this.lastAppended === null || position > this.lastAppended.position) this.lastAppended = { position, seen };
    for (const type of types ?? []) this.lastAppendedByType.set(type, { position, seen });
    this.appended.emit('appended', position, types);
  }

  private noteRead(horizon: bigint, appendsBefore: number) {
    if (this.lastRead === null || appendsBefore >= this.lastRead.appendsBefore) this.lastRead = { horizon, appendsBefore };
  }

  /**
   * An append seen after `position` that a reader may not have read yet: seen after the
   * latest read started, or below that read's horizon. One above the horizon waits for an
   * older append still in flight.
   */
  private readableNow(append: { position: bigint; seen: number } | undefined | null, position: bigint | null): 'yes' | 'held' | 'no' {
    if (!append || (position !== null && append.position <= position)) return 'no';
    const read = this.lastRead;
    if (read === null || append.seen > read.appendsBefore || append.position < read.horizon) return 'yes';
    return 'held';
  }

  /**
   * Resolves when an event after `position` may have become readable (an append here or in
   * another process, or the time-out). With `types`, appends by this process of other types
   * do not wake it. Events held back behind an append still in flight do not wake it at once
   * (that would spin): the next announcement wakes it, and they are looked at again every
   * HELD_RECHECK_MS anyway (a rollback announces nothing).
   */
  async waitForAppend(position: bigint | null, signal: AbortSignal, timeoutMs: number, types?: readonly string[]): Promise<void> {
    // Appends of other processes are heard from the first wait on (else only the time-out
    // would wake it): the processor runtime waits here without subscribing to the log.
    await this.startListener();
    const relevant = (p: bigint, appendedTypes?: string[]) =>
      (position === null || p > position) && (!types || !appendedTypes || appendedTypes.some((t) => types.includes(t)));
    return new Promise((resolve) => {
      if (signal.aborted) return resolve();
      const known = types ? types.map((t) => this.readableNow(this.lastAppendedByType.get(t), position)) : [this.readableNow(this.lastAppended, position)];
      // An append that landed while the caller was reading is not missed.
      if (known.includes('yes')) return resolve();
      const done = () => {
        clearTimeout(timer);
        this.appended.off('appended', onAppend);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const onAppend = (p: bigint, appendedTypes?: string[]) => {
        if (relevant(p, appendedTypes)) done();
      };
      const timer = setTimeout(done, known.includes('held') ? Math.min(timeoutMs, HELD_RECHECK_MS) : timeoutMs);
      this.appended.on('appended', onAppend);
      signal.addEventListener('abort', done, { once: true });
    });
  }

  /** Wakes subscribers when another process appends. */
  private startListener(): Promise<unknown> {
    if (this.subscription || this.closed) return this.subscription ?? Promise.resolve();
    let notifications = this.options.notifications;
    if (!notifications) {
      if (!this.options.connectionString) return Promise.resolve();
      notifications = this.ownNotifications = new PgNotifications({ connectionString: this.options.connectionString, logger: { warn() {} } });
    }
    this.subscription = notifications.subscribe(NOTIFY_CHANNEL, {
      message: (payload) => {
        if (/^\d+$/.test(payload)) this.noteAppended(BigInt(payload));
      },
    });
    return this.subscription;
  }

  private async query<R extends object>(sql: string | { name: string; text: string }, params: unknown[] = []) {
    try {
      return await this.pool.query<R & import('pg').QueryResultRow>(typeof sql === 'string' ? { text: sql, values: params } : { ...sql, values: params });
    } catch (error) {
      if (isConnectionLost(error)) throw new EventStoreUnavailableError('The event store database cannot be reached', error);
      throw error;
    }
  }

  async close(): Promise<void> {
    // New appends are refused; those already made land first.
    this.closed = true;
    if (this.appendCalls > 0 || this.appends.length > 0) await new Promise<void>((resolve) => this.appendsDone.push(resolve));
    const unsubscribe = await this.subscription;
    unsubscribe?.();
    await this.ownNotifications?.close();
    await this.pool.end();
  }
}
