import type { LiveMessage } from './liveChange';
import { browserTimeZone } from '../api/http';

export type LiveConnectionOptions = {
  getToken(): string | null;
  onMessage(message: LiveMessage): void;
  onStatus(up: boolean): void;
};

const firstRetryMs = 1000;
const maxRetryMs = 30_000;

/**
 * Follows GET /api/live with a fetch stream (EventSource cannot send the bearer token).
 * Reconnects with backoff and sends the last position seen as Last-Event-ID, so the server
 * replays what the tab missed. Returns a function that stops it.
 */
export function startLiveConnection(options: LiveConnectionOptions): () => void {
  let stopped = false;
  let controller: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let lastEventId: string | null = null;
  let retryMs = firstRetryMs;

  const scheduleRetry = (delay: number) => {
    options.onStatus(false);
    if (stopped) return;
    retryTimer = setTimeout(() => void connect(), delay);
    retryMs = Math.min(retryMs * 2, maxRetryMs);
  };

  const connect = async () => {
    const token = options.getToken();
    if (stopped || !token) return;
    controller = new AbortController();
    const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${token}` };
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    const zone = browserTimeZone();
    if (zone) headers['X-Time-Zone'] = zone;
    let response: Response;
    try {
      response = await fetch('/api/live', { headers, signal: controller.signal, cache: 'no-store' });
    } catch {
      scheduleRetry(retryMs);
      return;
    }
    if (response.status === 401) {
      // The token is no longer valid: the next API call ends the session; a new sign-in restarts this.
      options.onStatus(false);
      return;
    }
    if (!response.ok || !response.body) {
      // 429 (too many tabs) or the server is down: the screens poll meanwhile.
      scheduleRetry(response.status === 429 ? maxRetryMs : retryMs);
      return;
    }
    try {
      await readMessages(response.body, (id, message) => {
        if (id) lastEventId = id;
        if (message.kind === 'ready' || message.kind === 'reset') {
          retryMs = firstRetryMs;
          options.onStatus(true);
        }
        options.onMessage(message);
      });
    } catch {
      // Dropped (network, server restart, or too slow a reader): resume below.
    }
    scheduleRetry(retryMs);
  };

  void connect();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    controller?.abort();
    options.onStatus(false);
  };
}

/** Reads `id:` / `data:` frames; comment lines (heartbeats) are skipped. */
export async function readMessages(body: ReadableStream<Uint8Array>, onMessage: (id: string | null, message: LiveMessage) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let id: string | null = null;
      let data = '';
      for (const line of frame.split('\n')) {
        if (line.startsWith('id:')) id = line.slice(3).trim();
        else if (line.startsWith('data:')) data += line.slice(5).trim();
      }
      if (data) onMessage(id, JSON.parse(data) as LiveMessage);
    }
  }
}
