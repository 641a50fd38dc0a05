import type { Knex } from 'knex';
import type { EventStore } from '../../commands/eventStore';
import { storedEventsOf } from '../../commands/personalData/personalDataEventStore';

export type ReadModelLag = {
  readModel: string;
  /** Events in the log it has not applied, counted up to LAG_COUNT_CAP. */
  events: number;
  /** Seconds since the oldest of those events was recorded; 0 when it has applied them all. */
  seconds: number;
};

/** A scrape counts unapplied events up to this many (as the health check does), so it stays cheap. */
export const LAG_COUNT_CAP = 1_000;

/**
 * How far each read model is behind the log, from its checkpoint: the events after it (log
 * positions are sparse, so they are counted, up to a cap) and the age of the first of them.
 * Read models at the same checkpoint share one read; the log is read as stored (sealed), so
 * no personal data is opened. A read model without a checkpoint counts from the log's start.
 * `nowMs` is the wall clock the store's `recordedAt` is written with (not the app's `now`).
 */
export async function readModelLag(db: Knex, store: EventStore, names: readonly string[], nowMs: () => number = Date.now): Promise<ReadModelLag[]> {
  const [rows, head] = await Promise.all([
    db('projection_checkpoints').whereIn('name', [...names]).select('name', 'position') as Promise<{ name: string; position: string | null }[]>,
    store.headPosition(),
  ]);
  const checkpoints = new Map(rows.map((r) => [r.name, r.position === null ? null : BigInt(r.position)]));
  const log = storedEventsOf(store);
  const behindAt = new Map<string, Promise<{ events: number; seconds: number }>>();
  const behind = (after: bigint | null) => {
    const key = after === null ? '' : after.toString();
    let found = behindAt.get(key);
    if (!found) {
      found = (async () => {
        if (head === null || (after !== null && after >= head)) return { events: 0, seconds: 0 };
        const unapplied = await log.readAll({ after, limit: LAG_COUNT_CAP });
        if (unapplied.length === 0) return { events: 0, seconds: 0 };
        const oldest = Date.parse(unapplied[0].recordedAt);
        return { events: unapplied.length, seconds: Math.max(0, (nowMs() - oldest) / 1000) };
      })();
      behindAt.set(key, found);
    }
    return found;
  };
  return Promise.all(names.map(async (readModel) => ({ readModel, ...(await behind(checkpoints.get(readModel) ?? null)) })));
}
