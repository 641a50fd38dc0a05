import type { Pool, PoolClient } from 'pg';
import { inTransaction } from './inTransaction';
import { isoSql } from '../isoSql';

/**
 * The event log's own tables and functions. Nothing is ever deleted from `events`.
 *
 * Appends to different streams commit concurrently; no lock is shared between them. A
 * reader still never skips an event, because positions follow transaction ids:
 *
 *   position = (transaction id + offset) * 2^16 + index of the event within its transaction
 *
 * and a reader takes only positions below the *read horizon*: the band of the oldest
 * transaction that is still appending to this table (or of the next transaction id when
 * none is). Every event below the horizon has committed (or never will), so
 * `position > checkpoint` is safe. See docs/core.md, "The PostgreSQL event store".
 *
 * The offset (one row in `event_position_offset`) only ever grows: it keeps new positions
 * above the stored ones after a restore or an import into a cluster whose transaction ids
 * are lower.
 */
/**
 * Appends are announced on this channel (payload: the call's last position) by the append
 * statement itself, so the notification leaves exactly when the append commits, appends made
 * in SQL announce too, and it costs no round trip. PostgreSQL serialises the commits of
 * transactions that NOTIFY (one lock held through the flush to disk); with appends combined
 * (at most two calls in flight per process, each carrying every append that waited) that
 * measured the same or better than a notification sent afterwards from a connection of its
 * own: one writer 0.60 -> 0.75 of the INSERT ceiling, 16 writers and step completions level.
 */
export const NOTIFY_CHANNEL = 'odyssey_events_appended';
/** Events one transaction can append (the low bits of a position). */
export const EVENTS_PER_TRANSACTION = 65_536;
const SCHEMA_SETUP_LOCK_KEY = 7_201_911_002;

/**
 * The (32-bit) transaction ids of the sessions holding a write lock on `events` right now:
 * the appends (and imports) in flight. One text for every reader's horizon.
 */
export const EVENTS_WRITER_XIDS = `
                  SELECT a.backend_xid::text::bigint
                  FROM pg_locks l JOIN pg_stat_get_activity(NULL) a ON a.pid = l.pid
                  WHERE l.locktype = 'relation'
                    AND l.database = (SELECT d.oid FROM pg_database d WHERE d.datname = current_database())
                    AND l.relation = 'events'::regclass
                    AND l.mode IN ('RowExclusiveLock', 'ShareRowExclusiveLock', 'ExclusiveLock', 'AccessExclusiveLock')
                    AND a.backend_xid IS NOT NULL`;

/*
 * Why the horizon is safe (readers run the horizon and the page as two statements, so the
 * page's snapshot is newer than what the horizon looked at):
 * - an append (APPEND_STATEMENT) takes ROW EXCLUSIVE on `events` before its transaction gets an id (and
 *   refuses a transaction that had one already), so a transaction with id x below the
 *   horizon statement's xmax either held that lock when the horizon looked at pg_locks
 *   and pg_stat_activity (and then the horizon stops at x's band) or had ended by then
 *   (and the page's snapshot sees its events, or they never existed).
 * - Only writers of `events` hold the horizon back: transactions in other databases or on
 *   other tables (read-model batches, replays) do not.
 */
/**
 * The condition under which an append may go on: `expected` ('any' | 'no_stream' |
 * 'stream_exists' | a revision, as text) against the stream's `actual` last revision (NULL: no
 * stream). One text for both append statements, so they cannot disagree.
 */
function expectedRevisionHolds(expected: string, actual: string): string {
  return `(${expected} = 'any'
                  OR (${expected} = 'no_stream' AND ${actual} IS NULL)
                  OR (${expected} = 'stream_exists' AND ${actual} IS NOT NULL)
                  OR (${expected} ~ '^[0-9]+$' AND ${actual} = ${expected}::bigint))`;
}

/** What the append statement reads its input from: parameters of a prepared statement, or a SQL function's arguments. */
type AppendInputs = { streams: string; expected: string; appendOf: string; ids: string; types: string; data: string; meta: string };

