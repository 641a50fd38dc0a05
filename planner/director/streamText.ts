/**
 * Streams a finished text in small pieces, the way a model streams tokens: whole words with
 * their following whitespace, about `size` characters per piece. Stops with the signal's
 * reason (an AbortError) as soon as it is aborted.
 */
export async function* streamText(text: string, signal?: AbortSignal, size = 24): AsyncGenerator<string> {
  const words = text.match(/\S+\s*|\s+/g) ?? [];
  let piece = '';
  for (const word of words) {
    piece += word;
    if (piece.length >= size) {
      signal?.throwIfAborted();
      yield piece;
      piece = '';
      // Let the event loop run between pieces: the HTTP layer flushes them and sees aborts.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }
  signal?.throwIfAborted();
  if (piece !== '') yield piece;
}
