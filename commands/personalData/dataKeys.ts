import { createCipheriv, createDecipheriv, createHmac, createSecretKey, hkdfSync, randomBytes, type KeyObject } from 'node:crypto';
import type { Knex } from 'knex';
import type { Notifications } from '../ports/notifications';

/** The channel a key's destruction is announced on, so every process forgets it at once. */
export const DATA_KEYS_CHANNEL = 'odyssey_data_keys';
const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * How long a process trusts a cached key before asking the table again. Destructions are also
 * announced by notification (see `listen`); this bounds what a missed notification can cost.
 */
const CACHE_TTL_MS = 5 * 60 * 1000;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** null: destroyed; 'none': the user has no key (yet, or wrote only before sealing existed). */
type Cached = { key: KeyObject | null | 'none'; at: number };

/**
 * Per-user data keys, kept OUTSIDE the event log in `user_data_keys` (the read-model
 * database), each wrapped (AES-256-GCM) by a key derived from the master key. Destroying a
 * user's key (the wrapped bytes are overwritten with NULL) makes every event sealed with it
 * unreadable for good: crypto-shredding.
 *
 * Unwrapped keys are cached in memory: a replay opens one key per user, not per event.
 */
export class PersonalDataKeys {
  private readonly wrappingKey: KeyObject;
  private readonly emailKey: Buffer;
  /** null: the key is destroyed (the user is erased); no entry: not loaded yet. */
  private readonly cache = new Map<string, Cached>();
  private subscription: Promise<() => void> | null = null;

  private constructor(
    private readonly db: Knex,
    masterKey: Buffer,
    private readonly now: () => number,
  ) {
    this.wrappingKey = wrappingKeyOf(masterKey);
    this.emailKey = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'odyssey email stream ids', 32));
  }

  static async open(db: Knex, masterKey: Buffer, now: () => number = Date.now): Promise<PersonalDataKeys> {
    await ensureDataKeysTable(db);
    return new PersonalDataKeys(db, masterKey, now);
  }

  /** A keyed hash of a normalised email: stream ids name an address without revealing it. */
  emailDigest(email: string): string {
    return createHmac('sha256', this.emailKey).update(email.trim().toLowerCase()).digest('base64url');
  }

  /** The cached key of a user: a key, null when destroyed, undefined when not loaded or never made. */
  cached(userId: string): KeyObject | null | undefined {
    const entry = this.cache.get(userId);
    if (!entry || entry.key === 'none' || this.now() - entry.at > CACHE_TTL_MS) return undefined;
    return entry.key;
  }

  isLoaded(userId: string): boolean {
    const entry = this.cache.get(userId);
    return entry !== undefined && this.now() - entry.at <= CACHE_TTL_MS;
  }

  /** Loads the keys of these users into the cache in one query (users without a key stay unloaded). */
  async load(userIds: Iterable<string>): Promise<void> {
    const missing = [...new Set(userIds)].filter((id) => !this.isLoaded(id));
    if (missing.length === 0) return;
    const rows: Array<{ user_id: string; wrapped_key: Buffer | null }> = await this.db('user_data_keys').withSchema('public')
      .whereIn('user_id', missing)
      .select('user_id', 'wrapped_key');
    const at = this.now();
    for (const id of missing) this.cache.set(id, { key: 'none', at });
    for (const row of rows) this.remember(row.user_id, row.wrapped_key);
  }

  /** Loads again, whatever the cache says (a sealed event names a user this process saw without a key). */
  async refresh(userIds: Iterable<string>): Promise<void> {
    for (const id of userIds) this.cache.delete(id);
    await this.load(userIds);
  }

  /** The key to seal a user's new data with: made on first use; null once the user is erased. */
  async keyForWriting(userId: string): Promise<KeyObject | null> {
    await this.load([userId]);
    const cached = this.cached(userId);
    if (cached !== undefined) return cached;
    const key = randomBytes(32);
    await this.db('user_data_keys').withSchema('public')
      .insert({ user_id: userId, wrapped_key: this.wrap(key, userId), created_at: new Date(this.now()) })
      .onConflict('user_id')
      .ignore();
    // Another process may have made the key first: the stored one wins.
    this.cache.delete(userId);
    await this.load([userId]);
    const stored = this.cached(userId);
    if (stored === undefined) throw new Error(`The data key of user ${userId} could not be stored.`);
    return stored;
  }

  /**
   * Destroys a user's key (idempotent). A user who never had one gets a destroyed row, so
   * no key can be made for them later.
   */
  async destroy(userId: string): Promise<void> {
    const at = new Date(this.now());
    await this.db('user_data_keys').withSchema('public')
      .insert({ user_id: userId, wrapped_key: null, created_at: at, destroyed_at: at })
      .onConflict('user_id')
      .merge({ wrapped_key: null, destroyed_at: this.db.raw('coalesce(public.user_data_keys.destroyed_at, excluded.destroyed_at)') });
    this.markDestroyed(userId);
    await this.db.raw('SELECT pg_notify(?, ?)', [DATA_KEYS_CHANNEL, userId]);
  }

  /**
   * Forgets a key the moment another process destroys it (a notification). While the
   * connection is lost, and again once it listens, every cached key is dropped (they load
   * again from the table): a destruction announced meanwhile is never missed for long.
   */
  listen(notifications: Notifications): Promise<() => void> {
    this.subscription ??= notifications.subscribe(DATA_KEYS_CHANNEL, {
      message: (payload) => {
        if (UUID_TEXT.test(payload)) this.markDestroyed(payload);
      },
      listening: () => this.cache.clear(),
      lost: () => this.cache.clear(),
    });
    return this.subscription;
  }

  async close(): Promise<void> {
    const unsubscribe = await this.subscription;
    unsubscribe?.();
  }

  /** What this process learns from the log (a UserDeleted event): the key is gone. */
  markDestroyed(userId: string): void {
    this.cache.set(userId, { key: null, at: Number.MAX_SAFE_INTEGER / 2 });
  }

  private remember(userId: string, wrapped: Buffer | null): void {
    this.cache.set(userId, { key: wrapped === null ? null : createSecretKey(this.unwrap(wrapped, userId)), at: this.now() });
  }

  private wrap(key: Buffer, userId: string): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.wrappingKey, iv);
    cipher.setAAD(Buffer.from(userId));
    const body = Buffer.concat([cipher.update(key), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]);
  }

  private unwrap(wrapped: Buffer, userId: string): Buffer {
    const key = unwrapDataKey(this.wrappingKey, wrapped, userId);
    if (!key) throw new Error(`The data key of user ${userId} does not open with the master key (is MASTER_KEY the one the keys were made with?)`);
    return key;
  }
}

