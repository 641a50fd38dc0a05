import type { PoolClient } from 'pg';
import { EVENTS_PER_TRANSACTION, EVENTS_WRITER_XIDS } from './eventStoreSchema';

/**
 * The read horizon for a reader that keeps ONE snapshot for all its statements (a REPEATABLE
 * READ transaction): every event below it is visible in that snapshot, and no event below it
 * can commit later. The log below the horizon is then a prefix of the log as every follower
 * reads it.
 *
 * The store's own horizon (odyssey_read_horizon) trusts that a page read afterwards sees what
 * committed meanwhile; a repeatable-read snapshot does not. So a transaction the snapshot saw
 * in flight holds this horizon back while it still appends to `events`, and also once it has
 * ended (its events, if any, are invisible to the snapshot). Only a transaction still running
 * without a write lock on `events` is passed over: an append refuses a transaction that has an
 * id already, so it can never append.
 *
 * Run it as the transaction's first statement: the snapshot is taken then, and the activity and
 * locks it reads are read fresh within the same statement (the shorter the time between the
 * two, the fewer transactions end in between and hold the horizon back needlessly).
 */
export async function snapshotReadHorizon(client: PoolClient): Promise<bigint> {
  const { rows } = await client.query<{ horizon: string }>(`
    SELECT ((least(
              pg_snapshot_xmax(s.snap),
              (SELECT min(x.id) FROM pg_snapshot_xip(s.snap) AS x(id)
                WHERE coalesce(pg_xact_status(x.id), 'committed') <> 'in progress'
                   OR x.id::text::bigint % 4294967296 IN (${EVENTS_WRITER_XIDS}))
            )::text::bigint + o.transaction_offset) * ${EVENTS_PER_TRANSACTION})::text AS horizon
    FROM pg_current_snapshot() AS s(snap), event_position_offset o`);
  return BigInt(rows[0].horizon);
}
