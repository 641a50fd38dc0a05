import type { Knex } from 'knex';
import { Client } from 'pg';
import { findUserById } from '../projections/users/userQueries';
import { usersProjector } from '../projections/users/usersProjector';

export type AuthEntry = { id: string; email: string; role: 'user' | 'admin'; tokenGeneration: number };

type Logger = { warn(o: object, m?: string): void };

/**
 * Whether a read-model commit may hold auth changes: one that names the read models that
 * applied events (`handled`) must name the users read model (which records them).
 */
function mayChangeAuth(payload: string | undefined): boolean {
  try {
    const handled = (JSON.parse(payload ?? '') as { handled?: unknown }).handled;
    return !Array.isArray(handled) || handled.includes(usersProjector.name);
  } catch {
    return true;
  }
}

/** The channel the projectors notify on at every read-model commit (payload `{"position": "..."}`). */
export const READ_MODEL_CHANNEL = 'odyssey_read_models';

/**
 * Signed-in users in memory, so a request needs no database query to authenticate.
 * A deletion or password change is recorded by the users projector in `user_auth_changes`;
 * whenever the read models move on (the projectors' commit notification, or this process's own
 * projection checkpoint) the cache reads the changes since the last it saw and forgets those
 * users, who are then read again on their next request. Requests wait for a refresh under way,
 * so an answer that waited for the read models is followed by requests that see its effect.
 */
export class UserAuthCache {
  private readonly entries = new Map<string, AuthEntry>();
  /** Highest `user_auth_changes` position applied; undefined until the first refresh worked. */
  private seenChange: bigint | null | undefined = undefined;
  /** The in-process read-model checkpoint the cache is known to be fresh through. */
  private freshThrough: bigint | null = null;
  /** Moves on at every refresh. */
  private refreshes = 0;
  /**
   * The refresh that last forgot each user, and the last one that forgot everyone: a load that
   * overlapped a refresh forgetting that user (or everyone) is used once, not cached. Other
   * users' changes, which every read-model commit may bring, do not stop it being cached.
   */
  private readonly forgottenAt = new Map<string, number>();
  private allForgottenAt = 0;
  private running: Promise<void> | null = null;
  private again = false;
  private listener: Client | null = null;

  constructor(
    private readonly db: Knex,
    private readonly options: { connectionString?: string; checkpoint?: () => bigint | null; logger?: Logger; maxEntries?: number } = {},
  ) {}

  /** Subscribes to the read-model notifications (for processes where another one projects). */
  async start(): Promise<void> {
    if (this.options.connectionString) {
      const client = new Client({ connectionString: this.options.connectionString });
      client.on('error', (error) => {
        // Without notifications the cache cannot know of changes: stop caching.
        this.options.logger?.warn({ err: error }, 'read-model notifications lost; authenticating from the database');
        this.listener = null;
        this.seenChange = undefined;
        this.entries.clear();
      });
      await client.connect();
      client.on('notification', (message) => {
        if (mayChangeAuth(message.payload)) void this.refresh();
      });
      await client.query(`LISTEN ${READ_MODEL_CHANNEL}`);
      this.listener = client;
    }
    await this.refresh();
  }

  async stop(): Promise<void> {
    const client = this.listener;
    this.listener = null;
    await client?.end().catch(() => undefined);
  }

  /** The account behind a token's subject, or undefined when it does not exist (any more). */
  async get(userId: string): Promise<AuthEntry | undefined> {
    const checkpoint = this.options.checkpoint?.() ?? null;
    if (checkpoint !== null && (this.freshThrough === null || checkpoint > this.freshThrough)) {
      await this.refresh();
      if (this.freshThrough === null || checkpoint > this.freshThrough) this.freshThrough = checkpoint;
    } else if (this.running) {
      await this.running;
    }
    const cached = this.entries.get(userId);
    if (cached) return cached;
    const refreshesBefore = this.refreshes;
    const row = await findUserById(this.db, userId);
    if (!row) return undefined;
    const entry: AuthEntry = { id: row.id, email: row.email, role: row.role, tokenGeneration: row.token_generation };
    const forgotten = Math.max(this.allForgottenAt, this.forgottenAt.get(userId) ?? 0);
    const usable = this.seenChange !== undefined && (this.listener !== null || this.options.checkpoint) && forgotten <= refreshesBefore;
    if (usable) {
      if (this.entries.size >= (this.options.maxEntries ?? 100_000)) this.entries.clear();
      this.entries.set(userId, entry);
    }
    return entry;
  }

  /** Drops one user now (after a change this process made itself). */
  forget(userId: string): void {
    this.entries.delete(userId);
  }

  /** Reads the changes since the last refresh; one at a time, again if asked meanwhile. */
  refresh(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.readChanges();
        } while (this.again);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  private forgetAll(refresh: number): void {
    this.entries.clear();
    this.forgottenAt.clear();
    this.allForgottenAt = refresh;
  }

  private async readChanges(): Promise<void> {
    const refresh = ++this.refreshes;
    try {
      if (this.seenChange === undefined) {
        // First sight: nothing cached yet, start from the newest change.
        const row = await this.db('user_auth_changes').max<{ max: string | null }>('position as max').first();
        this.forgetAll(refresh);
        this.seenChange = row?.max == null ? null : BigInt(row.max);
        return;
      }
      const query = this.db('user_auth_changes').select('position', 'user_id').orderBy('position');
      if (this.seenChange !== null) query.where('position', '>', this.seenChange.toString());
      const changes: { position: string; user_id: string }[] = await query;
      if (this.forgottenAt.size + changes.length > (this.options.maxEntries ?? 100_000)) this.forgetAll(refresh);
      for (const change of changes) {
        this.entries.delete(change.user_id);
        this.forgottenAt.set(change.user_id, refresh);
      }
      if (changes.length > 0) this.seenChange = BigInt(changes[changes.length - 1].position);
    } catch (error) {
      // The users read model is not there yet (a new database) or being rebuilt: cache nothing.
      this.forgetAll(refresh);
      this.seenChange = undefined;
      this.options.logger?.warn({ err: error }, 'user cache refresh failed');
    }
  }
}
