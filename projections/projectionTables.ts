import type { Knex } from 'knex';

/** The runtime's own bookkeeping, in the same schema as the read models it covers. */
export async function ensureProjectionTables(db: Knex | Knex.Transaction): Promise<void> {
  if (!(await db.schema.hasTable('projection_checkpoints'))) {
    await db.schema.createTable('projection_checkpoints', (t) => {
      t.text('name').primary();
      t.integer('version').notNullable();
      t.bigInteger('position').nullable();
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.boolean('building').notNullable().defaultTo(false);
    }).catch(ignoreAlreadyExists);
  }
  // An inline read model being built from the log: appends leave it to the build (projectorGroup.ts).
  await db.raw('ALTER TABLE projection_checkpoints ADD COLUMN IF NOT EXISTS building boolean NOT NULL DEFAULT false');
  if (!(await db.schema.hasTable('projection_dead_letters'))) {
    await db.schema.createTable('projection_dead_letters', (t) => deadLetterColumns(db, t, 'projector')).catch(ignoreAlreadyExists);
  }
  await addDeadLetterOwner(db, 'projection_dead_letters');
}

/** The columns of a processor kind's dead letters (`processor`: the column naming it). */
export function deadLetterColumns(db: Knex | Knex.Transaction, t: Knex.CreateTableBuilder, processor: 'projector' | 'reactor'): void {
  t.bigIncrements('id');
  t.text(processor).notNullable();
  t.bigInteger('position').notNullable();
  t.uuid('event_id').notNullable();
  t.text('event_type').notNullable();
  t.text('error').notNullable();
  t.timestamp('recorded_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  t.uuid('user_id').nullable();
}

/**
 * Dead letters name the user whose event failed, so that erasing the user can redact their
 * error texts (tables made before this column existed get it here).
 */
export async function addDeadLetterOwner(db: Knex | Knex.Transaction, table: string): Promise<void> {
  if (await db.schema.hasColumn(table, 'user_id')) return;
  await db.raw('ALTER TABLE ?? ADD COLUMN IF NOT EXISTS user_id uuid', [table]);
}

/** Two processes racing to create the same table: the loser's error is harmless. */
export function ignoreAlreadyExists(error: unknown): void {
  const code = (error as { code?: string }).code;
  if (code !== '42P07' && code !== '23505') throw error;
}
