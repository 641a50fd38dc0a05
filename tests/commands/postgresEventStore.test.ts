import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { WrongExpectedRevisionError, type RecordedEvent } from '../../commands/eventStore';
import { APPEND_ONE_STATEMENT, APPEND_STATEMENT } from '../../commands/postgres/eventStoreSchema';
import { PostgresEventStore } from '../../commands/postgres/postgresEventStore';
import { createTestDatabase } from '../support/db';
import { databaseForSuite } from '../support/databaseForSuite';
import { eventually } from '../support/eventually';
import { eventStoreContract, newEvent } from './eventStoreContract';

const database = databaseForSuite({});

eventStoreContract('PostgreSQL', () => PostgresEventStore.connect(database.url, 12));

describe('PostgreSQL event store global order', () => {
  it('never lets a reader see a later position before an earlier one commits', async () => {
    // Many concurrent writers while a reader polls `position > checkpoint`: if a later
    // position became visible first, the reader would move past the earlier one and miss it.
    const store = await PostgresEventStore.connect(database.url, 16);
    const start = await store.headPosition();
    const total = 400;
    let written = 0;
    const seen = new Set<string>();
    let checkpoint = start;
    let done = false;
    const reader = (async () => {
      while (!done || seen.size < total) {
        // A read that began while appends were still in flight may stop short of them (the
        // horizon): only an empty read begun after the last append ended means the end.
        const afterLastAppend = done;
        const page = await store.readAll({ after: checkpoint, limit: 50 });
        for (const e of page) {
          if (e.type === 'Ordered') seen.add(e.id);
          checkpoint = e.position;
        }
        if (page.length === 0 && afterLastAppend) break;
      }
    })();
    await Promise.all(
      Array.from({ length: 16 }, async (_, w) => {
        while (written < total) {
          written++;
          await store.appendToStream(`ordered-${w}-${written}`, [newEvent('Ordered')], { expectedRevision: 'no_stream' });
        }
      }),
    );
    done = true;
    await reader;
    const pool = new Pool({ connectionString: database.url });
    pool.on('error', () => undefined);
    const stored = await pool.query("SELECT count(*)::int AS n FROM events WHERE type = 'Ordered'");
    await pool.end();
    expect(stored.rows[0].n).toBeGreaterThanOrEqual(total);
    expect(seen.size).toBe(stored.rows[0].n);
    await store.close();
  }, 60_000);
});

