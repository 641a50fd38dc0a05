import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/http';
import { requestRefetchData } from '../../shared/appEvents';
import { useAuth } from '../../shared/auth/useAuth';
import { REFETCH_DELAY_MS } from './tourSteps';
import { clearTourStorage, saveSample } from './tourStorage';

/** Creates the tour's sample odyssey; an answer without odyssey_id counts as a failure. */
export async function createSampleData(): Promise<string> {
  const answer = await apiFetch<{ odyssey_id?: string | null }>('/onboarding/create-sample', { method: 'POST', body: {} });
  if (!answer?.odyssey_id) throw new Error('The sample data answer has no odyssey_id');
  return answer.odyssey_id;
}

/** Marks onboarding complete; the server also removes the sample data. */
export async function completeOnboarding(): Promise<void> {
  await apiFetch('/onboarding/complete', { method: 'POST', body: {} });
}

/** Creates the sample once and remembers it; the screen already open (the dashboard, usually) shows it at once. */
export function useCreateSample() {
  return useMutation({
    mutationFn: createSampleData,
    onSuccess: (odysseyId) => {
      saveSample(odysseyId);
      requestRefetchData();
    },
  });
}

/** Completes onboarding; the tour forgets its place and the app reloads what the server removed. */
export function useCompleteOnboarding() {
  const { refreshUser } = useAuth();
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: () => {
      clearTourStorage();
      // The server now says the user completed onboarding; reload it so the app knows too.
      refreshUser().catch((cause: unknown) => console.error(cause));
      setTimeout(requestRefetchData, REFETCH_DELAY_MS);
    },
  });
}
