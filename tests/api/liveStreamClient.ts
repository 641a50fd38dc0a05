import { performance } from 'node:perf_hooks';

/** A test client of GET /api/live: reads the SSE stream with fetch, as the SPA does. */
/** `at`: when it arrived (performance.now()). */
export type LiveMessage = { id: string | null; data: Record<string, unknown>; at: number };

export type LiveStreamClient = {
  status: number;
  messages: LiveMessage[];
  comments: string[];
  /** Resolves with the first message (already received or still to come) that matches. */
  next(match: (m: LiveMessage) => boolean): Promise<LiveMessage>;
  /** The id of the last message received (what a client sends back as Last-Event-ID). */
  lastEventId(): string | null;
  close(): void;
  /** Resolves when the stream has ended (the server closed it, or close() was called). */
  ended: Promise<void>;
  body: string;
};

export async function openLiveStream(baseUrl: string, token: string, lastEventId?: string): Promise<LiveStreamClient> {
  const controller = new AbortController();
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
  const response = await fetch(`${baseUrl}/api/live`, { headers, signal: controller.signal });
  const messages: LiveMessage[] = [];
  const comments: string[] = [];
  const waiters: { match: (m: LiveMessage) => boolean; resolve: (m: LiveMessage) => void }[] = [];
  let markEnded: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => (markEnded = resolve));
  const client: LiveStreamClient = {
    status: response.status,
    messages,
    comments,
    body: '',
    next(match) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
    lastEventId: () => [...messages].reverse().find((m) => m.id !== null)?.id ?? null,
    close: () => controller.abort(),
    ended,
  };
  if (response.status !== 200) {
    client.body = await response.text();
    markEnded();
    return client;
  }
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let id: string | null = null;
          let data: string | null = null;
          for (const line of frame.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('id: ')) id = line.slice(4);
            else if (line.startsWith('data: ')) data = line.slice(6);
          }
          if (data === null) continue;
          const message = { id, data: JSON.parse(data) as Record<string, unknown>, at: performance.now() };
          messages.push(message);
          for (const w of [...waiters]) {
            if (w.match(message)) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve(message);
            }
          }
        }
      }
    } catch {
      // Aborted by close().
    } finally {
      markEnded();
    }
  })();
  return client;
}