/**
 * Appends to several streams as one statement: the checks, the positions and the insert.
 * Inputs, as arrays: per append the stream id (each stream at most once) and the expected
 * revision ('any' | 'no_stream' | 'stream_exists' | a number); per event, in order, the
 * append it belongs to (1-based), its id, type, data and metadata. Answers one row per
 * append, in order: outcome 'ok' | 'duplicate' (these event ids were appended already) |
 * 'wrong_expected', the stream's revision before, its next revision and its last position.
 * One append's wrong revision or duplicate leaves the others to land. When it wrote events it
 * NOTIFYs NOTIFY_CHANNEL with the last position.
 *
 * Being one statement, it locks `events` (ROW EXCLUSIVE, as the insert's target) before its
 * transaction gets an id, which the read horizon relies on; a transaction that wrote
 * anything else first (and so has an id already) is refused. The events of all its appends
 * take consecutive positions in the transaction's band, after the band's earlier appends.
 * A concurrent append of the same revision or event ids makes the statement fail with a
 * unique violation: asked again, it answers as if they had run one after the other.
 */
function appendStatement(input: AppendInputs, answer: { written: boolean } = { written: false }): string {
  return `
  WITH app AS MATERIALIZED (
    SELECT a.n, a.stream_id, a.expected,
           (SELECT max(e.revision) FROM events e WHERE e.stream_id = a.stream_id) AS actual
    FROM unnest(${input.streams}, ${input.expected}) WITH ORDINALITY AS a(stream_id, expected, n)
  ), ev AS MATERIALIZED (
    SELECT u.app, u.id, u.type, u.data, u.meta, u.ord
    FROM unnest(${input.appendOf}, ${input.ids}, ${input.types}, ${input.data}, ${input.meta}) WITH ORDINALITY AS u(app, id, type, data, meta, ord)
  ), known AS MATERIALIZED (
    -- This call's events already in the log (an index lookup each, whatever the plan).
    SELECT v.app, v.id, x.position, x.stream_id = a.stream_id AS same_stream
    FROM ev v JOIN app a ON a.n = v.app,
         LATERAL (SELECT e.position, e.stream_id FROM events e WHERE e.event_id = v.id OFFSET 0) x
  ), verdict AS MATERIALIZED (
    SELECT a.n, a.stream_id, a.actual,
           (SELECT max(k.position) FROM known k WHERE k.app = a.n AND k.same_stream) AS dup_last,
           CASE WHEN (SELECT count(*) FROM known k WHERE k.app = a.n AND k.same_stream) = (SELECT count(*) FROM ev v WHERE v.app = a.n) THEN 'duplicate'
                WHEN ${expectedRevisionHolds('a.expected', 'a.actual')} THEN 'append'
                ELSE 'wrong_expected' END AS verdict
    FROM app a
  ), tx AS MATERIALIZED (
    -- Only a call that writes takes a transaction id (and so holds readers back).
    SELECT CASE WHEN (SELECT count(*) <> count(DISTINCT a.stream_id) FROM app a)
                  THEN odyssey_fail('one append per stream in one call', '22023')::text::xid8
                WHEN pg_current_xact_id_if_assigned() IS NULL
                  OR pg_current_xact_id_if_assigned()::text = current_setting('odyssey.appending_xid', true)
                THEN pg_current_xact_id()
                ELSE odyssey_fail('odyssey_append must come before any other write of its transaction', '55000')::text::xid8 END AS xid
    FROM verdict v WHERE v.verdict = 'append' LIMIT 1
  ), band AS MATERIALIZED (
    SELECT (t.xid::text::bigint + (SELECT o.transaction_offset FROM event_position_offset o)) * ${EVENTS_PER_TRANSACTION} AS start,
           set_config('odyssey.appending_xid', t.xid::text, true) AS marked
    FROM tx t
  ), slot AS MATERIALIZED (
    -- After this transaction's earlier appends, if any (nobody else writes in its band).
    SELECT b.start,
           coalesce((SELECT max(e.position) + 1 FROM events e WHERE e.position >= b.start AND e.position < b.start + ${EVENTS_PER_TRANSACTION}), b.start) AS first
    FROM band b
  ), fresh AS (
    SELECT d.stream_id, coalesce(d.actual, -1) + row_number() OVER (PARTITION BY v.app ORDER BY v.ord) AS revision,
           row_number() OVER (ORDER BY v.ord) AS rn, v.id, v.type, v.data, v.meta
    FROM ev v JOIN verdict d ON d.n = v.app AND d.verdict = 'append'
    WHERE NOT EXISTS (SELECT 1 FROM known k WHERE k.id = v.id)
  ), inserted AS (
    INSERT INTO events (position, stream_id, revision, event_id, type, data, metadata)
    SELECT CASE WHEN sl.first + f.rn - 1 < sl.start + ${EVENTS_PER_TRANSACTION} THEN sl.first + f.rn - 1
                ELSE odyssey_fail('one transaction appends at most ${EVENTS_PER_TRANSACTION} events', '54000') END,
           f.stream_id, f.revision, f.id, f.type, f.data, f.meta
    FROM slot sl, fresh f
    ORDER BY f.rn
    RETURNING events.position, events.stream_id, events.event_id, events.recorded_at
  ), written AS (
    SELECT i.stream_id, count(*) AS n, max(i.position) AS last${answer.written ? WRITTEN_AGGREGATES : ''} FROM inserted i GROUP BY i.stream_id
  ), announced AS MATERIALIZED (
    -- Delivered to listeners when (and only if) the transaction commits.
    SELECT pg_notify('${NOTIFY_CHANNEL}', max(w.last)::text)::text AS sent FROM written w HAVING count(*) > 0
  )
  SELECT CASE WHEN v.verdict = 'append' AND w.n IS NULL THEN 'duplicate' WHEN v.verdict = 'append' THEN 'ok' ELSE v.verdict END AS outcome,
         v.actual,
         CASE WHEN v.verdict = 'wrong_expected' THEN NULL
              WHEN v.verdict = 'duplicate' OR w.n IS NULL THEN v.actual
              ELSE coalesce(v.actual, -1) + w.n END AS next_revision,
         CASE WHEN v.verdict = 'wrong_expected' THEN NULL
              WHEN v.verdict = 'duplicate' THEN v.dup_last
              -- Every id was appended already, to another stream.
              WHEN w.n IS NULL THEN (SELECT max(k.position) FROM known k WHERE k.app = v.n)
              ELSE w.last END AS last_position${answer.written ? ',\n         w.positions, w.event_ids, w.recorded_at' : ''}
  FROM verdict v LEFT JOIN written w ON w.stream_id = v.stream_id LEFT JOIN announced ON true
  ORDER BY v.n`;
}

