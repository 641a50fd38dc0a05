import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getToken } from '../auth/session';
import { useAuth } from '../auth/useAuth';
import { isChange, type LiveChange } from './liveChange';
import { startLiveConnection } from './liveConnection';
import { publishLiveChange, setLiveUp } from './liveFeed';
import { invalidationsForAll } from './invalidationsFor';

/** Changes that arrive together (a replay, a batch) refetch each query once. */
const coalesceMs = 50;

/**
 * One live connection per tab while signed in: every change invalidates the queries that show
 * it, and is published to the screens that follow it (useJobPolling).
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!userId) return;
    let pending: LiveChange[] = [];
    let flushTimer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      flushTimer = undefined;
      const keys = invalidationsForAll(pending);
      pending = [];
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    };
    const stop = startLiveConnection({
      getToken,
      onStatus: setLiveUp,
      onMessage: (message) => {
        if (message.kind === 'reset') {
          void queryClient.invalidateQueries();
          return;
        }
        if (!isChange(message)) return;
        publishLiveChange(message);
        pending.push(message);
        flushTimer ??= setTimeout(flush, coalesceMs);
      },
    });
    return () => {
      stop();
      clearTimeout(flushTimer);
    };
  }, [userId, queryClient]);

  return null;
}
