import type { Knex } from 'knex';
import { ERASED } from '../domain/personalFields';

/**
 * Redacts the error texts of an erased user's dead letters (they may quote what the user
 * wrote), in the live schema and in every point-in-time replay schema. The rows stay: an
 * admin still sees that an event failed, where and when. Returns how many rows changed.
 */
export async function eraseDeadLetters(db: Knex, userId: string): Promise<number> {
  const tables: { table_schema: string; table_name: string }[] = await db('information_schema.columns')
    .whereIn('table_name', ['projection_dead_letters', 'reactor_dead_letters'])
    .andWhere('column_name', 'user_id')
    .select('table_schema', 'table_name');
  let redacted = 0;
  for (const { table_schema: schema, table_name: table } of tables) {
    redacted += await db(table).withSchema(schema).where({ user_id: userId }).whereNot({ error: ERASED }).update({ error: ERASED });
  }
  return redacted;
}
