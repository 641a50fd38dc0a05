import type { Knex } from 'knex';
import type { RecordedEvent } from '../commands/eventStore';

type ApplyOther = (trx: Knex.Transaction, event: RecordedEvent) => Promise<void>;

/**
 * Applies a batch in log order: consecutive events of the kinds `inRun` accepts (what a replay
 * is mostly made of) are written together by `writeRun`; any other event ends the run and is
 * applied on its own by `applyOther`, after the run, so whatever it reads or changes is there
 * as the log left it.
 */
export async function applyInRuns<Run extends RecordedEvent>(
  trx: Knex.Transaction,
  events: RecordedEvent[],
  inRun: (event: RecordedEvent) => event is Run,
  writeRun: (trx: Knex.Transaction, run: Run[]) => Promise<void>,
  applyOther: ApplyOther,
): Promise<void> {
  let run: Run[] = [];
  for (const event of events) {
    if (inRun(event)) {
      run.push(event);
      continue;
    }
    if (run.length > 0) await writeRun(trx, run);
    run = [];
    await applyOther(trx, event);
  }
  if (run.length > 0) await writeRun(trx, run);
}

// Rows of ~10 columns: far below PostgreSQL's 65,535 bind parameters a statement.
const ROWS_PER_INSERT = 2000;

/**
 * Inserts rows by id, the first row of an id winning, as one insert each with `ON CONFLICT
 * DO NOTHING` would (a later one is skipped, and so is a row already there).
 */
export async function insertFirstOfEachId(trx: Knex.Transaction, table: string, rows: { id: string }[]): Promise<void> {
  const firstById = new Map<string, { id: string }>();
  for (const row of rows) if (!firstById.has(row.id)) firstById.set(row.id, row);
  const unique = [...firstById.values()];
  for (let i = 0; i < unique.length; i += ROWS_PER_INSERT) {
    await trx(table).insert(unique.slice(i, i + ROWS_PER_INSERT)).onConflict('id').ignore();
  }
}