describe('PostgreSQL event store appends in flight', () => {
  let store: PostgresEventStore;
  /** A second store, as another process: its appends meet this one's in PostgreSQL, not in a queue. */
  let other: PostgresEventStore;
  let admin: Pool;
  beforeAll(async () => {
    store = await PostgresEventStore.connect(database.url, 8);
    other = await PostgresEventStore.connect(database.url, 8);
    admin = new Pool({ connectionString: database.url, max: 4 });
    admin.on('error', () => undefined);
  });
  afterAll(async () => {
    await store.close();
    await other.close();
    await admin.end();
  });
  const either = (i: number) => (i % 2 === 0 ? store : other);

  /** An append in a transaction left open on its own connection, as a slow writer would. */
  async function appendInOpenTransaction(streamId: string) {
    const client = await admin.connect();
    const event = newEvent('Held');
    await client.query('BEGIN');
    const { rows } = await client.query<{ last_position: string }>(
      'SELECT * FROM odyssey_append($1, $2, $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[])',
      [streamId, 'no_stream', [event.id], [event.type], [JSON.stringify(event.data)], [JSON.stringify(event.metadata)]],
    );
    const end = async (sql: 'COMMIT' | 'ROLLBACK') => {
      await client.query(sql);
      client.release();
    };
    return { event, position: BigInt(rows[0].last_position), commit: () => end('COMMIT'), rollback: () => end('ROLLBACK') };
  }

  /** Resolves once a readAll of `reader` that started after this call has answered. */
  function nextReadAnswered(reader: PostgresEventStore): Promise<void> {
    const original = reader.readAll.bind(reader);
    return new Promise((resolve) => {
      reader.readAll = async (options) => {
        const page = await original(options);
        reader.readAll = original;
        resolve();
        return page;
      };
    });
  }

  it('holds later events back from readers while an earlier append is in flight, then delivers all in order', async () => {
    const start = await store.headPosition();
    const held = await appendInOpenTransaction(`held-${randomUUID()}`);
    const laterStreams = [`later-${randomUUID()}`, `later-${randomUUID()}`, `later-${randomUUID()}`];
    const mine = new Set([...laterStreams]);
    const controller = new AbortController();
    const seen: RecordedEvent[] = [];
    const subscriber = (async () => {
      for await (const e of store.subscribeToAll({ after: start, signal: controller.signal, batchSize: 2 })) {
        if (e.id === held.event.id || mine.has(e.streamId)) seen.push(e);
        if (seen.length === 4) controller.abort();
      }
    })();

    // Appends to other streams commit while the first one is still open (no global lock).
    const later = [];
    for (const s of laterStreams) later.push(await store.appendToStream(s, [newEvent('Later')], { expectedRevision: 'no_stream' }));
    for (const result of later) expect(result.position > held.position).toBe(true);

    // Committed, yet not readable: a reader that took them would move past the held one.
    const page = await store.readAll({ after: start, limit: 100 });
    expect(page.filter((e) => mine.has(e.streamId))).toEqual([]);
    await nextReadAnswered(store); // the subscriber has looked again since they committed
    expect(seen).toEqual([]);

    await held.commit();
    const timeout = setTimeout(() => controller.abort(), 15_000);
    await subscriber;
    clearTimeout(timeout);
    expect(seen.map((e) => e.position)).toEqual([held.position, ...later.map((r) => r.position)]);
    const logged = (await store.readAll({ after: start, limit: 100 })).filter((e) => e.id === held.event.id || mine.has(e.streamId));
    expect(logged.map((e) => e.id)).toEqual(seen.map((e) => e.id));
  });

  it('delivers the later events when the append in flight rolls back', async () => {
    const start = await store.headPosition();
    const held = await appendInOpenTransaction(`held-${randomUUID()}`);
    const s = `later-${randomUUID()}`;
    const later = await store.appendToStream(s, [newEvent('Later')], { expectedRevision: 'no_stream' });
    expect((await store.readAll({ after: start, limit: 100 })).filter((e) => e.streamId === s)).toEqual([]);
    await held.rollback();
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), 15_000);
    const seen: RecordedEvent[] = [];
    for await (const e of store.subscribeToAll({ after: start, signal: controller.signal })) {
      seen.push(e);
      if (e.streamId === s) controller.abort();
    }
    clearTimeout(timeout);
    expect(seen.map((e) => e.position)).toEqual([later.position]);
  });

  it('announces an append to listening processes when it commits, in SQL too, and never one rolled back', async () => {
    const listener = await admin.connect();
    const heard: string[] = [];
    listener.on('notification', (n) => heard.push(n.payload ?? ''));
    await listener.query('LISTEN odyssey_events_appended');
    const heardSoon = async (position: bigint) => (await eventually(() => heard, (h) => h.includes(position.toString()), { timeoutMs: 5000, intervalMs: 20 })).includes(position.toString());
    try {
      const appended = await store.appendToStream(`heard-${randomUUID()}`, [newEvent('Heard'), newEvent('Heard')], { expectedRevision: 'no_stream' });
      expect(await heardSoon(appended.position)).toBe(true);

      const held = await appendInOpenTransaction(`held-${randomUUID()}`);
      const rolledBack = await appendInOpenTransaction(`gone-${randomUUID()}`);
      await rolledBack.rollback();
      expect(heard).not.toContain(held.position.toString());
      await held.commit();
      expect(await heardSoon(held.position)).toBe(true);
      expect(heard).not.toContain(rolledBack.position.toString());
    } finally {
      await listener.query('UNLISTEN *');
      listener.release();
    }
  });

  it("wakes a process's waiter on another process's append, without subscribing to the log first", async () => {
    // The processor runtime waits with waitForAppend alone: it must hear appends it did not make.
    const other = await PostgresEventStore.connect(database.url, 2);
    try {
      const head = await other.headPosition();
      const abort = new AbortController();
      // The first wait listens before it waits (here it then times out at once).
      await other.waitForAppend(head, abort.signal, 1);
      const outcome = Promise.race([
        other.waitForAppend(head, abort.signal, 30_000).then(() => 'woken'),
        new Promise((resolve) => setTimeout(() => resolve('still waiting after 10 s'), 10_000)),
      ]);
      await store.appendToStream(`wake-${randomUUID()}`, [newEvent('Wake')], { expectedRevision: 'no_stream' });
      expect(await outcome).toBe('woken');
      abort.abort();
    } finally {
      await other.close();
    }
  });

  it('lets exactly one of several concurrent appends with the same expected revision win', async () => {
    const s = `race-${randomUUID()}`;
    await store.appendToStream(s, [newEvent('First')], { expectedRevision: 'no_stream' });
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => either(i).appendToStream(s, [newEvent('Second', { i })], { expectedRevision: 0n })));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused).toHaveLength(7);
    for (const o of refused) expect(o.reason).toBeInstanceOf(WrongExpectedRevisionError);
    expect((await store.readStream(s)).map((e) => Number(e.revision))).toEqual([0, 1]);
  });

  it('answers concurrent appends of the same event ids with one stored copy and one position', async () => {
    const s = `same-${randomUUID()}`;
    const events = [newEvent('A'), newEvent('B')];
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => either(i).appendToStream(s, events, { expectedRevision: 'no_stream' })));
    expect(new Set(results.map((r) => r.position)).size).toBe(1);
    expect(await store.readStream(s)).toHaveLength(2);
  });

  it('appends with expected revision "any" from many writers to one stream, each at its own revision', async () => {
    const s = `any-${randomUUID()}`;
    await Promise.all(Array.from({ length: 8 }, (_, i) => either(i).appendToStream(s, [newEvent('Any', { i })], { expectedRevision: 'any' })));
    expect((await store.readStream(s)).map((e) => Number(e.revision))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps several appends of one transaction in order, and refuses one after another write', async () => {
    const client = await admin.connect();
    const append = (streamId: string) => {
      const e = newEvent('InOneTransaction');
      return client.query<{ last_position: string }>('SELECT * FROM odyssey_append($1, $2, $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[])', [
        streamId, 'no_stream', [e.id], [e.type], [JSON.stringify(e.data)], [JSON.stringify(e.metadata)],
      ]);
    };
    try {
      const start = await store.headPosition();
      await client.query('BEGIN');
      const first = BigInt((await append(`one-${randomUUID()}`)).rows[0].last_position);
      const second = BigInt((await append(`two-${randomUUID()}`)).rows[0].last_position);
      await client.query('COMMIT');
      expect(second > first).toBe(true);
      expect((await store.readAll({ after: start, limit: 10 })).map((e) => e.position)).toEqual([first, second]);

      await client.query('BEGIN');
      await client.query('CREATE TEMP TABLE scratch (n int) ON COMMIT DROP');
      await client.query('INSERT INTO scratch VALUES (1)');
      await expect(append(`late-${randomUUID()}`)).rejects.toThrow('odyssey_append must come before any other write of its transaction');
    } finally {
      await client.query('ROLLBACK').catch(() => undefined);
      client.release();
    }
  });
});

