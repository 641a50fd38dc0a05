import type { Knex } from 'knex';
import type { RecordedEvent } from '../../commands/eventStore';
import { applyInRuns, insertFirstOfEachId } from '../batchRuns';
import type { OdysseyEvent } from '../../domain/odysseys/events';

type Of<T extends OdysseyEvent['type']> = Extract<OdysseyEvent, { type: T }>;
type OdysseyCreation = RecordedEvent & Of<'OdysseyCreated'>;

/** The row an OdysseyCreated writes (the one-by-one path inserts the same object). */
export const odysseyRow = (d: Of<'OdysseyCreated'>['data']) => ({
  id: d.odysseyId,
  user_id: d.userId,
  title: d.title,
  description: d.description,
  status: 'active',
  is_sample: d.isSample,
  created_at: d.createdAt,
  updated_at: d.createdAt,
});

// Events reaching a projector are decoded against their schema first (projections/applyBatch.ts).
const isOdysseyCreation = (e: RecordedEvent): e is OdysseyCreation => e.type === 'OdysseyCreated';

/**
 * Applies a batch in log order. Creations are nearly all a replay writes to odysseys: a run of
 * them goes in with one statement; any other event ends the run and is applied on its own (it
 * may read or change an odyssey the run created).
 */
export function applyOdysseysBatch(trx: Knex.Transaction, events: RecordedEvent[], applyOne: (trx: Knex.Transaction, e: RecordedEvent) => Promise<void>) {
  return applyInRuns(trx, events, isOdysseyCreation, (t, run) => insertFirstOfEachId(t, 'odysseys', run.map((e) => odysseyRow(e.data))), applyOne);
}
