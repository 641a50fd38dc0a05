import type { FailedWait } from './createPlannedTodos';

/** Failed waits named one by one in the toast; the rest are counted. */
const NAMED_FAILURES = 3;

/**
 * The toast of a plan whose todos were all created but some of whose waits were not: what was
 * done (`done`, e.g. "Mission created with 4 todos"), which waits are missing, and why (each
 * different reason once).
 */
export function waitsFailedMessage(done: string, failed: FailedWait[]): string {
  const reasons = [...new Set(failed.map((wait) => wait.reason.replace(/\.$/, '')))].join('; ');
  const pairs = failed.slice(0, NAMED_FAILURES).map((wait) => `“${wait.waiting}” waits for “${wait.waitsFor}”`);
  if (failed.length === 1) return `${done}, but one wait could not be set: ${pairs[0]} (${reasons}). The todos are there: add it on the todo's page.`;
  const more = failed.length > NAMED_FAILURES ? ` and ${failed.length - NAMED_FAILURES} more` : '';
  return `${done}, but ${failed.length} waits could not be set (${reasons}): ${pairs.join(', ')}${more}. The todos are there: add them on the todos' pages.`;
}

/** How long the toast of missing waits stays: long enough to read which they are. */
export const WAITS_FAILED_TOAST_MS = 20000;
