import type { Knex } from 'knex';
import type { RecordedEvent } from '../../commands/eventStore';
import { applyAll } from '../applyBatch';
import type { Projector } from '../projector';

/**
 * Applies a UserDeleted to every replay schema, so replays made before the deletion drop the
 * user's rows as the live read models did. Checkpoints stay: the replay still stands for its
 * instant, without the erased user.
 */
export async function eraseUserFromReplays(db: Knex, projectors: Projector[], userDeleted: RecordedEvent): Promise<void> {
  if (!(await db.schema.withSchema('public').hasTable('replay_runs'))) return;
  const rows: Array<{ schema_name: string }> = await db('replay_runs')
    .withSchema('public')
    .distinct('schema_name')
    .whereIn('schema_name', db('pg_namespace').withSchema('pg_catalog').select('nspname'));
  const applying = projectors.filter((p) => p.handles.includes('UserDeleted'));
  for (const { schema_name: schema } of rows) {
    const present = new Set(
      (await db('tables').withSchema('information_schema').where({ table_schema: schema }).pluck('table_name')) as string[],
    );
    await db.transaction(async (trx) => {
      await trx.raw('SET LOCAL search_path TO ??', [schema]);
      for (const p of applying) if (p.tables.every((t) => present.has(t))) await applyAll(trx, p, [userDeleted]);
    });
  }
}
