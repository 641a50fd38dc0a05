import type { Pool } from 'pg';
import { inTransaction } from './inTransaction';

/**
 * The event log's own tables, and the append function: one round trip per append.
 * Nothing is ever deleted from `events`.
 *
 * Appends are serialised by a transaction-scoped advisory lock, so a position becomes
 * visible only after every smaller one: readers can trust `position > checkpoint` (a plain
 * bigserial would let a later position commit first, and a reader would skip the earlier
 * one forever).
 */
export const APPEND_LOCK_KEY = 7_201_911_001;
export const NOTIFY_CHANNEL = 'odyssey_events_appended';

const ddl = `
  CREATE TABLE IF NOT EXISTS events (
    position     bigserial PRIMARY KEY,
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

  -- outcome: 'ok' | 'duplicate' (the same event ids were already appended) | 'wrong_expected'
  CREATE OR REPLACE FUNCTION odyssey_append(
    p_stream text, p_expected text, p_ids uuid[], p_types text[], p_data jsonb[], p_meta jsonb[]
  ) RETURNS TABLE (outcome text, actual bigint, next_revision bigint, last_position bigint)
  LANGUAGE plpgsql AS $fn$
  DECLARE
    v_actual bigint;
    v_dup_count int;
    v_dup_last bigint;
    v_last bigint;
    v_count int;
  BEGIN
    PERFORM pg_advisory_xact_lock(${APPEND_LOCK_KEY});
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
    WITH fresh AS (
      SELECT u.id, u.type, u.data, u.meta, row_number() OVER (ORDER BY u.ord) AS rn
      FROM unnest(p_ids, p_types, p_data, p_meta) WITH ORDINALITY AS u(id, type, data, meta, ord)
      WHERE NOT EXISTS (SELECT 1 FROM events x WHERE x.event_id = u.id)
    ), inserted AS (
      INSERT INTO events (stream_id, revision, event_id, type, data, metadata)
      SELECT p_stream, coalesce(v_actual, -1) + f.rn, f.id, f.type, f.data, f.meta FROM fresh f ORDER BY f.rn
      RETURNING position
    )
    SELECT max(position), count(*) INTO v_last, v_count FROM inserted;
    PERFORM pg_notify('${NOTIFY_CHANNEL}', v_last::text);
    RETURN QUERY SELECT 'ok'::text, v_actual, coalesce(v_actual, -1) + v_count, v_last;
  END
  $fn$;
`;

export async function ensureEventStoreSchema(pool: Pool): Promise<void> {
  await inTransaction(pool, async (client) => {
    // Serialise schema creation between processes starting at the same time.
    await client.query('SELECT pg_advisory_xact_lock(7201911002)');
    await client.query(ddl);
  });
}