/**
 * The events an append wrote, in order (positions, ids, recorded_at as ISO text), so that the
 * read models applied in the append's transaction (inline) see them as a reader of the log will.
 */
const WRITTEN_AGGREGATES = `,
           array_agg(i.position ORDER BY i.position) AS positions, array_agg(i.event_id ORDER BY i.position) AS event_ids,
           array_agg(${isoSql('i.recorded_at')} ORDER BY i.position) AS recorded_at`;

/** The adapter's appends: one or several streams per call, as a prepared statement. */
export const APPEND_STATEMENT = appendStatement(
  {
    streams: '$1::text[]',
    expected: '$2::text[]',
    appendOf: '$3::int[]',
    ids: '$4::uuid[]',
    types: '$5::text[]',
    data: '$6::jsonb[]',
    meta: '$7::jsonb[]',
  },
  { written: true },
);

/**
 * One append in a transaction of its own (the adapter's calls with a single append: every
 * call of a lone writer). Same inputs per event and same answer row as APPEND_STATEMENT, for
 * one stream: $1 stream id, $2 expected revision, $3..$6 the events' ids, types, data and
 * metadata. Being its own transaction, its band holds nothing yet and no earlier write can
 * precede it, so it needs neither the slot lookup nor the transaction checks; the rest of
 * the plan is a third of the combined statement's, which halves PostgreSQL's time per append.
 * It locks `events` (as the insert's target) before the transaction gets an id, as the read
 * horizon requires.
 */
