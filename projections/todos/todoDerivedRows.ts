import type { Knex } from 'knex';
import { sendInTransaction } from '../pipelinedTransaction';
import { namedStatement } from '../preparedQuery';
import { missionFiguresRefreshParts } from './missionTodoFigures';
import { todoProgressRefreshParts } from './todoProgressDocs';

/**
 * The progress answers and mission figures noted stale, brought up to date in one round trip;
 * prepared once per connection (planning it cost as much as running it for a few todos).
 */
const REFRESH_SQL = `WITH ${[...todoProgressRefreshParts, ...missionFiguresRefreshParts].join(',\n')} SELECT 1`;

/**
 * Takes the noted missions' figure locks, in one order, before the refresh: appends applying
 * the todos read model inline commit concurrently, and two that touch todos of one mission
 * would each count the todos from a snapshot without the other's change (the last commit's
 * figures wrong). Waiting here, the refresh (a statement of its own, so a snapshot taken after
 * the lock) counts the other's committed change. Appends to todos of other missions do not
 * wait; the order keeps two appends of several missions from deadlocking.
 */
const LOCK_STALE_MISSIONS_SQL = `SELECT count(pg_advisory_xact_lock(hashtext('mission_todo_figures:' || m.mission_id::text)))
  FROM (SELECT DISTINCT mission_id FROM mission_todo_figures_stale ORDER BY mission_id) m`;

export async function refreshTodoDerivedRows(trx: Knex | Knex.Transaction): Promise<void> {
  await sendInTransaction(trx, namedStatement(LOCK_STALE_MISSIONS_SQL));
  await sendInTransaction(trx, namedStatement(REFRESH_SQL));
}
