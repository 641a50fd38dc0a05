import { createHash } from 'node:crypto';

/**
 * A UUID (v5 layout) derived from a key: a reaction that runs twice for the same
 * source event produces the same event ids, and the store keeps them once.
 */
export function deterministicId(key: string): string {
  const h = createHash('sha1').update('odyssey-planner:').update(key).digest();
  h[6] = (h[6] & 0x0f) | 0x50;
  h[8] = (h[8] & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The idempotency key of a command a reactor runs for a source event (planner/reactorRuntime.ts):
 * whoever else runs the same command for that event with this key (a request doing the
 * reactor's work at once) appends the same event ids.
 */
export const reactionIdempotencyKey = (reactorName: string, sourceEventId: string, streamId: string, key = '') => `${reactorName}:${sourceEventId}:${streamId}:${key}`;
