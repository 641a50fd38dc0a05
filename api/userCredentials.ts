import type { Knex } from 'knex';
import type { EventStore } from '../commands/eventStore';

/**
 * Password hashes are primary state kept outside the event log (no export, replay or analyst
 * ever sees them) in `user_credentials`; it is not a read model, so rebuilds leave it alone.
 * Events only say that a password was set (`UserRegistered`) or changed (`PasswordChanged`).
 */
export async function findPasswordHash(db: Knex, userId: string): Promise<string | undefined> {
  const row = await db('user_credentials').where({ user_id: userId }).first('password_hash');
  return row?.password_hash;
}

export async function storePasswordHash(db: Knex, userId: string, passwordHash: string): Promise<void> {
  await db('user_credentials')
    .insert({ user_id: userId, password_hash: passwordHash, updated_at: db.fn.now() })
    .onConflict('user_id')
    .merge();
}

/** Compare-and-set: the new hash replaces `expectedHash` only, so one of two concurrent changes wins. */
export async function replacePasswordHash(db: Knex, userId: string, expectedHash: string, passwordHash: string): Promise<boolean> {
  const changed = await db('user_credentials').where({ user_id: userId, password_hash: expectedHash }).update({ password_hash: passwordHash, updated_at: db.fn.now() });
  return changed === 1;
}

/** The hashes, and how far into the log the hashes of older events have been copied. */
export const CREDENTIALS_TABLES_DDL = [
  `CREATE TABLE IF NOT EXISTS user_credentials (
      user_id uuid PRIMARY KEY, password_hash text NOT NULL, updated_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE TABLE IF NOT EXISTS user_credentials_seeded (id int PRIMARY KEY CHECK (id = 1), position bigint)`,
];

/**
 * Creates the table and copies hashes from the log's older `UserRegistered` events (v1 carried
 * the hash; reading them through the schemas drops it), so accounts made before keep working.
 * The copy resumes from `user_credentials_seeded` and so also covers a log imported later.
 * `rawStore` must be the store below the schema codec: the codec's upcaster drops the hash.
 */
export async function ensureUserCredentials(db: Knex, rawStore: EventStore): Promise<void> {
  await db.transaction(async (trx) => {
    await trx.raw("SELECT pg_advisory_xact_lock(hashtext('user_credentials'))");
    for (const ddl of CREDENTIALS_TABLES_DDL) await trx.raw(ddl);
    const seeded = await trx('user_credentials_seeded').where({ id: 1 }).first('position');
    let after: bigint | null = seeded?.position == null ? null : BigInt(seeded.position);
    for (;;) {
      const page = await rawStore.readAll({ after, limit: 1000 });
      if (page.length === 0) break;
      const rows = page
        .filter((e) => e.type === 'UserRegistered')
        .map((e) => e.data as { userId?: string; passwordHash?: unknown })
        .filter((d) => typeof d.userId === 'string' && typeof d.passwordHash === 'string')
        .map((d) => ({ user_id: d.userId, password_hash: d.passwordHash }));
      if (rows.length > 0) await trx('user_credentials').insert(rows).onConflict('user_id').ignore();
      after = page[page.length - 1].position;
    }
    if (after !== null) {
      await trx('user_credentials_seeded').insert({ id: 1, position: after.toString() }).onConflict('id').merge();
    }
  });
}
