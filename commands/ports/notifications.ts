/** What a subscriber to a notification channel is told. */
export type ChannelSubscriber = {
  /** A notification on the channel (its payload, '' when it had none). */
  message(payload: string): void;
  /** Listening, for the first time or again after a loss: what was sent before may have been missed. */
  listening?(): void;
  /** The connection was lost: nothing is heard until `listening` is called again. */
  lost?(): void;
};

/**
 * The database's notifications (PostgreSQL LISTEN/NOTIFY), one connection per process for all
 * channels. `subscribe` resolves once the attempt to listen has been made (listening, or
 * retrying after a failure: `listening` tells when it is live); the result unsubscribes.
 */
export type Notifications = {
  subscribe(channel: string, subscriber: ChannelSubscriber): Promise<() => void>;
};