function wrappingKeyOf(masterKey: Buffer): KeyObject {
  if (masterKey.length !== 32) throw new Error('The master key must be 32 bytes.');
  return createSecretKey(Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'odyssey user data keys', 32)));
}

/** The data key, or null when the wrapped bytes do not open with this wrapping key (another master key, or changed bytes). */
function unwrapDataKey(wrappingKey: KeyObject, wrapped: Buffer, userId: string): Buffer | null {
  try {
    const decipher = createDecipheriv('aes-256-gcm', wrappingKey, wrapped.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(userId));
    decipher.setAuthTag(wrapped.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(wrapped.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    return null;
  }
}

/**
 * The users whose wrapped data keys do NOT open with this master key (a restore checks a
 * backup's keys before it writes anything).
 */
export function keysNotOpeningWith(masterKey: Buffer, keys: Iterable<{ userId: string; wrappedKey: Buffer }>): string[] {
  const wrappingKey = wrappingKeyOf(masterKey);
  const failed: string[] = [];
  for (const { userId, wrappedKey } of keys) if (!unwrapDataKey(wrappingKey, wrappedKey, userId)) failed.push(userId);
  return failed;
}

export const DATA_KEYS_TABLE_DDL = `CREATE TABLE IF NOT EXISTS public.user_data_keys (
      user_id uuid PRIMARY KEY,
      wrapped_key bytea,
      created_at timestamptz NOT NULL,
      destroyed_at timestamptz
    )`;

/** The table lives in the public schema of the read-model database, never in the log. */
export async function ensureDataKeysTable(db: Knex): Promise<void> {
  try {
    await db.raw(DATA_KEYS_TABLE_DDL);
  } catch (error) {
    // Two processes starting at once: the other one made it.
    if (!['23505', '42P07'].includes((error as { code?: string }).code ?? '')) throw error;
  }
}
