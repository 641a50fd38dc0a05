import type { LiveChange } from './liveChange';

/**
 * The tab's live feed: whether the stream is up, and who wants its changes. The connection
 * publishes here; screens (useJobPolling, ...) subscribe without knowing about the connection.
 */
type Listener = (change: LiveChange) => void;

const listeners = new Set<Listener>();
const statusListeners = new Set<(up: boolean) => void>();
let up = false;

export function isLiveUp(): boolean {
  return up;
}

export function subscribeLiveChanges(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function subscribeLiveStatus(listener: (up: boolean) => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

export function publishLiveChange(change: LiveChange): void {
  for (const l of [...listeners]) l(change);
}

export function setLiveUp(value: boolean): void {
  if (up === value) return;
  up = value;
  for (const l of [...statusListeners]) l(value);
}
