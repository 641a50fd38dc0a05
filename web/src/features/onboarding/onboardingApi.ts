import { apiFetch } from '../../shared/api/http';

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
