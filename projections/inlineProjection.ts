import type { Knex } from 'knex';
import type { InlineProjection, RecordedEvent } from '../commands/eventStore';
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
    acquire: () => db.client.acquireConnection() as Promise<unknown>,
    release: async (connection) => {
      await db.client.releaseConnection(connection);
    },
    transaction: (connection, work) => pipelinedTransaction(db, work, { connection }),
    apply: (trx, recorded) => apply(trx as Knex.Transaction, recorded),
  };
}

export const inlineProjectors = (projectors: readonly Projector[]) => projectors.filter((p) => p.lifecycle === 'inline');