export const APPEND_ONE_STATEMENT = `
  WITH ev AS MATERIALIZED (
    SELECT u.id, u.type, u.data, u.meta, u.ord
    FROM unnest($3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[]) WITH ORDINALITY AS u(id, type, data, meta, ord)
  ), known AS MATERIALIZED (
    SELECT v.id, x.position, x.stream_id = $1::text AS same_stream
    FROM ev v, LATERAL (SELECT e.position, e.stream_id FROM events e WHERE e.event_id = v.id OFFSET 0) x
  ), verdict AS MATERIALIZED (
    SELECT s.actual,
           (SELECT max(k.position) FROM known k WHERE k.same_stream) AS dup_last,
           (SELECT max(k.position) FROM known k) AS known_last,
           CASE WHEN (SELECT count(*) FROM known k WHERE k.same_stream) = cardinality($3::uuid[]) THEN 'duplicate'
                WHEN ${expectedRevisionHolds('$2::text', 's.actual')} THEN 'append'
                ELSE 'wrong_expected' END AS verdict
    FROM (SELECT max(e.revision) AS actual FROM events e WHERE e.stream_id = $1::text) s
  ), inserted AS (
    INSERT INTO events (position, stream_id, revision, event_id, type, data, metadata)
    SELECT (pg_current_xact_id()::text::bigint + o.transaction_offset) * ${EVENTS_PER_TRANSACTION} + f.rn - 1,
           $1::text, coalesce(d.actual, -1) + f.rn, f.id, f.type, f.data, f.meta
    FROM verdict d, event_position_offset o,
         (SELECT v.id, v.type, v.data, v.meta, row_number() OVER (ORDER BY v.ord) AS rn
          FROM ev v WHERE NOT EXISTS (SELECT 1 FROM known k WHERE k.id = v.id)) f
    WHERE d.verdict = 'append'
    ORDER BY f.rn
    RETURNING events.position, events.event_id, events.recorded_at
  ), written AS MATERIALIZED (
    SELECT count(*) AS n, max(i.position) AS last${WRITTEN_AGGREGATES} FROM inserted i
  ), announced AS MATERIALIZED (
    -- Delivered to listeners when (and only if) the transaction commits.
    SELECT pg_notify('${NOTIFY_CHANNEL}', w.last::text)::text AS sent FROM written w WHERE w.n > 0
  )
  SELECT CASE WHEN d.verdict = 'append' AND w.n = 0 THEN 'duplicate' WHEN d.verdict = 'append' THEN 'ok' ELSE d.verdict END AS outcome,
         d.actual,
         CASE WHEN d.verdict = 'wrong_expected' THEN NULL
              WHEN d.verdict = 'duplicate' OR w.n = 0 THEN d.actual
              ELSE coalesce(d.actual, -1) + w.n END AS next_revision,
         CASE WHEN d.verdict = 'wrong_expected' THEN NULL
              WHEN d.verdict = 'duplicate' THEN d.dup_last
              -- Every id was appended already, to another stream.
              WHEN w.n = 0 THEN d.known_last
              ELSE w.last END AS last_position,
         w.positions, w.event_ids, w.recorded_at
  FROM verdict d, written w LEFT JOIN announced ON true`;

