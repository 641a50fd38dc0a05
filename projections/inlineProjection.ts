import type { Knex } from 'knex';
import { EventStoreUnavailableError, type InlineProjection, type NewEvent, type RecordedEvent } from '../commands/eventStore';
import { pipelinedTransaction } from './pipelinedTransaction';
import { decodeEvent } from '../commands/eventCodec';
import type { EventSchemaMap } from '../domain/eventSchemas';
import { applyAll, INLINE_APPENDS_LOCK } from './applyBatch';
import type { Projector } from './projector';

/**
 * The inline projectors as the event store runs them: the events as stored (personal data
 * sealed) are opened and decoded as a reader of the log gets them (`open`, then the schemas),
 * so the rows equal those a replay builds; each projector applies what it handles.
 * A read model being built from the log is left to its build; one whose stored version is not
 * this process's code fails the append as unavailable (an older process must not write the
 * newer rows, and a newer one makes it ready at its start).
 */
export function inlineProjection(options: { db: Knex; projectors: readonly Projector[]; schemas: EventSchemaMap; open: (stored: RecordedEvent[]) => Promise<RecordedEvent[]> }): InlineProjection {
  const { projectors, schemas, open } = options;
  const readState = { name: 'odyssey_inline_state', text: READ_STATE, values: [projectors.map((p) => p.name)] };
  return inlineWrites(options.db, readState, async (trx, recorded, state) => {
    const stored = new Map((state as StoredState[]).map((s) => [s.name, s]));
    const events = (await open(recorded)).map((e) => decodeEvent(schemas, e));
    for (const projector of projectors) {
      const own = stored.get(projector.name);
      if (own?.building) continue;
      if (own?.version !== projector.version) {
        throw new EventStoreUnavailableError(`The ${projector.name} read model is at version ${own?.version ?? 'none'}, this process writes version ${projector.version}: restart it with the current code.`);
      }
      await applyAll(trx, projector, events);
    }
  });
}

type StoredState = { name: string; version: number; building: boolean };
const READ_STATE = 'SELECT name, version, building FROM projection_checkpoints WHERE name = ANY ($1::text[])';

/**
 * `apply` run in the append's transaction, pipelined: its writes and the COMMIT leave together
 * (projections/pipelinedTransaction.ts). `readState`'s rows reach it as `state`.
 */
export function inlineWrites(
  db: Knex,
  readState: InlineProjection['readState'],
  apply: (trx: Knex.Transaction, recorded: RecordedEvent[], state: readonly unknown[]) => Promise<void>,
): InlineProjection {
  return {
    orderOf,
    sharedLocks: [INLINE_APPENDS_LOCK],
    readState,
    acquire: () => db.client.acquireConnection() as Promise<unknown>,
    release: async (connection) => {
      await db.client.releaseConnection(connection);
    },
    transaction: (connection, work, begun) => pipelinedTransaction(db, work, { connection }, { begun }),
    apply: (trx, recorded, state) => apply(trx as Knex.Transaction, recorded, state),
  };
}

export const inlineProjectors = (projectors: readonly Projector[]) => projectors.filter((p) => p.lifecycle === 'inline');

/**
 * Inline read models are applied in commit order, the log in position order (positions follow
 * transaction ids, given at the append, before the read models are written). The two agree
 * wherever the rows of two appends meet only if such appends never overlap. A todo's events
 * write only that todo's rows: its appends take their owner's lock shared, and run side by
 * side. Every other stream's events may write rows of other streams of the same owner (a
 * mission's re-plan sets its todos aside, an odyssey's deletion unlinks its missions, a user's
 * deletion removes everything): those appends take the owner's lock exclusively, so
 * they start after the owner's appends in flight have committed and before any later one
 * begins, and the order of positions is the order applied. The owner: the actor, else the
 * user in the payload, else the stream (system writes).
 */
function orderOf(streamId: string, events: readonly NewEvent[]): { key: string; exclusive: boolean } {
  const first = events[0];
  const userInData = (first?.data as { userId?: unknown } | null)?.userId;
  const owner = first?.metadata.userId ?? (typeof userInData === 'string' ? userInData : streamId);
  return { key: `inline-order:${owner}`, exclusive: !streamId.startsWith('todo-') };
}
