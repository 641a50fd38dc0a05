/**
 * For tests of recovery only: when ODYSSEY_TEST_CRASH_AT names `point`, the process kills itself
 * there (SIGKILL, as a power cut would: no handler, no clean-up), so a test can see what a
 * restart finishes. Never set outside tests; unset, it does nothing.
 * Points: `step-chat-reply-recorded` (a step chat's reply is recorded, its outcome on the todo not yet).
 */
export function crashPoint(point: string): (() => void) | undefined {
  if (process.env.ODYSSEY_TEST_CRASH_AT !== point) return undefined;
  return () => {
    process.kill(process.pid, 'SIGKILL');
  };
}
