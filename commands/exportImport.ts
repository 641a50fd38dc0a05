import type { Pool, PoolClient } from 'pg';
import { z } from 'zod';
import type { EventSchemaMap } from '../domain/eventSchemas';
import { decodeEvent, EventSchemaError } from './eventCodec';
import { DATA_KEYS_TABLE_DDL } from './personalData/dataKeys';
import { erasePayload, sealedPartOf } from './personalData/sealing';
import type { EventStore, RecordedEvent } from './eventStore';
import { ensureEventStoreSchema, NOTIFY_CHANNEL, raisePositionOffset } from './postgres/eventStoreSchema';
import { inTransaction } from './postgres/inTransaction';

/**
 * The event log as NDJSON: one event per line, exactly as stored (payloads are NOT upcast,
 * so an import keeps old schema versions and upcasting still happens on read). Personal data
 * stays sealed (docs/privacy.md): an export reveals no texts without the keys, and none at
 * all of a user whose key is destroyed.
 *
 *   {"id","stream","revision","position","type","data","metadata","recorded_at"}
 */
export type ExportedEvent = {
  id: string;
  stream: string;
  revision: number;
  position: number;
  type: string;
  data: unknown;
  metadata: RecordedEvent['metadata'];
  recorded_at: string;
};

export function toExportLine(e: RecordedEvent): string {
  const line: ExportedEvent = {
    id: e.id,
    stream: e.streamId,
    revision: Number(e.revision),
    position: Number(e.position),
    type: e.type,
    data: e.data,
    metadata: e.metadata,
    recorded_at: e.recordedAt,
  };
  return `${JSON.stringify(line)}\n`;
}

export type ExportOptions = {
  /** Only the streams this user owns (the user id in each stream's first event). */
  userId?: string;
  pageSize?: number;
};

/**
 * The log in order, one NDJSON line at a time, a page at a time: the consumer's pace drives
 * the reads, so the log is never held in memory. With `userId`, whole streams of that user
 * (their account, todos and step chats, missions, odysseys, jobs, conversations, settings):
 * a stream's first event names its owner, and it comes first in log order.
 */
export async function* exportEventLog(store: EventStore, options: ExportOptions = {}): AsyncGenerator<string> {
  const pageSize = options.pageSize ?? 2000;
  const owned = new Set<string>();
  let after: bigint | null = null;
  for (;;) {
    const page = await store.readAll({ after, limit: pageSize });
    if (page.length === 0) return;
    for (const e of page) {
      if (options.userId) {
        if (e.revision === 0n && (e.data as { userId?: unknown } | null)?.userId === options.userId) owned.add(e.streamId);
        if (!owned.has(e.streamId)) continue;
      }
      yield toExportLine(e);
    }
    after = page[page.length - 1].position;
  }
}

// ---------------------------------------------------------------------------------------
// Import

export class ImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportError';
  }
}

const exportedEventSchema = z.object({
  id: z.uuid(),
  stream: z.string().min(1),
  revision: z.number().int().min(0),
  position: z.number().int().min(1),
  type: z.string().min(1),
  data: z.unknown(),
  metadata: z.looseObject({
    userId: z.string().nullable(),
    occurredAt: z.string(),
    correlationId: z.string(),
    causationId: z.string().nullable(),
  }),
  recorded_at: z.iso.datetime({ offset: true }),
});

/**
 * Parses and checks an export before anything is written: every line an event of a known
 * type whose payload fits its schema, positions increasing, each stream's revisions
 * 0, 1, 2, ... with no gap, event ids unique. The first problem stops the import with its
 * line number.
 */
const npmBannerMessage = (lineNo: number) =>
  `Line ${lineNo} is npm's banner, not an event: export with \`npm run events:export -- --out <file>\` (or \`npm run --silent events:export > <file>\`) and import that file.`;

