/** The tour's browser storage: its step, the sample flag and the sample odyssey. */
export const STEP_KEY = 'onboarding_step';
export const SAMPLE_CREATED_KEY = 'onboarding_sample_created';
export const SAMPLE_ODYSSEY_KEY = 'onboarding_odyssey_id';

export function readSavedStep(stepCount: number): number | null {
  const raw = localStorage.getItem(STEP_KEY);
  if (raw === null) return null;
  const step = Number.parseInt(raw, 10);
  return Number.isInteger(step) && step >= 0 && step < stepCount ? step : null;
}

export function saveStep(step: number): void {
  localStorage.setItem(STEP_KEY, String(step));
}

export function isSampleCreated(): boolean {
  return localStorage.getItem(SAMPLE_CREATED_KEY) === 'true';
}

export function readSampleOdysseyId(): string | null {
  return localStorage.getItem(SAMPLE_ODYSSEY_KEY);
}

export function saveSample(odysseyId: string): void {
  localStorage.setItem(SAMPLE_CREATED_KEY, 'true');
  localStorage.setItem(SAMPLE_ODYSSEY_KEY, odysseyId);
}

export function clearTourStorage(): void {
  localStorage.removeItem(STEP_KEY);
  localStorage.removeItem(SAMPLE_CREATED_KEY);
  localStorage.removeItem(SAMPLE_ODYSSEY_KEY);
}
