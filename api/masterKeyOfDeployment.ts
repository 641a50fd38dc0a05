import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { keysNotOpeningWith } from '../commands/personalData/dataKeys';
import { givenMasterKey, masterKeyFile, masterKeyFrom } from '../commands/personalData/masterKey';
import { ConfigError } from './config';

/**
 * The master key for a command that reads a deployment's personal data (a rebuild, a replay):
 * MASTER_KEY, else DATA_DIR/master-key, checked against the users' wrapped data keys before the
 * command changes anything. A command never generates one: a new key opens none of the existing
 * data keys, and written into DATA_DIR it would be the key the app starts with next. Without
 * any data keys nothing needs opening, and a key of this run only (never written) serves.
 */
export async function masterKeyOfDeployment(config: { MASTER_KEY?: string; DATA_DIR: string }, db: Knex, command: string): Promise<Buffer> {
  const file = masterKeyFile(config);
  const given = givenMasterKey(config);
  const live = await liveDataKeys(db);
  if (!given) {
    if (live.length === 0) return randomBytes(32);
    throw new ConfigError(`${command} needs the master key the users' data keys were made with: set MASTER_KEY (the one the app runs with), or put its key file at ${file}. Nothing was changed.`);
  }
  const unopened = keysNotOpeningWith(given, live);
  if (unopened.length > 0) {
    throw new ConfigError(
      `The users' data keys do not open with this master key (${unopened.length} of ${live.length}): run ${command} with the MASTER_KEY the app runs with. Nothing was changed.`,
    );
  }
  return given;
}

/**
 * The master key the app starts with: MASTER_KEY, else DATA_DIR/master-key, else one generated
 * into DATA_DIR only while the database holds no data keys. A database that holds some (a
 * restored or moved deployment) was keyed by another master key, which the start asks for:
 * a generated one would open none of them and stay in DATA_DIR as the wrong key.
 */
export async function masterKeyToStart(config: { MASTER_KEY?: string; DATA_DIR: string }, db: Knex): Promise<Buffer> {
  const given = givenMasterKey(config);
  if (given) return given;
  if ((await liveDataKeys(db)).length > 0) {
    throw new ConfigError(
      `The database holds users' data keys made with a master key this start was not given (MASTER_KEY is not set and ${masterKeyFile(config)} does not exist): set MASTER_KEY to the deployment's, or put its key file there.`,
    );
  }
  return masterKeyFrom(config);
}

/** The data keys not destroyed; none when the table does not exist yet. */
async function liveDataKeys(db: Knex): Promise<Array<{ userId: string; wrappedKey: Buffer }>> {
  const { rows } = await db.raw<{ rows: Array<{ exists: boolean }> }>("SELECT to_regclass('public.user_data_keys') IS NOT NULL AS exists");
  if (!rows[0]?.exists) return [];
  const keys = await db<{ user_id: string; wrapped_key: Buffer | null }>('public.user_data_keys').whereNotNull('wrapped_key').select('user_id', 'wrapped_key');
  return keys.flatMap((k) => (k.wrapped_key ? [{ userId: k.user_id, wrappedKey: k.wrapped_key }] : []));
}
