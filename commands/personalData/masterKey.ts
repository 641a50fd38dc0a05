import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { EventStore } from '../eventStore';
import { PersonalDataKeys } from './dataKeys';
import { PersonalDataEventStore } from './personalDataEventStore';

/**
 * The master key that wraps every user's data key: MASTER_KEY (base64 of 32 bytes) when
 * given, else generated once into DATA_DIR/master-key (0600), like the JWT secret. Losing it
 * makes all personal data in the log unreadable; keep it apart from database backups.
 */
export function masterKeyFrom(config: { MASTER_KEY?: string; DATA_DIR: string }): Buffer {
  const given = givenMasterKey(config);
  if (given) return given;
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  const key = randomBytes(32);
  fs.writeFileSync(masterKeyFile(config), key.toString('base64'), { mode: 0o600 });
  return key;
}

/** Where a deployment without MASTER_KEY keeps its master key. */
export const masterKeyFile = (config: { DATA_DIR: string }) => path.resolve(config.DATA_DIR, 'master-key');

/** The master key this deployment was given: MASTER_KEY, else DATA_DIR/master-key; null when neither. */
export function givenMasterKey(config: { MASTER_KEY?: string; DATA_DIR: string }): Buffer | null {
  if (config.MASTER_KEY) return Buffer.from(config.MASTER_KEY, 'base64');
  const file = masterKeyFile(config);
  return fs.existsSync(file) ? Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64') : null;
}

/** A store (the raw adapter) with personal data sealed and opened, its keys in `db`. */
export async function withPersonalData<S extends EventStore>(store: S, db: Knex, masterKey: Buffer): Promise<PersonalDataEventStore> {
  return new PersonalDataEventStore(store, await PersonalDataKeys.open(db, masterKey));
}
