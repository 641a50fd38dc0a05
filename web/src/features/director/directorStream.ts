import { ApiError, apiStream } from '../../shared/api/http';
import { createSseLineParser } from './sseLines';
import type { DirectorStreamEvent } from './directorTypes';

function isStreamEvent(data: unknown): data is DirectorStreamEvent {
  return typeof data === 'object' && data !== null && !Array.isArray(data);
}

/** Reads a fetch Response body as an event stream, calling `onEvent` for every `data:` object. */
export async function readEventStream(response: Response, onEvent: (event: DirectorStreamEvent) => void): Promise<void> {
  if (!response.body) throw new Error('The response has no body to stream');
  const parser = createSseLineParser(
    (data) => {
      if (isStreamEvent(data)) onEvent(data);
    },
    (line) => console.warn('Skipping an unreadable stream line', line),
  );
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    parser.push(decoder.decode(value, { stream: true }));
  }
  parser.push(decoder.decode());
  parser.flush();
}

/** The browser's IANA time zone, so The Director reads "today" as the user's day; null when it gives none. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** POST /director/chat and stream its reply; a non-2xx answer throws ApiError. */
export async function streamDirectorChat(
  message: string,
  conversationId: string | null,
  onEvent: (event: DirectorStreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const response = await apiStream('/director/chat', { message, conversation_id: conversationId, time_zone: browserTimeZone() }, signal);
  if (!response.ok) {
    let detail: string | null = null;
    try {
      const body = (await response.json()) as { detail?: unknown };
      if (typeof body?.detail === 'string') detail = body.detail;
    } catch {
      // No JSON detail.
    }
    throw new ApiError(response.status, detail);
  }
  await readEventStream(response, onEvent);
}