describe('PostgreSQL event store write combining', () => {
  let store: PostgresEventStore;
  let admin: Pool;
  beforeAll(async () => {
    store = await PostgresEventStore.connect(database.url, 8);
    admin = new Pool({ connectionString: database.url, max: 2 });
  });
  afterAll(async () => {
    await store.close();
    await admin.end();
  });
  /** Positions are (transaction id + offset) * 2^16 + index: equal high bits, one transaction. */
  const transactionOf = (position: bigint) => position >> 16n;

  it('commits appends to different streams that arrive together in shared transactions, each with its own outcome', async () => {
    const taken = `taken-${randomUUID()}`;
    await store.appendToStream(taken, [newEvent('First')], { expectedRevision: 'no_stream' });
    const again = `again-${randomUUID()}`;
    const repeated = [newEvent('Once'), newEvent('Twice')];
    const first = await store.appendToStream(again, repeated, { expectedRevision: 'no_stream' });

    const fresh = Array.from({ length: 20 }, (_, i) => ({ streamId: `fresh-${i}-${randomUUID()}`, event: newEvent('Fresh', { i }) }));
    // All made at once; the wrong and the duplicate one settle on their own.
    const [[wrong, duplicate], results] = await Promise.all([
      Promise.allSettled([
        store.appendToStream(taken, [newEvent('Late')], { expectedRevision: 'no_stream' }),
        store.appendToStream(again, repeated, { expectedRevision: 'no_stream' }),
      ]),
      Promise.all(fresh.map((f) => store.appendToStream(f.streamId, [f.event], { expectedRevision: 'no_stream' }))),
    ]);

    expect(wrong.status === 'rejected' && wrong.reason).toBeInstanceOf(WrongExpectedRevisionError);
    expect(duplicate).toEqual({ status: 'fulfilled', value: first });
    for (const [i, result] of results.entries()) {
      expect(result).toEqual({ nextRevision: 0n, position: expect.any(BigInt) });
      expect((await store.readStream(fresh[i].streamId)).map((e) => e.id)).toEqual([fresh[i].event.id]);
    }
    // 20 appends, at most two calls in flight: most shared a transaction (and its flush).
    const transactions = new Set(results.map((r) => transactionOf(r.position)));
    expect(transactions.size).toBeLessThanOrEqual(10);
    expect((await store.readStream(taken)).map((e) => e.type)).toEqual(['First']);
    expect(await store.readStream(again)).toHaveLength(2);
  });

  it('sends the appends of one stream one after another, in the order they were made', async () => {
    const s = `ordered-${randomUUID()}`;
    const expected = ['no_stream', 0n, 1n, 2n, 3n] as const;
    const results = await Promise.all(expected.map((revision, i) => store.appendToStream(s, [newEvent('InOrder', { i })], { expectedRevision: revision })));
    expect(results.map((r) => r.nextRevision)).toEqual([0n, 1n, 2n, 3n, 4n]);
    expect((await store.readStream(s)).map((e) => (e.data as { i: number }).i)).toEqual([0, 1, 2, 3, 4]);
  });

  it('fails only the append whose input PostgreSQL refuses, when appends are combined', async () => {
    const streams = Array.from({ length: 12 }, (_, i) => `mixed-${i}-${randomUUID()}`);
    const outcomes = await Promise.allSettled(
      streams.map((s, i) => store.appendToStream(s, [newEvent('Mixed', i === 6 ? { text: 'nul \u0000 inside' } : { i })], { expectedRevision: 'no_stream' })),
    );
    expect(outcomes.map((o) => o.status)).toEqual(streams.map((_, i) => (i === 6 ? 'rejected' : 'fulfilled')));
    for (const [i, s] of streams.entries()) expect(await store.readStream(s)).toHaveLength(i === 6 ? 0 : 1);
  });

  it('gives each append of a combined call its own outcome when another process appends to the same streams at once', async () => {
    const other = await PostgresEventStore.connect(database.url, 8);
    try {
      const streams = Array.from({ length: 16 }, (_, i) => `contended-${i}-${randomUUID()}`);
      const append = (store: PostgresEventStore, s: string, who: string) => store.appendToStream(s, [newEvent('Claimed', { who })], { expectedRevision: 'no_stream' });
      const outcomes = await Promise.allSettled(streams.flatMap((s) => [append(store, s, 'here'), append(other, s, 'there')]));
      for (const [i, s] of streams.entries()) {
        const [here, there] = [outcomes[2 * i], outcomes[2 * i + 1]];
        // Exactly one of the two claims on each stream lands; the other is told the stream exists.
        expect([here.status, there.status].sort()).toEqual(['fulfilled', 'rejected']);
        const lost = here.status === 'rejected' ? here : (there as PromiseRejectedResult);
        expect(lost.reason).toBeInstanceOf(WrongExpectedRevisionError);
        const stored = await store.readStream(s);
        expect(stored.map((e) => (e.data as { who: string }).who)).toEqual([here.status === 'fulfilled' ? 'here' : 'there']);
      }
    } finally {
      await other.close();
    }
  });

  it('lands the appends already made when it closes, and refuses later ones', async () => {
    const closing = await PostgresEventStore.connect(database.url, 4);
    const streams = Array.from({ length: 10 }, (_, i) => `closing-${i}-${randomUUID()}`);
    const made = streams.map((s) => closing.appendToStream(s, [newEvent('BeforeClose')], { expectedRevision: 'no_stream' }));
    await closing.close();
    expect((await Promise.allSettled(made)).map((o) => o.status)).toEqual(streams.map(() => 'fulfilled'));
    for (const s of streams) expect(await store.readStream(s)).toHaveLength(1);
    await expect(closing.appendToStream(`after-${randomUUID()}`, [newEvent('AfterClose')], { expectedRevision: 'no_stream' })).rejects.toThrow('The event store is closed');
  });

  it('refuses two appends to one stream in one call', async () => {
    const s = `twice-${randomUUID()}`;
    const [a, b] = [newEvent('A'), newEvent('B')];
    await expect(
      admin.query(APPEND_STATEMENT, [[s, s], ['any', 'any'], [1, 2], [a.id, b.id], [a.type, b.type], [JSON.stringify(a.data), JSON.stringify(b.data)], [JSON.stringify(a.metadata), JSON.stringify(b.metadata)]]),
    ).rejects.toThrow('one append per stream in one call');
    expect(await store.readStream(s)).toEqual([]);
  });
});

