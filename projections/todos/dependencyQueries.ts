import type { Knex } from 'knex';
import type { WaitLink } from '../../domain/todos/dependencies';
import { isoSql } from '../../commands/isoSql';
import { preparedRows } from '../preparedQuery';

/** A todo on a chain of waits: its title from the live todos or Recently deleted (null: gone for good). */
export type WaitChainLink = WaitLink & { id: string };

/** SQL: the live todos `todo` waits for, or that wait for it, as a JSON array of `{id, title, status, due_date}` in the order the links were made. */
export function waitingTodosSql(todo: string, side: 'waits_for' | 'waited_for_by'): string {
  const [own, other] = side === 'waits_for' ? ['todo_id', 'depends_on'] : ['depends_on', 'todo_id'];
  return `(SELECT coalesce(json_agg(json_build_object('id', o.id, 'title', o.title, 'status', o.status, 'due_date', ${isoSql('o.due_date')}) ORDER BY d.added_at, o.id), '[]'::json)
      FROM todo_dependencies d JOIN todos o ON o.id = d.${other} WHERE d.${own} = ${todo})`;
}

/** SQL of the ids of the live todos the todo `todo` waits for, as a JSON array in the order the links were made. */
export const waitedForIdsSql = (todo: string) =>
  `(SELECT coalesce(json_agg(d.depends_on ORDER BY d.added_at, d.depends_on), '[]'::json)
      FROM todo_dependencies d JOIN todos o ON o.id = d.depends_on WHERE d.todo_id = ${todo})`;

/** SQL: whether a live todo the todo `todo` waits for is not completed (a completed todo can be blocked: it was done out of order). */
export const blockedSql = (todo: string) =>
  `EXISTS (SELECT 1 FROM todo_dependencies d JOIN todos o ON o.id = d.depends_on WHERE d.todo_id = ${todo} AND o.status <> 'completed')`;

/** The longest chain a walk back follows (links never loop; this only bounds a broken log). */
const MAX_CHAIN = 10_000;

/**
 * The chain by which `from` already waits for `to` (each todo waits for the next); null when it
 * does not. Links of deleted todos count too while they can come back (a restore within the
 * window from `restorableSince`, or the undo of the mission re-plan that set them aside), so a
 * restore can never close a loop; a todo gone for good holds no chain together. `reach` visits
 * each todo once (UNION drops repeats: the cost follows the links, not the paths), then `back`
 * walks from `to` to `from` over the todos reached.
 */
export async function findWaitChain(db: Knex, userId: string, from: string, to: string, restorableSince: string): Promise<WaitChainLink[] | null> {
  const rows = await preparedRows<{ id: string; title: string | null; deleted: boolean }>(
    db,
    db.raw(
      `WITH RECURSIVE can_come_back AS (
         SELECT x.id FROM trashed_todos x
         WHERE x.user_id = ?::uuid AND (x.trashed_at >= ?::timestamptz OR x.trash_reason = 'mission_replanned')
       ),
       reach(node) AS (
         SELECT ?::uuid
         UNION
         SELECT d.depends_on FROM reach r JOIN todo_dependencies d ON d.todo_id = r.node
         WHERE d.user_id = ?::uuid AND r.node <> ?::uuid
           AND (EXISTS (SELECT 1 FROM todos l WHERE l.id = d.depends_on) OR d.depends_on IN (SELECT id FROM can_come_back))
       ),
       back(node, depth) AS (
         SELECT ?::uuid, 0 WHERE EXISTS (SELECT 1 FROM reach WHERE node = ?::uuid)
         UNION ALL
         SELECT p.todo_id, b.depth + 1 FROM back b
         CROSS JOIN LATERAL (
           SELECT d.todo_id FROM todo_dependencies d JOIN reach r ON r.node = d.todo_id
           WHERE d.depends_on = b.node AND d.user_id = ?::uuid
           ORDER BY d.todo_id LIMIT 1
         ) p
         WHERE b.node <> ?::uuid AND b.depth < ${MAX_CHAIN}
       )
       SELECT b.node AS id, coalesce(t.title, tt.title) AS title, t.id IS NULL AS deleted
       FROM back b
       LEFT JOIN todos t ON t.id = b.node AND t.user_id = ?::uuid
       LEFT JOIN LATERAL (SELECT x.title FROM trashed_todos x WHERE x.id = b.node AND x.user_id = ?::uuid LIMIT 1) tt ON true
       ORDER BY b.depth DESC`,
      [userId, restorableSince, from, userId, to, to, to, userId, from, userId, userId],
    ),
  );
  // `to` reached: the link would close a loop, whatever the walk back found.
  return rows.length === 0 ? null : rows;
}

/**
 * For each of the todos `todoIds` (e.g. a mission's), those of them it waits for through other
 * live todos (the party waits for the deposit, which waits for the venue: the party waits for
 * the venue), so an order of these todos can respect waits that leave them and come back. A
 * deleted todo in between holds nothing up, as in every answer. The walk stops at the first of
 * `todoIds` it meets: that todo's own waits are the caller's.
 */
export async function waitsThroughOthers(db: Knex, userId: string, todoIds: readonly string[]): Promise<Array<{ todo_id: string; depends_on: string }>> {
  if (todoIds.length === 0) return [];
  const { rows } = await db.raw(
    `WITH RECURSIVE reach(start, node) AS (
       SELECT d.todo_id, d.depends_on FROM todo_dependencies d JOIN todos o ON o.id = d.depends_on AND o.user_id = :userId
       WHERE d.user_id = :userId AND d.todo_id = ANY(:ids::uuid[]) AND NOT d.depends_on = ANY(:ids::uuid[])
       UNION
       SELECT r.start, d.depends_on FROM reach r
       JOIN todo_dependencies d ON d.todo_id = r.node
       JOIN todos o ON o.id = d.depends_on AND o.user_id = :userId
       WHERE d.user_id = :userId AND NOT r.node = ANY(:ids::uuid[])
     )
     SELECT start AS todo_id, node AS depends_on FROM reach WHERE node = ANY(:ids::uuid[]) AND node <> start`,
    { userId, ids: [...todoIds] },
  );
  return rows;
}
