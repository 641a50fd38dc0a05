import { useSyncExternalStore } from 'react';
import { isLiveUp, subscribeLiveStatus } from './liveFeed';

/** Whether this tab's live stream is up (screens poll only while it is down). */
export function useLiveUp(): boolean {
  return useSyncExternalStore(subscribeLiveStatus, isLiveUp, () => false);
}
