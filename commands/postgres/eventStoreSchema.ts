import type { Pool, PoolClient } from 'pg';
import { inTransaction } from './inTransaction';

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
 * Appends are announced on this channel (payload: the last position) by the adapter after
 * they commit, not inside them: PostgreSQL serialises the commits of every transaction that
 * NOTIFYs (one lock for the whole cluster, held through the flush to disk), which would take
 * away the shared flushes that concurrent appends gain here.
 */
export const NOTIFY_CHANNEL = 'odyssey_events_appended';
/** Events one transaction can append (the low bits of a position). */
export const EVENTS_PER_TRANSACTION = 65_536;
const SCHEMA_SETUP_LOCK_KEY = 7_201_911_002;

/*
 * Why the horizon is safe (readers run the horizon and the page as two statements, so the
 * page's snapshot is newer than what the horizon looked at):
 * - odyssey_append takes ROW EXCLUSIVE on `events` before its transaction gets an id (and
 *   refuses a transaction that had one already), so a transaction with id x below the
 *   horizon statement's xmax either held that lock when the horizon looked at pg_locks
 *   and pg_stat_activity (and then the horizon stops at x's band) or had ended by then
 *   (and the page's snapshot sees its events, or they never existed).
 * - Only writers of `events` hold the horizon back: transactions in other databases or on
 *   other tables (read-model batches, replays) do not.
 */
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

  -- outcome: 'ok' | 'duplicate' (the same event ids were already appended) | 'wrong_expected'
  CREATE OR REPLACE FUNCTION odyssey_append(
    p_stream text, p_expected text, p_ids uuid[], p_types text[], p_data jsonb[], p_meta jsonb[]
  ) RETURNS TABLE (outcome text, actual bigint, next_revision bigint, last_position bigint)
  LANGUAGE plpgsql AS $fn$
  DECLARE
    v_xid xid8;
    v_actual bigint;
    v_dup_count int;
    v_dup_last bigint;
    v_band bigint;
    v_first bigint;
    v_last bigint;
    v_count int;
  BEGIN
    -- Readers see this lock from now on; the transaction id comes after it.
    LOCK TABLE events IN ROW EXCLUSIVE MODE;
    v_xid := pg_current_xact_id_if_assigned();
    IF v_xid IS NOT NULL AND v_xid::text IS DISTINCT FROM current_setting('odyssey.appending_xid', true) THEN
      RAISE EXCEPTION 'odyssey_append must come before any other write of its transaction' USING ERRCODE = '55000';
    END IF;
    SELECT max(e.revision) INTO v_actual FROM events e WHERE e.stream_id = p_stream;
    SELECT count(*), max(e.position) INTO v_dup_count, v_dup_last
      FROM events e WHERE e.event_id = ANY (p_ids) AND e.stream_id = p_stream;
    IF v_dup_count = cardinality(p_ids) THEN
      RETURN QUERY SELECT 'duplicate'::text, v_actual, v_actual, v_dup_last;
      RETURN;
    END IF;
    IF NOT (p_expected = 'any'
         OR (p_expected = 'no_stream' AND v_actual IS NULL)
         OR (p_expected = 'stream_exists' AND v_actual IS NOT NULL)
         OR (p_expected ~ '^[0-9]+$' AND v_actual IS NOT NULL AND v_actual = p_expected::bigint)) THEN
      RETURN QUERY SELECT 'wrong_expected'::text, v_actual, NULL::bigint, NULL::bigint;
      RETURN;
    END IF;
    -- Only an append that writes takes a transaction id (and so holds readers back).
    v_xid := pg_current_xact_id();
    PERFORM set_config('odyssey.appending_xid', v_xid::text, true);
    SELECT (v_xid::text::bigint + o.transaction_offset) * ${EVENTS_PER_TRANSACTION} INTO v_band FROM event_position_offset o;
    -- After this transaction's earlier appends, if any (nobody else writes in its band).
    SELECT coalesce(max(e.position) + 1, v_band) INTO v_first
      FROM events e WHERE e.position >= v_band AND e.position < v_band + ${EVENTS_PER_TRANSACTION};
    WITH fresh AS (
      SELECT u.id, u.type, u.data, u.meta, row_number() OVER (ORDER BY u.ord) AS rn
      FROM unnest(p_ids, p_types, p_data, p_meta) WITH ORDINALITY AS u(id, type, data, meta, ord)
      WHERE NOT EXISTS (SELECT 1 FROM events x WHERE x.event_id = u.id)
    ), inserted AS (
      INSERT INTO events (position, stream_id, revision, event_id, type, data, metadata)
      SELECT v_first + f.rn - 1, p_stream, coalesce(v_actual, -1) + f.rn, f.id, f.type, f.data, f.meta FROM fresh f ORDER BY f.rn
      RETURNING position
    )
    SELECT max(position), count(*) INTO v_last, v_count FROM inserted;
    IF v_count = 0 THEN
      -- A concurrent append of the same event ids committed between the duplicate check and
      -- this insert (each statement sees the newest commits): answer as a duplicate.
      SELECT max(e.revision) INTO v_actual FROM events e WHERE e.stream_id = p_stream;
      SELECT max(e.position) INTO v_dup_last FROM events e WHERE e.event_id = ANY (p_ids);
      RETURN QUERY SELECT 'duplicate'::text, v_actual, v_actual, v_dup_last;
      RETURN;
    END IF;
    IF v_last >= v_band + ${EVENTS_PER_TRANSACTION} THEN
      RAISE EXCEPTION 'one transaction appends at most % events', ${EVENTS_PER_TRANSACTION} USING ERRCODE = '54000';
    END IF;
    RETURN QUERY SELECT 'ok'::text, v_actual, coalesce(v_actual, -1) + v_count, v_last;
  END
  $fn$;

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
                WHERE x.id::text::bigint % 4294967296 IN (
                  SELECT a.backend_xid::text::bigint
                  FROM pg_locks l JOIN pg_stat_get_activity(NULL) a ON a.pid = l.pid
                  WHERE l.locktype = 'relation'
                    AND l.database = (SELECT d.oid FROM pg_database d WHERE d.datname = current_database())
                    AND l.relation = 'events'::regclass
                    AND l.mode IN ('RowExclusiveLock', 'ShareRowExclusiveLock', 'ExclusiveLock', 'AccessExclusiveLock')
                    AND a.backend_xid IS NOT NULL))
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
