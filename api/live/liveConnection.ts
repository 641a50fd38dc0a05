import type { ServerResponse } from 'node:http';
import type { LiveChange } from './liveChange';

/** What the stream's token was when it opened: it stays open only while that token would be accepted. */
export type LiveSession = {
  /** The token's generation (`gen`): a password change moves the account's on. */
  tokenGeneration: number;
  /** When the token expires (ms since the epoch). */
  expiresAtMs: number;
};

/**
 * One open SSE response. Writes never queue without bound: when the socket's unsent bytes
 * pass `maxBufferBytes` (a client that does not read), the connection is dropped; the client
 * reconnects with Last-Event-ID and the log replays what it missed.
 */
export class LiveConnection {
  closed = false;
  /** False while the hub replays what the client missed; live changes wait until then. */
  live = false;
  /** The last log position this client has been sent (or replayed up to). */
  cursor: bigint | null;

  constructor(
    readonly userId: string,
    readonly session: LiveSession,
    private readonly raw: ServerResponse,
    private readonly maxBufferBytes: number,
    cursor: bigint | null,
    private readonly onClose: (c: LiveConnection) => void,
  ) {
    this.cursor = cursor;
    raw.on('close', () => this.close());
  }

  send(change: LiveChange): void {
    this.write(`id: ${change.position}\ndata: ${JSON.stringify(change)}\n\n`);
    this.cursor = BigInt(change.position);
  }

  /** Tells the client it is up to date at `position` (also its resume point from now on). */
  sendReady(position: bigint | null, reset = false): void {
    const data = JSON.stringify({ kind: reset ? 'reset' : 'ready', position: position?.toString() ?? null });
    this.write(`${position === null ? '' : `id: ${position}\n`}data: ${data}\n\n`);
    this.cursor = position;
  }

  heartbeat(): void {
    this.write(': keep-alive\n\n');
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.onClose(this);
    if (!this.raw.destroyed) this.raw.end();
  }

  private write(text: string) {
    if (this.closed) return;
    this.raw.write(text);
    if (this.raw.writableLength > this.maxBufferBytes) {
      this.closed = true;
      this.onClose(this);
      this.raw.destroy();
    }
  }
}
