/**
 * The tour's browser storage: its step, the sample flag and the sample odyssey, with whose tour
 * they are (the signed-in user's id) and whether it is a retake by someone who had completed
 * onboarding. A reload resumes that user's tour at its step; another account's is discarded.
 */
export const STEP_KEY = 'onboarding_step';
export const SAMPLE_CREATED_KEY = 'onboarding_sample_created';
export const SAMPLE_ODYSSEY_KEY = 'onboarding_odyssey_id';
export const TOUR_USER_KEY = 'onboarding_user_id';
export const RETAKE_KEY = 'onboarding_retake';

/** The tour this browser holds for a user: the step to resume (null: none saved) and whether it is a retake. */
export type SavedTour = { step: number | null; retake: boolean };

/**
 * The user's saved tour. Storage left by another account is cleared first; storage that names
 * no user (written before tours were kept per user) counts as the signed-in user's.
 */
export function readSavedTour(userId: string, stepCount: number): SavedTour {
  const owner = localStorage.getItem(TOUR_USER_KEY);
  if (owner !== null && owner !== userId) clearTourStorage();
  return { step: readSavedStep(stepCount), retake: localStorage.getItem(RETAKE_KEY) === 'true' };
}

function readSavedStep(stepCount: number): number | null {
  const raw = localStorage.getItem(STEP_KEY);
  if (raw === null) return null;
  const step = Number.parseInt(raw, 10);
  return Number.isInteger(step) && step >= 0 && step < stepCount ? step : null;
}

/** Remembers the user's step, so a reload returns to it. */
export function saveStep(userId: string, step: number): void {
  localStorage.setItem(TOUR_USER_KEY, userId);
  localStorage.setItem(STEP_KEY, String(step));
}

/** Starts a retake: whatever the tour held is forgotten, and a reload resumes the retake. */
export function startRetake(userId: string): void {
  clearTourStorage();
  localStorage.setItem(RETAKE_KEY, 'true');
  saveStep(userId, 0);
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
  for (const key of [STEP_KEY, SAMPLE_CREATED_KEY, SAMPLE_ODYSSEY_KEY, TOUR_USER_KEY, RETAKE_KEY]) localStorage.removeItem(key);
}
