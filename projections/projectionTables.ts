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
  // Looked up first: the ALTER would lock the table against every process's checkpoints.
  if (!(await db.schema.hasColumn('projection_checkpoints', 'building'))) {
    await db.raw('ALTER TABLE projection_checkpoints ADD COLUMN IF NOT EXISTS building boolean NOT NULL DEFAULT false');
  }
  if (!(await db.schema.hasTable('projection_dead_letters'))) {
    await db.schema.createTable('projection_dead_letters', (t) => deadLetterColumns(db, t, 'projector')).catch(ignoreAlreadyExists);
  }
  await addDeadLetterOwner(db, 'projection_dead_letters');
  // Processes starting together: the one that loses the race finds the function there.
  if (!(await atVersionCheckExists(db))) {
    await db.raw(AT_VERSION).catch(async (error: unknown) => {
      if (!(await atVersionCheckExists(db))) throw error;
    });
  }
}

async function atVersionCheckExists(db: Knex | Knex.Transaction): Promise<boolean> {
  const { rows } = await db.raw<{ rows: { found: string | null }[] }>("SELECT to_regprocedure('odyssey_read_models_at_version(int)')::text AS found");
  return rows[0]?.found !== null;
}

/** Raises when a page's read models are stored at other versions than the code that applied it (see applyBatch.ts). */
const AT_VERSION = `CREATE OR REPLACE FUNCTION odyssey_read_models_at_version(others int) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF others > 0 THEN
    RAISE EXCEPTION 'A read model of this page is at another version than this process''s code: restart the process with the current code.' USING ERRCODE = 'OD001';
  END IF;
  RETURN true;
END $$`;

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
