import type { Knex } from 'knex';
import { readTogether } from '../readTogether';
import type { DirectorDataSnapshot } from './snapshot';

type Db = Knex | Knex.Transaction;

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * One user's odysseys, missions, todos and steps, as The Director's context is built from.
 * Everything is read: the context builder removes what the user's toggles hide (and needs
 * hidden todos to compute a visible mission's health).
 */
export async function loadDirectorSnapshot(db: Db, userId: string): Promise<DirectorDataSnapshot> {
  const [odysseys, missions, todos, steps] = await readTogether(db, [
    db('odysseys').where({ user_id: userId }).select('id', 'title', 'description', 'status'),
    db('missions').where({ user_id: userId }).select('id', 'title', 'description', 'status', 'odyssey_id'),
    db('todos')
      .where({ user_id: userId })
      .select('id', 'title', 'description', 'status', 'priority', 'due_date', 'mission_id', 'total_steps', 'completed_steps', 'completed_at'),
    db('steps').where({ user_id: userId }).select('id', 'todo_id', 'title', 'status', 'order_index'),
  ]);
  return {
    odysseys,
    missions,
    todos: todos.map((t) => ({
      ...t,
      due_date: isoOrNull(t.due_date),
      completed_at: isoOrNull(t.completed_at),
      total_steps: Number(t.total_steps),
      completed_steps: Number(t.completed_steps),
    })),
    steps,
  };
}
