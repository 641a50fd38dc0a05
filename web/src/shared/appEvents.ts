/** Window events the screens use to talk across features. */

/** Reload every screen's data (all TanStack queries are invalidated). */
export const REFETCH_DATA_EVENT = 'refetchData';

/** The user menu's 'Re-take Tour'; the onboarding tour listens. */
export const RETAKE_TOUR_EVENT = 'retakeTour';

export function requestRefetchData(): void {
  window.dispatchEvent(new Event(REFETCH_DATA_EVENT));
}