describe('PostgreSQL event store: the one-append statement', () => {
  // A call with one append runs APPEND_ONE_STATEMENT, a combined call APPEND_STATEMENT: the
  // same appends, made on two databases holding the same log, must get the same answers.
  type Append = { stream: string; expected: string; events: ReturnType<typeof newEvent>[] };
  type Answer = { outcome: string; actual: string | null; next_revision: string | null; last_position: string | null; positions: string[] | null; event_ids: string[] | null; recorded_at: string[] | null };
  let twin: Awaited<ReturnType<typeof createTestDatabase>>;
  let one: Pool;
  let combined: Pool;
  beforeAll(async () => {
    twin = await createTestDatabase();
    for (const url of [database.url, twin.url]) await (await PostgresEventStore.connect(url, 1)).close();
    one = new Pool({ connectionString: database.url, max: 1 });
    combined = new Pool({ connectionString: twin.url, max: 1 });
  });
  afterAll(async () => {
    await one.end();
    await combined.end();
    await twin.drop();
  });
  const json = (events: Append['events'], pick: (e: Append['events'][number]) => unknown) => events.map((e) => JSON.stringify(pick(e)));
  const appendOne = (a: Append) =>
    one.query<Answer>(APPEND_ONE_STATEMENT, [a.stream, a.expected, a.events.map((e) => e.id), a.events.map((e) => e.type), json(a.events, (e) => e.data), json(a.events, (e) => e.metadata)]);
  const appendCombined = (a: Append) =>
    combined.query<Answer>(APPEND_STATEMENT, [[a.stream], [a.expected], a.events.map(() => 1), a.events.map((e) => e.id), a.events.map((e) => e.type), json(a.events, (e) => e.data), json(a.events, (e) => e.metadata)]);
  /** The answer with its position named by the event stored there (positions differ between the databases). */
  async function answerOf(pool: Pool, rows: Answer[]) {
    expect(rows).toHaveLength(1);
    // The written events' positions and times differ between the databases: their count and order are compared.
    const { last_position, positions, recorded_at, ...rest } = rows[0];
    const at = last_position === null ? [] : (await pool.query('SELECT event_id FROM events WHERE position = $1', [last_position])).rows;
    const written = positions === null ? null : { count: positions.length, times: recorded_at?.length ?? 0, endsAtAnswer: positions.at(-1) === last_position };
    return { ...rest, written, last_event: last_position === null ? null : at[0]?.event_id ?? 'no event at the answered position' };
  }
  const streamRows = async (pool: Pool, stream: string) =>
    (await pool.query('SELECT revision::int, event_id, type, data FROM events WHERE stream_id = $1 ORDER BY position', [stream])).rows;

  it('answers every outcome as the combined statement does, and stores the same events', async () => {
    const s = (name: string) => `${name}-${randomUUID()}`;
    const [a, b, c] = [s('a'), s('b'), s('c')];
    const first = [newEvent('First'), newEvent('Second')];
    const other = newEvent('Other');
    const fresh = newEvent('Fresh');
    const appends: Append[] = [
      { stream: a, expected: 'no_stream', events: first }, // ok, a new stream
      { stream: a, expected: 'no_stream', events: [newEvent('Late')] }, // wrong_expected
      { stream: a, expected: '0', events: [newEvent('Stale')] }, // wrong_expected
      { stream: a, expected: 'no_stream', events: first }, // duplicate: the same ids, same stream
      { stream: a, expected: '1', events: [newEvent('Third'), newEvent('Fourth'), newEvent('Fifth')] }, // ok, at a number
      { stream: b, expected: 'stream_exists', events: [newEvent('Nope')] }, // wrong_expected
      { stream: b, expected: 'any', events: [other] }, // ok, 'any' on no stream
      { stream: b, expected: 'stream_exists', events: [newEvent('Yes')] }, // ok
      { stream: c, expected: 'any', events: [other] }, // every id appended already, to another stream
      { stream: b, expected: 'any', events: [other, fresh] }, // one id known: only the other lands
      { stream: b, expected: 'any', events: [other, fresh] }, // both known now: duplicate
      { stream: c, expected: '7', events: [newEvent('Wrong')] }, // wrong_expected on no stream
    ];
    for (const append of appends) {
      const byOne = await answerOf(one, (await appendOne(append)).rows);
      const byCombined = await answerOf(combined, (await appendCombined(append)).rows);
      expect({ append: append.events.map((e) => e.type), stream: append.stream.split('-')[0], answer: byOne }).toEqual({
        append: append.events.map((e) => e.type),
        stream: append.stream.split('-')[0],
        answer: byCombined,
      });
    }
    for (const stream of [a, b, c]) expect(await streamRows(one, stream)).toEqual(await streamRows(combined, stream));
    // The outcomes themselves, so that two equal wrong answers do not pass.
    expect((await streamRows(one, a)).map((r) => r.type)).toEqual(['First', 'Second', 'Third', 'Fourth', 'Fifth']);
    expect((await streamRows(one, b)).map((r) => r.type)).toEqual(['Other', 'Yes', 'Fresh']);
    expect(await streamRows(one, c)).toEqual([]);
  });

  it('takes consecutive positions in its transaction band, and announces the last on commit', async () => {
    const listener = new Pool({ connectionString: database.url, max: 1 });
    const client = await listener.connect();
    const heard: string[] = [];
    client.on('notification', (m) => heard.push(m.payload ?? ''));
    await client.query('LISTEN odyssey_events_appended');
    try {
      const stream = `band-${randomUUID()}`;
      const events = [newEvent('One'), newEvent('Two'), newEvent('Three')];
      const { rows } = await appendOne({ stream, expected: 'no_stream', events });
      const positions = (await one.query('SELECT position FROM events WHERE stream_id = $1 ORDER BY revision', [stream])).rows.map((r) => BigInt(r.position));
      expect(positions.map((p) => p - positions[0])).toEqual([0n, 1n, 2n]);
      expect(positions[0] % 65536n).toBe(0n);
      expect(rows[0]).toMatchObject({ outcome: 'ok', next_revision: '2', last_position: positions[2].toString() });
      expect(await eventually(async () => heard.slice(), (h) => h.includes(positions[2].toString()))).toContain(positions[2].toString());
      // A refused append announces nothing.
      await appendOne({ stream, expected: 'no_stream', events: [newEvent('Refused')] });
      await new Promise((r) => setTimeout(r, 100));
      expect(heard.filter((h) => BigInt(h) > positions[2])).toEqual([]);
    } finally {
      client.release();
      await listener.end();
    }
  });
});

