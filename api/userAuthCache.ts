import type { Knex } from 'knex';
import { findUserById } from '../projections/users/userQueries';
import { usersProjector } from '../projections/users/usersProjector';

export type AuthEntry = { id: string; email: string; role: 'user' | 'admin'; tokenGeneration: number };

/** Told which users' tokens may have stopped working (null: anyone's). */
export type ForgetListener = (userIds: ReadonlySet<string> | null) => void;

type Logger = { warn(o: object, m?: string): void };

/** How the answers' read models move on, as ReadModels tells it (see ReadModelProgress). */
export type ReadModelFeed = {
  onCommitted(listener: (position: bigint, changed: ReadonlySet<string> | null) => void): () => void;
  following(): boolean;
};

/**
 * Signed-in users in memory, so a request needs no database query to authenticate.
 * A deletion or password change is recorded by the users projector in `user_auth_changes`;
 * whenever the users read model commits changes, the cache reads the changes since the last it
 * saw and forgets those users, who are then read again on their next request. It learns of
 * commits from the same event that lets a command's answer go out (ReadModels.onCommitted),
 * and starts reading before that answer is sent; requests wait for a refresh under way, so an
 * answer that waited for the read models is followed by requests that see its effect. While
 * commits are not followed (a lost notification connection) nothing is cached.
 */
export class UserAuthCache {
  private readonly entries = new Map<string, AuthEntry>();
  /** Highest `user_auth_changes` position applied; undefined until the first refresh worked. */
  private seenChange: bigint | null | undefined = undefined;
  /** Set while commits were not followed: the cache starts afresh once they are again. */
  private lost = false;
  /** Whether commits were ever followed (until then, as at start-up, not following is no news). */
  private followed = false;
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
  private unsubscribe: (() => void) | null = null;
  private readonly forgetListeners = new Set<ForgetListener>();

  constructor(
    private readonly db: Knex,
    private readonly feed: ReadModelFeed,
    private readonly options: { logger?: Logger; maxEntries?: number } = {},
  ) {}

  async start(): Promise<void> {
    this.unsubscribe = this.feed.onCommitted((_, changed) => {
      // Only the users read model records what makes a token fail.
      if (changed === null || changed.has(usersProjector.name)) void this.refresh();
    });
    await this.refresh();
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  /** The account behind a token's subject, or undefined when it does not exist (any more). */
  async get(userId: string): Promise<AuthEntry | undefined> {
    const following = this.feed.following();
    if (!following) {
      if (!this.lost) {
        // Not yet following at start-up is expected; losing the commits later is worth a line.
        if (this.followed) this.options.logger?.warn({}, 'read-model commits not followed; authenticating from the database');
        this.lost = true;
        this.forgetAll(++this.refreshes);
      }
    } else {
      if (this.lost) {
        // Changes may have been missed: forget everyone and start from the newest change.
        this.lost = false;
        this.seenChange = undefined;
        void this.refresh();
      }
      this.followed = true;
    }
    if (this.running) await this.running;
    const cached = this.entries.get(userId);
    if (cached) return cached;
    const refreshesBefore = this.refreshes;
    const row = await findUserById(this.db, userId);
    if (!row) return undefined;
    const entry: AuthEntry = { id: row.id, email: row.email, role: row.role, tokenGeneration: row.token_generation };
    const forgotten = Math.max(this.allForgottenAt, this.forgottenAt.get(userId) ?? 0);
    const usable = following && this.seenChange !== undefined && forgotten <= refreshesBefore;
    if (usable) {
      if (this.entries.size >= (this.options.maxEntries ?? 100_000)) this.entries.clear();
      this.entries.set(userId, entry);
    }
    return entry;
  }

  /** Drops one user now (after a change this process made itself). */
  forget(userId: string): void {
    this.entries.delete(userId);
    this.tellForgotten(new Set([userId]));
  }

  /**
   * `listener(userIds)` whenever the cache forgets users because their tokens may have stopped
   * working (a password change, a deletion; null: anyone's, as after lost notifications). It is
   * called while the refresh that forgot them runs, so a `get` it starts sees that refresh.
   */
  onForgotten(listener: ForgetListener): () => void {
    this.forgetListeners.add(listener);
    return () => this.forgetListeners.delete(listener);
  }

  private tellForgotten(userIds: ReadonlySet<string> | null): void {
    for (const listener of [...this.forgetListeners]) listener(userIds);
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
    this.tellForgotten(null);
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
      if (changes.length > 0) {
        this.seenChange = BigInt(changes[changes.length - 1].position);
        this.tellForgotten(new Set(changes.map((c) => c.user_id)));
      }
    } catch (error) {
      // The users read model is not there yet (a new database) or being rebuilt: cache nothing.
      this.forgetAll(refresh);
      this.seenChange = undefined;
      this.options.logger?.warn({ err: error }, 'user cache refresh failed');
    }
  }
}
