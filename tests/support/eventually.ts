/**
 * Reads until `done` holds or `timeoutMs` pass, every `intervalMs`, and answers the last value
 * read: the caller's own assertion on it then says what was expected (and fails when the time
 * ran out).
 */
export async function eventually<T>(read: () => T | Promise<T>, done: (value: T) => boolean, { timeoutMs = 10_000, intervalMs = 50 } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
