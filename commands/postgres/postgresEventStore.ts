import { EventEmitter } from 'node:events';
import { Client, Pool } from 'pg';
import {
  EventStoreUnavailableError,
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type ReadAllOptions,
  type RecordedEvent,
} from '../eventStore';
import { ensureEventStoreSchema, NOTIFY_CHANNEL } from './eventStoreSchema';


type Row = {
  position: string;
  stream_id: string;
  revision: string;
  event_id: string;
  type: string;
  data: unknown;
  metadata: any;
  recorded_at: Date;
};

const toRecorded = (r: Row): RecordedEvent => ({
  id: r.event_id,
  streamId: r.stream_id,
  revision: BigInt(r.revision),
  position: BigInt(r.position),
  type: r.type,
  data: r.data,
  metadata: r.metadata,
  recordedAt: r.recorded_at.toISOString(),
});

const COLUMNS = 'position, stream_id, revision, event_id, type, data, metadata, recorded_at';

function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: string })?.code;
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === '57P01' || code === '57P03' || code === 'ETIMEDOUT';
}

export class PostgresEventStore implements EventStore {
  private readonly appended = new EventEmitter();
  private listener: Client | null = null;
  private listenerStarting: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly pool: Pool,
    private readonly options: { connectionString?: string } = {},
  ) {
    this.appended.setMaxListeners(0);
  }

  static async connect(connectionString: string, poolSize = 10): Promise<PostgresEventStore> {
    const pool = new Pool({ connectionString, max: poolSize });
    // An idle connection closed by the server must not crash the process.
    pool.on('error', () => undefined);
    await ensureEventStoreSchema(pool);
    return new PostgresEventStore(pool, { connectionString });
  }

  async appendToStream(streamId: string, events: NewEvent[], { expectedRevision }: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    if (events.length === 0) throw new Error('appendToStream needs at least one event');
    const expected = typeof expectedRevision === 'bigint' ? expectedRevision.toString() : expectedRevision;
    const result = await this.query<{ outcome: string; actual: string | null; next_revision: string | null; last_position: string | null }>(
      'SELECT * FROM odyssey_append($1, $2, $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[])',
      [
        streamId,
        expected,
        events.map((e) => e.id),
        events.map((e) => e.type),
        events.map((e) => JSON.stringify(e.data)),
        events.map((e) => JSON.stringify(e.metadata)),
      ],
    );
    const row = result.rows[0];
    if (row.outcome === 'wrong_expected') {
      throw new WrongExpectedRevisionError(streamId, expectedRevision, row.actual === null ? 'no_stream' : BigInt(row.actual));
    }
    const position = BigInt(row.last_position!);
    if (row.outcome === 'ok') this.noteAppended(position, events.map((e) => e.type));
    return { nextRevision: BigInt(row.next_revision!), position };
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    const result = await this.query<Row>(`SELECT ${COLUMNS} FROM events WHERE stream_id = $1 ORDER BY revision`, [streamId]);
    return result.rows.map(toRecorded);
  }

  async readAll({ after, limit }: ReadAllOptions): Promise<RecordedEvent[]> {
    const result = await this.query<Row>(`SELECT ${COLUMNS} FROM events WHERE position > $1 ORDER BY position LIMIT $2`, [
      (after ?? 0n).toString(),
      limit,
    ]);
    return result.rows.map(toRecorded);
  }

  async headPosition(): Promise<bigint | null> {
    const result = await this.query<{ position: string | null }>('SELECT max(position) AS position FROM events');
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

  /** The newest position this process has seen appended (here or through NOTIFY), and per type. */
  private lastAppended: bigint | null = null;
  private readonly lastAppendedByType = new Map<string, bigint>();

  /** `types` is known for appends made by this process; NOTIFY from others carries only a position. */
  private noteAppended(position: bigint, types?: string[]) {
    if (this.lastAppended === null || position > this.lastAppended) this.lastAppended = position;
    for (const type of types ?? []) this.lastAppendedByType.set(type, position);
    this.appended.emit('appended', position, types);
  }

  /**
   * Resolves when an event after `position` may exist (an append here or in another process,
   * or the time-out). With `types`, appends by this process of other types do not wake it.
   */
  waitForAppend(position: bigint | null, signal: AbortSignal, timeoutMs: number, types?: readonly string[]): Promise<void> {
    const relevant = (p: bigint, appendedTypes?: string[]) =>
      (position === null || p > position) && (!types || !appendedTypes || appendedTypes.some((t) => types.includes(t)));
    return new Promise((resolve) => {
      if (signal.aborted) return resolve();
      // An append that landed while the caller was reading is not missed.
      if (!types && this.lastAppended !== null && relevant(this.lastAppended)) return resolve();
      if (types && types.some((t) => { const p = this.lastAppendedByType.get(t); return p !== undefined && relevant(p); })) return resolve();
      const done = () => {
        clearTimeout(timer);
        this.appended.off('appended', onAppend);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const onAppend = (p: bigint, appendedTypes?: string[]) => {
        if (relevant(p, appendedTypes)) done();
      };
      const timer = setTimeout(done, timeoutMs);
      this.appended.on('appended', onAppend);
      signal.addEventListener('abort', done, { once: true });
    });
  }

  /** Wakes subscribers when another process appends. */
  private startListener(): Promise<void> {
    if (this.listener || !this.options.connectionString || this.closed) return Promise.resolve();
    if (!this.listenerStarting) {
      this.listenerStarting = (async () => {
        const client = new Client({ connectionString: this.options.connectionString });
        client.on('error', () => {
          this.listener = null;
          this.listenerStarting = null;
        });
        client.on('notification', (msg) => {
          if (msg.payload) this.noteAppended(BigInt(msg.payload));
        });
        await client.connect();
        await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
        if (this.closed) await client.end();
        else this.listener = client;
      })().catch(() => {
        this.listenerStarting = null;
      });
    }
    return this.listenerStarting;
  }

  private async query<R extends object>(sql: string, params: unknown[] = []) {
    try {
      return await this.pool.query<R & import('pg').QueryResultRow>(sql, params);
    } catch (error) {
      if (isConnectionError(error)) throw new EventStoreUnavailableError('The event store database cannot be reached', error);
      throw error;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.listenerStarting;
    await this.listener?.end().catch(() => undefined);
    this.listener = null;
    await this.pool.end();
  }
}

function checkExpected(streamId: string, expected: ExpectedRevision, actual: bigint | null): void {
  const ok =
    expected === 'any' ||
    (expected === 'no_stream' && actual === null) ||
    (expected === 'stream_exists' && actual !== null) ||
    (typeof expected === 'bigint' && actual === expected);
  if (!ok) throw new WrongExpectedRevisionError(streamId, expected, actual ?? 'no_stream');
}
