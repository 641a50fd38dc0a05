import type { ServerResponse } from 'node:http';
import type { Knex } from 'knex';
import type { EventStore, RecordedEvent } from '../../commands/eventStore';
import { allProjectors } from '../../projections/allProjectors';
import { changesOf, resourceOfStream } from './liveChange';
import { LiveConnection, type LiveSession } from './liveConnection';
import { StreamOwners } from './streamOwners';

/** The accounts behind the tokens (the auth cache): who may hold a stream, and news of revocations. */
export type LiveAccounts = {
  get(userId: string): Promise<{ tokenGeneration: number } | undefined>;
  /** Called with the users whose tokens may have stopped working (null: anyone's). */
  onForgotten(listener: (userIds: ReadonlySet<string> | null) => void): () => void;
};

export type LiveHubOptions = {
  db: Knex;
  accounts: LiveAccounts;
  store: EventStore;
  /** How far every read model has committed (ReadModels.onAllCommitted): no polling, no LISTEN of its own. */
  readModels: { onAllCommitted(listener: (position: bigint) => void): () => void };
  logger: { warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
  heartbeatMs: number;
  maxStreamsPerUser: number;
  /** Unsent bytes a client may leave on its socket before it is dropped. */
  maxBufferBytes: number;
  /** A resume further back than this many events is answered with `reset` (reload all). */
  maxReplayEvents: number;
  now?: () => number;
};

export class TooManyStreamsError extends Error {}

const pageSize = 500;

/**
 * The live hub of one API process. It learns of read-model commits from the process's read
 * models (in-process, or by their commit notifications: no polling), reads the new events from
 * the log up to the position every read model has applied, and
 * sends each change to the open streams of the stream's owner only. All hub work (following
 * the log, resuming a client) runs one at a time in `queue`, so a resuming client can never
 * miss or double an event that arrives while it catches up.
 */
export class LiveHub {
  private readonly byUser = new Map<string, Set<LiveConnection>>();
  private readonly owners: StreamOwners;
  private queue: Promise<void> = Promise.resolve();
  private pumpQueued = false;
  /** Every change up to here has been delivered. */
  private position: bigint | null = null;
  /** Every read model has applied the log up to here. */
  private ready: bigint | null = null;
  private unsubscribe: (() => void) | null = null;
  private unsubscribeAccounts: (() => void) | null = null;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(private readonly options: LiveHubOptions) {
    this.owners = new StreamOwners(options.store);
  }

  async start(): Promise<void> {
    this.position = await this.readyPosition();
    this.ready = this.position;
    this.unsubscribe = this.options.readModels.onAllCommitted((position) => {
      if (this.ready === null || position > this.ready) this.ready = position;
      this.schedulePump();
    });
    // Every revocation the auth cache hears of (from any process, through the users read
    // model) ends the streams it revokes; each heartbeat checks every stream again, as a backstop.
    this.unsubscribeAccounts = this.options.accounts.onForgotten((userIds) => void this.endRevoked(userIds));
    this.heartbeat = setInterval(() => {
      this.forEachConnection((c) => c.heartbeat());
      void this.endRevoked(null);
    }, this.options.heartbeatMs);
    this.heartbeat.unref();
  }

  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribeAccounts?.();
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.forEachConnection((c) => c.close());
    await this.queue;
  }

  get openStreams(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  /**
   * Opens a stream for a user, held by a token of `session`. `lastEventId`: the last position
   * the client saw; what the user missed since is replayed first. Throws TooManyStreamsError
   * over the per-user cap.
   */
  open(userId: string, session: LiveSession, raw: ServerResponse, lastEventId: bigint | null): LiveConnection {
    const mine = this.byUser.get(userId) ?? new Set<LiveConnection>();
    if (mine.size >= this.options.maxStreamsPerUser) throw new TooManyStreamsError();
    const connection = new LiveConnection(userId, session, raw, this.options.maxBufferBytes, lastEventId, (c) => this.forget(c));
    mine.add(connection);
    this.byUser.set(userId, mine);
    // A revocation heard between the token's check and now would otherwise wait for a heartbeat.
    void this.endRevoked(new Set([userId]));
    this.enqueue(() => this.catchUp(connection, lastEventId));
    return connection;
  }

  /**
   * Ends the streams (of `userIds`, or everyone's) whose token would no longer be accepted:
   * the account is gone, its password changed since the token was issued, or the token has
   * expired. Ending a stream frees its slot at once.
   */
  private async endRevoked(userIds: ReadonlySet<string> | null): Promise<void> {
    const users = userIds === null ? [...this.byUser.keys()] : [...userIds].filter((id) => this.byUser.has(id));
    for (const userId of users) {
      let account: { tokenGeneration: number } | undefined;
      try {
        account = await this.options.accounts.get(userId);
      } catch (error) {
        // The database is away: the next heartbeat checks again.
        this.options.logger.warn({ err: error }, 'live updates: could not check a stream\'s account');
        continue;
      }
      const now = (this.options.now ?? Date.now)();
      for (const c of [...(this.byUser.get(userId) ?? [])]) {
        if (!account || account.tokenGeneration !== c.session.tokenGeneration || c.session.expiresAtMs <= now) c.close();
      }
    }
  }

  private forget(connection: LiveConnection) {
    const mine = this.byUser.get(connection.userId);
    mine?.delete(connection);
    if (mine && mine.size === 0) this.byUser.delete(connection.userId);
  }

  private forEachConnection(fn: (c: LiveConnection) => void) {
    for (const set of [...this.byUser.values()]) for (const c of [...set]) fn(c);
  }

  private enqueue(work: () => Promise<void>) {
    this.queue = this.queue.then(work).catch((error) => this.options.logger.error({ err: error }, 'live updates: hub work failed'));
  }

  /** Commits that arrive while a pump waits are covered by it: at most one waits. */
  private schedulePump() {
    if (this.pumpQueued) return;
    this.pumpQueued = true;
    this.enqueue(async () => {
      this.pumpQueued = false;
      await this.pump();
    });
  }

  /**
   * The position every read model has applied, read once at start (later ones come from
   * ReadModels): a change is announced only when any screen that refetches will see it, even
   * with the read models spread over several processes.
   */
  private async readyPosition(): Promise<bigint | null> {
    const names = allProjectors.map((p) => p.name);
    const rows: { position: string | null }[] = await this.options.db('projection_checkpoints').whereIn('name', names).select('position');
    if (rows.length < names.length || rows.some((r) => r.position === null)) return null;
    return rows.map((r) => BigInt(r.position as string)).reduce((a, b) => (b < a ? b : a));
  }

  private async pump(): Promise<void> {
    const ready = this.ready;
    if (ready === null || (this.position !== null && ready <= this.position)) return;
    if (this.byUser.size === 0) {
      // Nobody listens: nothing to read.
      this.position = ready;
      return;
    }
    await this.readLog(this.position, ready, async (event) => {
      const owner = await this.owners.ownerOf(event);
      if (owner === null) return;
      const resource = resourceOfStream(event.streamId);
      const mine = this.byUser.get(owner);
      if (!resource || !mine) return;
      const changes = changesOf(event, resource.kind, resource.id);
      for (const c of [...mine]) if (c.live && (c.cursor === null || c.cursor < event.position)) for (const change of changes) c.send(change);
    });
    this.position = ready;
  }

  /** Replays what the client missed (its own changes only), then marks it up to date. */
  private async catchUp(connection: LiveConnection, after: bigint | null): Promise<void> {
    if (connection.closed) return;
    const head = this.position;
    if (after === null || head === null || after > head) {
      // A new client, or one that saw positions this log has not reached: start from now.
      connection.sendReady(head, after !== null && head !== null);
      connection.live = true;
      return;
    }
    // Positions are sparse (docs/core.md): how far back a client is, is counted in events read.
    let read = 0;
    const complete = await this.readLog(after, head, async (event) => {
      if (++read > this.options.maxReplayEvents) return 'stop';
      if (connection.closed) return;
      const resource = resourceOfStream(event.streamId);
      if (!resource || (await this.owners.ownerOf(event)) !== connection.userId) return;
      for (const change of changesOf(event, resource.kind, resource.id)) connection.send(change);
    });
    // Too far behind: the client reloads everything instead.
    connection.sendReady(head, !complete);
    connection.live = true;
  }

  /** Visits the log after `after` up to `until`; false when `visit` stopped it early. */
  private async readLog(after: bigint | null, until: bigint, visit: (e: RecordedEvent) => Promise<void | 'stop'>): Promise<boolean> {
    let cursor = after;
    for (;;) {
      const page = await this.options.store.readAll({ after: cursor, limit: pageSize });
      for (const event of page) {
        if (event.position > until) return true;
        if ((await visit(event)) === 'stop') return false;
      }
      if (page.length < pageSize) return true;
      cursor = page[page.length - 1].position;
      if (cursor >= until) return true;
    }
  }
}
