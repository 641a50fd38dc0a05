import type { Pool } from 'pg';

/** The event log's own tables. Nothing is ever deleted from `events`. */
export async function ensureEventStoreSchema(pool: Pool): Promise<void> {
  await pool.query(`
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
  `).catch(async (error) => {
    // Two processes creating the table at once: the loser sees a duplicate; check again.
    if ((error as { code?: string }).code !== '23505' && (error as { code?: string }).code !== '42P07') throw error;
  });
}