export async function* readExportedEvents(lines: AsyncIterable<string>, schemas: EventSchemaMap, options: { firstLineNo?: number } = {}): AsyncGenerator<RecordedEvent> {
  const nextRevision = new Map<string, number>();
  const seenIds = new Set<string>();
  let lastPosition = 0;
  // Line numbers count from the file's start when the events follow other lines in it.
  let lineNo = (options.firstLineNo ?? 1) - 1;
  for await (const raw of lines) {
    lineNo += 1;
    if (raw.trim() === '') continue;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      // `npm run events:export > file` puts npm's own "> script" lines before the export.
      if (raw.startsWith('> ')) throw new ImportError(npmBannerMessage(lineNo));
      throw new ImportError(`Line ${lineNo} is not JSON.`);
    }
    if ((json as { format?: unknown } | null)?.format === 'odyssey-backup') throw new ImportError(`Line ${lineNo} is a backup header: restore a backup with \`npm run restore\`.`);
    const parsed = exportedEventSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ImportError(`Line ${lineNo}: ${issue.path.join('.') || 'event'} ${issue.message}.`);
    }
    const line = parsed.data;
    if (line.position <= lastPosition) throw new ImportError(`Line ${lineNo}: position ${line.position} is not after ${lastPosition}; the export must be in log order.`);
    const expected = nextRevision.get(line.stream) ?? 0;
    if (line.revision !== expected) throw new ImportError(`Line ${lineNo}: stream ${line.stream} needs revision ${expected} next, found ${line.revision}.`);
    if (seenIds.has(line.id)) throw new ImportError(`Line ${lineNo}: event id ${line.id} appears twice.`);
    const event: RecordedEvent = {
      id: line.id,
      streamId: line.stream,
      revision: BigInt(line.revision),
      position: BigInt(line.position),
      type: line.type,
      data: line.data,
      metadata: line.metadata as RecordedEvent['metadata'],
      recordedAt: line.recorded_at,
    };
    try {
      // Sealed personal texts are checked in their shape only: the keys are not the file's.
      decodeEvent(schemas, { ...event, data: erasePayload(event.type, event.data) });
    } catch (error) {
      if (error instanceof EventSchemaError && error.payloadIssues) throw new ImportError(`Line ${lineNo}: the ${event.type} payload does not match its schema: ${error.payloadIssues}.`);
      throw new ImportError(`Line ${lineNo}: ${(error as Error).message}`);
    }
    seenIds.add(line.id);
    nextRevision.set(line.stream, expected + 1);
    lastPosition = line.position;
    yield event;
  }
}

/**
 * Lines of a text stream, read as the consumer asks (the file is never held whole; a slow
 * import slows the reading down). Chunks must be decoded text (`setEncoding('utf8')`).
 */
export async function* readLines(chunks: AsyncIterable<string>): AsyncGenerator<string> {
  let rest = '';
  for await (const chunk of chunks) {
    rest += chunk;
    let end: number;
    while ((end = rest.indexOf('\n')) >= 0) {
      yield rest.slice(0, end).replace(/\r$/, '');
      rest = rest.slice(end + 1);
    }
  }
  if (rest !== '') yield rest;
}

/** `keysMissing`: users whose sealed texts the import brought without their data key (PostgreSQL store only). */
export type ImportResult = { events: number; streams: number; ms: number; keysMissing?: number };

/**
 * Into the PostgreSQL store, in ONE transaction that keeps appends out: positions, event ids
 * and recording times are kept as they were, so read models rebuilt afterwards are identical
 * (even the ones that store log positions). A non-empty store is refused, and any bad line
 * leaves the store as empty as it was.
 */
export async function importIntoPostgres(pool: Pool, events: AsyncIterable<RecordedEvent>, batchSize = 2000): Promise<ImportResult> {
  const started = Date.now();
  await ensureEventStoreSchema(pool);
  const owners = new Set<string>();
  async function* notingKeyOwners() {
    for await (const e of events) {
      const owner = sealedPartOf(e.data)?.k;
      if (owner) owners.add(owner);
      yield e;
    }
  }
  const { events: count, streams, keysMissing } = await inTransaction(pool, async (client) => {
    const imported = await importInTransaction(client, notingKeyOwners(), batchSize);
    return { ...imported, keysMissing: await destroyMissingKeys(client, owners) };
  });
  // The planner's statistics for the loaded log. Without them the next replay's pages were
  // planned as a sort of the whole rest of the log (0.2-0.45 s a page instead of 25-40 ms
  // on 200,000 events), until autovacuum came by, if it is on at all.
  if (count > 0) await pool.query('ANALYZE events');
  return { events: count, streams, ms: Date.now() - started, keysMissing };
}

