import { Client } from 'pg';
import type { ChannelSubscriber, Notifications } from '../ports/notifications';

type Warn = { warn(obj: object, msg?: string): void };

/** What the connection is called in pg_stat_activity. */
export const NOTIFICATIONS_APPLICATION_NAME = 'odyssey_notifications';
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * One LISTEN connection for every channel a process follows (appends, read-model commits,
 * data-key destructions). A lost connection is reported to every subscriber (`lost`) and
 * opened again `retryMs` later; once it listens again every subscriber hears `listening`, so
 * each catches up on what it may have missed in its own way.
 */
export class PgNotifications implements Notifications {
  /** Connected, and listening on every channel in `listened`. */
  private client: Client | null = null;
  private connecting: Promise<void> | null = null;
  private listened = new Set<string>();
  /** LISTENs of subscriptions made at once go one after another (one query at a time on a connection). */
  private listens: Promise<unknown> = Promise.resolve();
  private readonly subscribers = new Map<string, Set<ChannelSubscriber>>();
  private retry: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly options: { connectionString: string; logger: Warn; retryMs?: number }) {}

  async subscribe(channel: string, subscriber: ChannelSubscriber): Promise<() => void> {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid channel name "${channel}"`);
    let subscribers = this.subscribers.get(channel);
    if (!subscribers) this.subscribers.set(channel, (subscribers = new Set()));
    subscribers.add(subscriber);
    const unsubscribe = () => {
      subscribers.delete(subscriber);
    };
    const client = this.client;
    if (client === null) {
      // The connection being opened listens on this channel too and tells every subscriber.
      await this.connect();
      return unsubscribe;
    }
    try {
      const listen = this.listens.then(async () => {
        if (this.listened.has(channel)) return;
        await client.query(`LISTEN ${channel}`);
        this.listened.add(channel);
      });
      this.listens = listen.catch(() => undefined);
      await listen;
      if (this.client === client) subscriber.listening?.();
    } catch {
      // The connection failed meanwhile: its loss is being handled, and a new one will listen.
    }
    return unsubscribe;
  }

  /** Whether the connection is up (every subscribed channel is listened to). */
  isListening(): boolean {
    return this.client !== null;
  }

  private connect(): Promise<void> {
    if (this.closed || this.client) return Promise.resolve();
    if (!this.connecting) {
      this.connecting = this.open()
        .catch((err) => {
          this.options.logger.warn({ err }, 'cannot listen for database notifications; trying again');
          this.retryLater();
        })
        .finally(() => {
          this.connecting = null;
        });
    }
    return this.connecting;
  }

  private async open(): Promise<void> {
    // A connection attempt that hangs (an unreachable host) fails and is tried again.
    const client = new Client({ connectionString: this.options.connectionString, application_name: NOTIFICATIONS_APPLICATION_NAME, connectionTimeoutMillis: 10_000 });
    client.on('notification', (message) => {
      for (const subscriber of this.subscribers.get(message.channel) ?? []) subscriber.message(message.payload ?? '');
    });
    client.on('error', (err) => this.lose(client, err));
    try {
      await client.connect();
      const listened = new Set<string>();
      // Channels subscribed while this runs are listened to as well.
      for (let next = this.unlistened(listened); next.length > 0; next = this.unlistened(listened)) {
        for (const channel of next) {
          await client.query(`LISTEN ${channel}`);
          listened.add(channel);
        }
      }
      if (this.closed) {
        await client.end();
        return;
      }
      this.client = client;
      this.listened = listened;
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    for (const subscribers of this.subscribers.values()) for (const subscriber of subscribers) subscriber.listening?.();
  }

  private unlistened(listened: ReadonlySet<string>): string[] {
    return [...this.subscribers.keys()].filter((channel) => !listened.has(channel));
  }

  private lose(client: Client, err: unknown): void {
    void client.end().catch(() => undefined);
    if (this.client !== client) return; // failed while opening: open() reports it
    this.client = null;
    this.listened = new Set();
    if (this.closed) return;
    this.options.logger.warn({ err }, 'database notification connection lost; listening again');
    for (const subscribers of this.subscribers.values()) for (const subscriber of subscribers) subscriber.lost?.();
    this.retryLater();
  }

  private retryLater(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect();
    }, this.options.retryMs ?? 1000);
    this.retry.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    await this.connecting;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
