import type { Knex } from 'knex';
import { isoOrNull } from '../isoTime';
import { readTogether } from '../readTogether';
import type { DirectorDataSnapshot } from '../../commands/ports/director';

/** All of one user's plan: The Director's context hides what the toggles say, but needs hidden todos for a mission's health. */
export async function loadDirectorSnapshot(db: Knex, userId: string): Promise<DirectorDataSnapshot> {
  const [odysseys, missions, todos, steps, waits] = await readTogether(db, [
    db('odysseys').where({ user_id: userId }).select('id', 'title', 'description', 'status'),
    db('missions').where({ user_id: userId }).select('id', 'title', 'description', 'status', 'odyssey_id', 'created_at'),
    db('todos')
      .where({ user_id: userId })
      .select('id', 'title', 'description', 'status', 'priority', 'due_date', 'mission_id', 'total_steps', 'completed_steps', 'completed_at'),
    // In the todo page's order: steps sharing an order_index in the order they were added.
    db('steps').where({ user_id: userId }).orderBy(['todo_id', 'order_index', 'created_at', 'id']).select('id', 'todo_id', 'title', 'description', 'status', 'order_index'),
    // Waits between live todos only: a deleted todo holds nothing up.
    db('todo_dependencies as d')
      .join('todos as a', 'a.id', 'd.todo_id')
      .join('todos as b', 'b.id', 'd.depends_on')
      .where('d.user_id', userId)
      .orderBy('d.added_at')
      .select('d.todo_id', 'd.depends_on'),
  ]);
  return {
    odysseys,
    // Created order is the plan's order: an odyssey's answer lists its missions so.
    missions: missions.map((m) => ({ ...m, created_at: isoOrNull(m.created_at) })),
    todos: todos.map((t) => ({
      ...t,
      due_date: isoOrNull(t.due_date),
      completed_at: isoOrNull(t.completed_at),
      total_steps: Number(t.total_steps),
      completed_steps: Number(t.completed_steps),
    })),
    steps,
    waits,
  };
}
