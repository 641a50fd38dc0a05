import type { Knex } from 'knex';
import { sendInTransaction } from '../pipelinedTransaction';
import { namedStatement } from '../preparedQuery';
import { missionFiguresRefreshParts } from './missionTodoFigures';
import { todoProgressRefreshParts } from './todoProgressDocs';

/**
 * One statement that brings the rows derived from the todo tables up to date with what the
 * transaction wrote: the progress answers of the todos noted stale, and the todo figures of
 * the missions noted stale. Run at the end of each todos projector transaction; prepared once
 * per connection (planning it cost as much as running it for a few todos), and one round trip.
 */
const REFRESH_SQL = `WITH ${[...todoProgressRefreshParts, ...missionFiguresRefreshParts].join(',\n')} SELECT 1`;

export async function refreshTodoDerivedRows(trx: Knex | Knex.Transaction): Promise<void> {
  await sendInTransaction(trx, namedStatement(REFRESH_SQL));
}
