/**
 * `work`, or a rejection naming what hung once `ms` pass: a close() that never settles fails
 * its afterAll with that name instead of stalling the run until Jest's own timeout.
 */
export async function bounded<T>(what: string, work: Promise<T>, ms = 20_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
    timer.unref();
  });
  try {
    return await Promise.race([work, hung]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs every cleanup step (each bounded), even after one fails; then throws the first failure. */
export async function closeAll(steps: Array<[what: string, close: () => Promise<unknown> | unknown]>): Promise<void> {
  let failure: unknown = null;
  for (const [what, close] of steps) {
    try {
      await bounded(what, Promise.resolve().then(close));
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure) throw failure;
}
