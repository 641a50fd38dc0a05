import type { Knex } from 'knex';
import type { RecordedEvent } from '../../commands/eventStore';
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

// 8 columns a row: far below PostgreSQL's 65,535 bind parameters a statement.
const ROWS_PER_INSERT = 2000;

/**
 * Inserts a run of creations with one statement per 2,000. The first creation of an id wins,
 * as with one insert each (`ON CONFLICT DO NOTHING` skips the later ones).
 */
async function insertOdysseys(trx: Knex.Transaction, run: OdysseyCreation[]) {
  const firstById = new Map<string, ReturnType<typeof odysseyRow>>();
  for (const e of run) if (!firstById.has(e.data.odysseyId)) firstById.set(e.data.odysseyId, odysseyRow(e.data));
  const rows = [...firstById.values()];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await trx('odysseys').insert(rows.slice(i, i + ROWS_PER_INSERT)).onConflict('id').ignore();
  }
}

/**
 * Applies a batch in log order. Creations are nearly all a replay writes to odysseys: a run of
 * them goes in together; any other event ends the run and is applied on its own (it may read
 * or change an odyssey the run created).
 */
export async function applyOdysseysBatch(trx: Knex.Transaction, events: RecordedEvent[], applyOne: (trx: Knex.Transaction, e: RecordedEvent) => Promise<void>) {
  let run: OdysseyCreation[] = [];
  for (const e of events) {
    if (isOdysseyCreation(e)) {
      run.push(e);
      continue;
    }
    if (run.length > 0) await insertOdysseys(trx, run);
    run = [];
    await applyOne(trx, e);
  }
  if (run.length > 0) await insertOdysseys(trx, run);
}