/**
 * The owners of sealed texts with no data key in this database get a destroyed key: their
 * texts read as "[erased]", as after an erasure, and no new key is made for them (a new key
 * would not open the imported texts, which would then fail to read). Keys copied in before
 * the import are kept. Answers how many were missing.
 */
async function destroyMissingKeys(client: PoolClient, owners: Set<string>): Promise<number> {
  if (owners.size === 0) return 0;
  await client.query(DATA_KEYS_TABLE_DDL);
  const { rowCount } = await client.query(
    `INSERT INTO public.user_data_keys (user_id, wrapped_key, created_at, destroyed_at)
     SELECT id, NULL, now(), now() FROM unnest($1::uuid[]) AS id
     ON CONFLICT (user_id) DO NOTHING`,
    [[...owners]],
  );
  return rowCount ?? 0;
}

/**
 * The import's work inside the caller's transaction (the event store schema exists): the
 * caller may write other rows that must commit with the log, or not at all. Run ANALYZE
 * events after the commit.
 */
export async function importInTransaction(client: PoolClient, events: AsyncIterable<RecordedEvent>, batchSize = 2000): Promise<{ events: number; streams: number }> {
  const streams = new Set<string>();
  let count = 0;
  let last: bigint | null = null;
  // Appends wait until the import commits (readers do not); taken before anything is written.
  await client.query('LOCK TABLE events IN EXCLUSIVE MODE');
  const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM events');
  const held = Number(rows[0].n);
  if (held > 0) throw new ImportError(`The event store already holds ${held} ${held === 1 ? 'event' : 'events'}: import only into an empty store (a fresh database).`);

  let batch: RecordedEvent[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await client.query(
      `INSERT INTO events (position, stream_id, revision, event_id, type, data, metadata, recorded_at)
       SELECT * FROM unnest($1::bigint[], $2::text[], $3::bigint[], $4::uuid[], $5::text[], $6::jsonb[], $7::jsonb[], $8::timestamptz[])`,
      [
        batch.map((e) => e.position.toString()),
        batch.map((e) => e.streamId),
        batch.map((e) => e.revision.toString()),
        batch.map((e) => e.id),
        batch.map((e) => e.type),
        batch.map((e) => JSON.stringify(e.data)),
        batch.map((e) => JSON.stringify(e.metadata)),
        batch.map((e) => e.recordedAt),
      ],
    );
    batch = [];
  };
  for await (const event of events) {
    batch.push(event);
    streams.add(event.streamId);
    count += 1;
    last = event.position;
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  if (last !== null) {
    // New appends continue after the imported positions.
    await raisePositionOffset(client);
    await client.query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, last.toString()]);
  }
  return { events: count, streams: streams.size };
}

/**
 * Through the store port (any adapter, e.g. EventStoreDB): streams, order and event ids are
 * kept; the store assigns new positions and recording times. Consecutive events of one
 * stream are appended together with the expected revision. Not atomic: a failure part-way
 * leaves the events before it.
 */
export async function importThroughStore(store: EventStore, events: AsyncIterable<RecordedEvent>): Promise<ImportResult> {
  const started = Date.now();
  if ((await store.headPosition()) !== null) throw new ImportError('The event store is not empty: import only into an empty store.');
  const streams = new Set<string>();
  let count = 0;
  let run: RecordedEvent[] = [];
  const flush = async () => {
    if (run.length === 0) return;
    const first = run[0].revision;
    await store.appendToStream(
      run[0].streamId,
      run.map((e) => ({ id: e.id, type: e.type, data: e.data, metadata: e.metadata })),
      { expectedRevision: first === 0n ? 'no_stream' : first - 1n },
    );
    run = [];
  };
  for await (const event of events) {
    if (run.length > 0 && (run[0].streamId !== event.streamId || run.length >= 500)) await flush();
    run.push(event);
    streams.add(event.streamId);
    count += 1;
  }
  await flush();
  return { events: count, streams: streams.size, ms: Date.now() - started };
}
