import { useCallback, useRef, useState } from 'react';

export type ReplanGateStage = 'idle' | 'checking' | 'warning' | 'failed';

/**
 * Re-planning with work already recorded must pass a warning first. `request(proceed)` loads
 * the resource summary: no resources -> proceed at once; resources -> 'warning' until
 * `confirm()`; a load failure -> 'failed' until `retry()`.
 */
export function useReplanGate<T extends { has_resources: boolean }>(loadSummary: () => Promise<T>) {
  const [stage, setStage] = useState<ReplanGateStage>('idle');
  const [summary, setSummary] = useState<T | null>(null);
  const [retrying, setRetrying] = useState(false);
  const proceedRef = useRef<(() => void) | null>(null);

  const check = useCallback(async () => {
    try {
      const result = await loadSummary();
      setSummary(result);
      if (result.has_resources) {
        setStage('warning');
      } else {
        setStage('idle');
        proceedRef.current?.();
      }
    } catch {
      setStage('failed');
    } finally {
      setRetrying(false);
    }
  }, [loadSummary]);

  const request = useCallback(
    (proceed: () => void) => {
      proceedRef.current = proceed;
      setStage('checking');
      void check();
    },
    [check],
  );

  const retry = useCallback(() => {
    setRetrying(true);
    setStage('checking');
    void check();
  }, [check]);

  const confirm = useCallback(() => {
    setStage('idle');
    proceedRef.current?.();
  }, []);

  const cancel = useCallback(() => {
    setStage('idle');
    proceedRef.current = null;
  }, []);

  /** The warning (or its load failure, or a retry of it) replaces the edit dialog on screen. */
  const warningOpen = stage === 'warning' || stage === 'failed' || (stage === 'checking' && retrying);

  return { stage, summary, retrying, warningOpen, request, retry, confirm, cancel };
}