const ddl = `
  CREATE TABLE IF NOT EXISTS events (
    position     bigint      PRIMARY KEY,
    stream_id    text        NOT NULL,
    revision     bigint      NOT NULL,
    event_id     uuid        NOT NULL UNIQUE,
    type         text        NOT NULL,
    data         jsonb       NOT NULL,
    metadata     jsonb       NOT NULL,
    recorded_at  timestamptz NOT NULL DEFAULT clock_timestamp(),
    UNIQUE (stream_id, revision)
  );
  CREATE INDEX IF NOT EXISTS events_type_idx ON events (type);
  CREATE INDEX IF NOT EXISTS events_recorded_at_idx ON events (recorded_at);

  CREATE TABLE IF NOT EXISTS event_position_offset (
    singleton          boolean PRIMARY KEY DEFAULT true CHECK (singleton),
    transaction_offset bigint  NOT NULL
  );
  INSERT INTO event_position_offset (transaction_offset) VALUES (0) ON CONFLICT DO NOTHING;

  -- Raises from inside one SQL statement (the append below has no procedural code).
  CREATE OR REPLACE FUNCTION odyssey_fail(p_message text, p_code text) RETURNS bigint
  LANGUAGE plpgsql AS $fn$
  BEGIN
    RAISE EXCEPTION '%', p_message USING ERRCODE = p_code;
  END
  $fn$;

  -- For appends written in SQL (the adapter runs the same statement as a prepared one).
  CREATE OR REPLACE FUNCTION odyssey_append(
    p_stream text, p_expected text, p_ids uuid[], p_types text[], p_data jsonb[], p_meta jsonb[]
  ) RETURNS TABLE (outcome text, actual bigint, next_revision bigint, last_position bigint)
  LANGUAGE sql AS $fn$ ${appendStatement({
    streams: 'ARRAY[p_stream]',
    expected: 'ARRAY[p_expected]',
    appendOf: 'array_fill(1, ARRAY[cardinality(p_ids)])',
    ids: 'p_ids',
    types: 'p_types',
    data: 'p_data',
    meta: 'p_meta',
  })} $fn$;
  -- The first position a reader may not read yet (see the top of eventStoreSchema.ts).
  CREATE OR REPLACE FUNCTION odyssey_read_horizon() RETURNS bigint
  LANGUAGE plpgsql VOLATILE AS $fn$
  DECLARE
    v_horizon bigint;
  BEGIN
    -- pg_stat_activity is cached per transaction: a reader inside a longer one needs it fresh.
    PERFORM pg_stat_clear_snapshot();
    SELECT (least(
              pg_snapshot_xmax(s.snap),
              (SELECT min(x.id) FROM pg_snapshot_xip(s.snap) AS x(id)
                WHERE x.id::text::bigint % 4294967296 IN (${EVENTS_WRITER_XIDS}))
            )::text::bigint + o.transaction_offset) * ${EVENTS_PER_TRANSACTION}
      INTO v_horizon
      FROM pg_current_snapshot() AS s(snap), event_position_offset o;
    RETURN v_horizon;
  END
  $fn$;

  -- A page of the log after p_after, below the horizon. Every row carries the horizon; an
  -- empty page is one row with only the horizon.
  CREATE OR REPLACE FUNCTION odyssey_read_all(p_after bigint, p_limit int)
  RETURNS TABLE (horizon bigint, "position" bigint, stream_id text, revision bigint, event_id uuid, type text, data jsonb, metadata jsonb, recorded_at timestamptz)
  LANGUAGE plpgsql VOLATILE AS $fn$
  DECLARE
    v_horizon bigint;
  BEGIN
    v_horizon := odyssey_read_horizon();
    -- A new statement, so a newer snapshot than the horizon's.
    RETURN QUERY SELECT v_horizon, e.position, e.stream_id, e.revision, e.event_id, e.type, e.data, e.metadata, e.recorded_at
      FROM events e WHERE e.position > p_after AND e.position < v_horizon ORDER BY e.position LIMIT p_limit;
    IF NOT FOUND THEN
      RETURN QUERY SELECT v_horizon, NULL::bigint, NULL::text, NULL::bigint, NULL::uuid, NULL::text, NULL::jsonb, NULL::jsonb, NULL::timestamptz;
    END IF;
  END
  $fn$;

  CREATE OR REPLACE FUNCTION odyssey_head_position() RETURNS bigint
  LANGUAGE plpgsql VOLATILE AS $fn$
  DECLARE
    v_horizon bigint;
    v_head bigint;
  BEGIN
    v_horizon := odyssey_read_horizon();
    SELECT max(e.position) INTO v_head FROM events e WHERE e.position < v_horizon;
    RETURN v_head;
  END
  $fn$;
`;

/**
 * Raises the offset so that every transaction after the caller's appends above the stored
 * positions. The caller holds a lock on `events` that keeps appenders out (SHARE or stronger).
 */
export async function raisePositionOffset(client: PoolClient): Promise<void> {
  await client.query(`
    UPDATE event_position_offset o
    SET transaction_offset = greatest(o.transaction_offset, m.top / ${EVENTS_PER_TRANSACTION} - pg_current_xact_id()::text::bigint + 1)
    FROM (SELECT max(position) AS top FROM events) m
    WHERE m.top IS NOT NULL`);
}

/** Stored positions at or above the next transaction's band (after a restore into a younger cluster). */
async function positionsAhead(client: PoolClient): Promise<boolean> {
  const { rows } = await client.query<{ ahead: boolean }>(`
    SELECT coalesce((SELECT max(position) FROM events) >= (pg_current_xact_id()::text::bigint + 1 + o.transaction_offset) * ${EVENTS_PER_TRANSACTION}, false) AS ahead
    FROM event_position_offset o`);
  return rows[0]?.ahead ?? false;
}

export async function ensureEventStoreSchema(pool: Pool): Promise<void> {
  await inTransaction(pool, async (client) => {
    // Serialise schema creation between processes starting at the same time.
    await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_SETUP_LOCK_KEY]);
    await client.query(ddl);
    // A log created with a position sequence: positions now come from odyssey_append.
    const { rows } = await client.query<{ seq: string | null }>("SELECT pg_get_serial_sequence('events', 'position') AS seq");
    if (rows[0].seq) {
      await client.query('ALTER TABLE events ALTER COLUMN position DROP DEFAULT');
      await client.query(`DROP SEQUENCE IF EXISTS ${rows[0].seq}`);
    }
    if (await positionsAhead(client)) {
      await client.query('LOCK TABLE events IN SHARE MODE');
      await raisePositionOffset(client);
    }
  });
}
