import type { Knex } from 'knex';

/** The runtime's own bookkeeping, in the same schema as the read models it covers. */
export async function ensureProjectionTables(db: Knex): Promise<void> {
  await ensureTable(db, 'projection_checkpoints', (t) => {
    t.text('name').primary();
    t.integer('version').notNullable();
    t.bigInteger('position').nullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.boolean('building').notNullable().defaultTo(false);
  });
  // An inline read model being built from the log: appends leave it to the build (projectorGroup.ts).
  await addColumnIfMissing(db, 'projection_checkpoints', 'building', 'boolean NOT NULL DEFAULT false');
  await ensureDeadLetterTable(db, 'projection_dead_letters', 'projector');
  for (const [signature, definition] of CHECKS) {
    // Processes starting together: the one that loses the race finds the function there.
    if (await functionExists(db, signature)) continue;
    await db.raw(definition).catch(async (error: unknown) => {
      if (!(await functionExists(db, signature))) throw error;
    });
  }
}

async function functionExists(db: Knex, signature: string): Promise<boolean> {
  const { rows } = await db.raw<{ rows: { found: string | null }[] }>('SELECT to_regprocedure(?)::text AS found', [signature]);
  return rows[0]?.found !== null;
}

/** The error a page's commit raises when another instance moved its checkpoints first (odyssey_checkpoints_unmoved). */
export const CHECKPOINT_MOVED = 'OD002';

/** A function that raises `message` with `code` when its argument is above 0, and answers true otherwise. */
const raisesWhenAny = (name: string, argument: string, code: string, message: string): [signature: string, definition: string] => [
  `${name}(int)`,
  `CREATE OR REPLACE FUNCTION ${name}(${argument} int) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF ${argument} > 0 THEN
    RAISE EXCEPTION '${message}' USING ERRCODE = '${code}';
  END IF;
  RETURN true;
END $$`,
];

const CHECKS = [
  // A page's read models are stored at other versions than the code that applied it (see applyBatch.ts).
  raisesWhenAny('odyssey_read_models_at_version', 'others', 'OD001',
    "A read model of this page is at another version than this process''s code: restart the process with the current code."),
  // A page's checkpoints are no longer where the instance that applied it read them: another
  // instance applied those events meanwhile (a standby elected while this one's lock session was
  // cut, its page still in flight). The page is rolled back, so no event is applied twice, and the
  // instance reads its checkpoints again.
  raisesWhenAny('odyssey_checkpoints_unmoved', 'moved', CHECKPOINT_MOVED, 'Another instance applied these events first: this page is not applied again.'),
];

/**
 * A processor kind's dead letters (`processor`: the column naming it). They name the user whose
 * event failed, so that erasing the user can redact their error texts.
 */
export async function ensureDeadLetterTable(db: Knex, table: string, processor: 'projector' | 'reactor'): Promise<void> {
  await ensureTable(db, table, (t) => {
    t.bigIncrements('id');
    t.text(processor).notNullable();
    t.bigInteger('position').notNullable();
    t.uuid('event_id').notNullable();
    t.text('event_type').notNullable();
    t.text('error').notNullable();
    t.timestamp('recorded_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.uuid('user_id').nullable();
  });
  await addColumnIfMissing(db, table, 'user_id', 'uuid');
}

/** What PostgreSQL answers the loser of two CREATE TABLEs of one name: the relation, its row type or its catalog row taken. */
const NAME_TAKEN = new Set(['42P07', '42710', '23505']);

/**
 * Creates a bookkeeping table unless it exists. Two processes (or two processors of one) racing
 * to create it: the loser's error (the name taken) is harmless once the table is there.
 */
export async function ensureTable(db: Knex, name: string, build: (t: Knex.CreateTableBuilder) => void): Promise<void> {
  if (await db.schema.hasTable(name)) return;
  await db.schema.createTable(name, build).catch(async (error: unknown) => {
    const code = (error as { code?: string }).code;
    if (!(code !== undefined && NAME_TAKEN.has(code) && (await db.schema.hasTable(name)))) throw error;
  });
}

/**
 * A column added to a table made before it existed. Looked up first: the ALTER would lock the
 * table against every process that writes it.
 */
async function addColumnIfMissing(db: Knex, table: string, column: string, type: string): Promise<void> {
  if (await db.schema.hasColumn(table, column)) return;
  await db.raw(`ALTER TABLE ?? ADD COLUMN IF NOT EXISTS ?? ${type}`, [table, column]);
}