describe('PostgreSQL event store positions after a restore into a younger cluster', () => {
  it('continues above the stored positions', async () => {
    const restored = await createTestDatabase();
    try {
      const first = await PostgresEventStore.connect(restored.url, 2);
      await first.close();
      // A row written by an older cluster whose transaction ids ran far ahead of this one's.
      const pool = new Pool({ connectionString: restored.url });
      pool.on('error', () => undefined);
      const { rows } = await pool.query<{ ahead: string }>('SELECT ((pg_current_xact_id()::text::bigint + 1000000) * 65536)::text AS ahead');
      const e = newEvent('FromTheOldCluster');
      await pool.query('INSERT INTO events (position, stream_id, revision, event_id, type, data, metadata) VALUES ($1, $2, 0, $3, $4, $5, $6)', [
        rows[0].ahead, 'old', e.id, e.type, JSON.stringify(e.data), JSON.stringify(e.metadata),
      ]);
      await pool.end();

      const store = await PostgresEventStore.connect(restored.url, 2);
      const appended = await store.appendToStream('new', [newEvent('AfterRestore')], { expectedRevision: 'no_stream' });
      expect(appended.position > BigInt(rows[0].ahead)).toBe(true);
      expect((await store.readAll({ after: null, limit: 10 })).map((x) => x.streamId)).toEqual(['old', 'new']);
      await store.close();
    } finally {
      await restored.drop();
    }
  }, 60_000);
});
