import type { Knex } from 'knex';
import type { RecordedEvent } from '../../commands/eventStore';
import type { TodoEvent } from '../../domain/todos/events';
import type { UserDeleted } from '../../domain/users/events';
import { byEventType, defineProjector, deleteUserRows } from '../projector';
import { TRASH_TABLES } from './todoTables';

type Handled = Extract<TodoEvent, { type: 'TodoDependencyAdded' | 'TodoDependencyRemoved' }> | UserDeleted;

/**
 * `todo_dependencies`: `todo_id` waits for `depends_on`. Rows stay when either todo is deleted:
 * answers join the live `todos`, so a restore brings the links back with no event of its own,
 * and the loop check reads every row, so a restore can never bring back a loop.
 */
export const todoDependenciesProjector = defineProjector({
  name: 'todo_dependencies',
  // Inline: the todo page and its Blocked marks read it right after a wait is added; rows are the waiting todo's, written by its own stream's events.
  lifecycle: 'inline',
  version: 1,
  tables: ['todo_dependencies'],
  async setup(db) {
    await db.schema.createTable('todo_dependencies', (t) => {
      t.uuid('todo_id').notNullable();
      t.uuid('depends_on').notNullable();
      t.uuid('user_id').notNullable();
      t.timestamp('added_at', { useTz: true }).notNullable();
      t.primary(['todo_id', 'depends_on']);
      t.index(['user_id']);
      t.index(['depends_on']);
    });
  },
  ...byEventType<Handled>({
    async TodoDependencyAdded(trx, d, recorded) {
      const userId = await ownerOf(trx, recorded, d.todoId);
      if (!userId) return;
      await trx('todo_dependencies')
        .insert({ todo_id: d.todoId, depends_on: d.dependsOn, user_id: userId, added_at: d.addedAt })
        .onConflict(['todo_id', 'depends_on'])
        .ignore();
    },
    async TodoDependencyRemoved(trx, d) {
      await trx('todo_dependencies').where({ todo_id: d.todoId, depends_on: d.dependsOn }).delete();
    },
    async UserDeleted(trx, d) {
      await deleteUserRows(trx, d.userId, ['todo_dependencies']);
    },
  }),
});

/**
 * The todo's owner: the user who made the link (only the owner can), else, for a link made
 * without one (never by the API), the owner the todos read model knows.
 */
async function ownerOf(trx: Knex.Transaction, recorded: RecordedEvent, todoId: string): Promise<string | undefined> {
  if (recorded.metadata?.userId) return recorded.metadata.userId;
  const row = (await trx('todos').where({ id: todoId }).first('user_id')) ?? (await trx(TRASH_TABLES.todos).where({ id: todoId }).first('user_id'));
  return row?.user_id;
}
