import type { Knex } from 'knex';
import type { InlineProjection, NewEvent, RecordedEvent } from '../commands/eventStore';
import { pipelinedTransaction } from './pipelinedTransaction';
import { decodeEvent } from '../commands/eventCodec';
import type { EventSchemaMap } from '../domain/eventSchemas';
import { applyAll } from './applyBatch';
import type { Projector } from './projector';

/**
 * The inline projectors as the event store runs them: the events as stored (personal data
 * sealed) are opened and decoded as a reader of the log gets them (`open`, then the schemas),
 * so the rows equal those a replay builds; each projector applies what it handles and settles.
 */
export function inlineProjection(options: { db: Knex; projectors: readonly Projector[]; schemas: EventSchemaMap; open: (stored: RecordedEvent[]) => Promise<RecordedEvent[]> }): InlineProjection {
  const { projectors, schemas, open } = options;
  return inlineWrites(options.db, async (trx, recorded) => {
    const events = (await open(recorded)).map((e) => decodeEvent(schemas, e));
    for (const projector of projectors) await applyAll(trx, projector, events);
  });
}

/**
 * `apply` run in the append's transaction, pipelined: its writes and the COMMIT leave together
 * (projections/pipelinedTransaction.ts).
 */
export function inlineWrites(db: Knex, apply: (trx: Knex.Transaction, recorded: RecordedEvent[]) => Promise<void>): InlineProjection {
  return {
    orderOf,
    sharedLocks: [INLINE_APPENDS_LOCK],
    acquire: () => db.client.acquireConnection() as Promise<unknown>,
    release: async (connection) => {
      await db.client.releaseConnection(connection);
    },
    transaction: (connection, work) => pipelinedTransaction(db, work, { connection }),
    apply: (trx, recorded) => apply(trx as Knex.Transaction, recorded),
  };
}

export const inlineProjectors = (projectors: readonly Projector[]) => projectors.filter((p) => p.lifecycle === 'inline');

/**
 * Every append that writes inline read models takes this lock shared; a process emptying an
 * inline read model to build it again takes it exclusively (projections/projectorGroup.ts), so
 * no append is in flight while it reads the log's head and empties the tables: each event up to
 * that head is applied by the catch-up, each later one by its own append, none twice.
 */
export const INLINE_APPENDS_LOCK = 'inline-appends';

/**
 * Inline read models are applied in commit order, the log in position order (positions follow
 * transaction ids, given at the append, before the read models are written). The two agree
 * wherever the rows of two appends meet only if such appends never overlap. A todo's events
 * write only that todo's rows (and rows derived again from the todo tables at the end of the
 * transaction, whatever their order): its appends take their owner's lock shared, and run
 * side by side. Every other stream's events may write rows of other streams of the same owner
 * (a mission's re-plan sets its todos aside, an odyssey's deletion unlinks its missions, a
 * user's deletion removes everything): those appends take the owner's lock exclusively, so
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
