import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../shared/auth/useAuth';
import { useCompleteOnboarding, useCreateSample } from './onboardingApi';
import {
  COMPLETE_FAILED,
  EXPLORE_PAUSE_MS,
  SAMPLE_FAILED,
  TOUR_STEPS,
  TOUR_STEP_COUNT,
} from './tourSteps';
import { clearTourStorage, isSampleCreated, readSampleOdysseyId, readSavedTour, saveStep, startRetake } from './tourStorage';

/** The window events the tour speaks: the user menu asks for a retake; completion reloads screens. */
export const RETAKE_TOUR_EVENT = 'retakeTour';
export const REFETCH_DATA_EVENT = 'refetchData';

export type OnboardingTour = {
  visible: boolean;
  step: number;
  minimized: boolean;
  /** True for 3 s after each advance: the overlay steps aside so the page can be explored. */
  exploring: boolean;
  busy: boolean;
  error: string | null;
  primary(): void;
  back(): void;
  skip(): void;
  minimize(): void;
  expand(): void;
};

/**
 * The tour's state: shown while the user has not completed onboarding, or after a 'Re-take Tour'
 * until it ends, resuming the step this browser saved for the user after a reload. Step 0 creates the sample data once, the last step (or Skip Tour)
 * completes onboarding on the server, which also removes the sample.
 */
export function useOnboardingTour(): OnboardingTour {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [active, setActive] = useState(false);
  const [retaking, setRetaking] = useState(false);
  const [step, setStep] = useState(0);
  const [minimized, setMinimized] = useState(false);
  const [exploring, setExploring] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const createSample = useCreateSample();
  const complete = useCompleteOnboarding();
  const busy = createSample.isPending || complete.isPending;
  const exploreTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(exploreTimer.current);
    };
  }, []);

  const completed = user?.has_completed_onboarding ?? false;
  const userId = user?.id ?? null;
  // Finished in this page session: stays hidden even before the refreshed user says so.
  const [finished, setFinished] = useState(false);
  const [tourUser, setTourUser] = useState(userId);
  if (tourUser !== userId) {
    // Another account signed in: its own tour state applies.
    setTourUser(userId);
    setRetaking(false);
    setFinished(false);
  }

  // Who sees the tour: a user who has not completed onboarding, or one retaking it (also after a
  // reload), resuming where they left off in this browser.
  useEffect(() => {
    if (!userId || finished) {
      setActive(false);
      return;
    }
    if (retaking) {
      setActive(true);
      return;
    }
    const saved = readSavedTour(userId, TOUR_STEP_COUNT);
    if (completed && !saved.retake) {
      clearTourStorage();
      setActive(false);
      return;
    }
    setStep(saved.step ?? 0);
    setActive(true);
  }, [userId, completed, retaking, finished]);

  useEffect(() => {
    if (!userId) return;
    const onRetake = () => {
      startRetake(userId);
      setStep(0);
      setError(null);
      setMinimized(false);
      setExploring(false);
      setRetaking(true);
      setFinished(false);
      setActive(true);
    };
    window.addEventListener(RETAKE_TOUR_EVENT, onRetake);
    return () => window.removeEventListener(RETAKE_TOUR_EVENT, onRetake);
  }, [userId]);

  const goTo = useCallback(
    (next: number, pause: boolean) => {
      setStep(next);
      if (userId) saveStep(userId, next);
      setError(null);
      if (next > 0) {
        const route = TOUR_STEPS[next].route(readSampleOdysseyId());
        if (route) navigate(route);
      }
      if (pause) {
        setExploring(true);
        clearTimeout(exploreTimer.current);
        exploreTimer.current = setTimeout(() => {
          if (mounted.current) setExploring(false);
        }, EXPLORE_PAUSE_MS);
      }
    },
    [navigate, userId],
  );

  const { mutate: completeTour } = complete;
  const finish = useCallback(() => {
    setError(null);
    completeTour(undefined, {
      onSuccess: () => {
        clearTimeout(exploreTimer.current);
        setExploring(false);
        setActive(false);
        setFinished(true);
        navigate('/dashboard');
      },
      onError: (cause) => {
        console.error(cause);
        setError(COMPLETE_FAILED);
      },
    });
  }, [completeTour, navigate]);

  const { mutate: createTheSample } = createSample;
  const begin = useCallback(() => {
    setError(null);
    if (isSampleCreated()) {
      goTo(1, true);
      return;
    }
    createTheSample(undefined, {
      onSuccess: () => goTo(1, true),
      onError: (cause) => {
        console.error(cause);
        setError(SAMPLE_FAILED);
      },
    });
  }, [createTheSample, goTo]);

  const primary = useCallback(() => {
    if (busy) return;
    if (step === 0) begin();
    else if (step === TOUR_STEP_COUNT - 1) finish();
    else goTo(step + 1, true);
  }, [busy, step, begin, finish, goTo]);

  const back = useCallback(() => {
    if (!busy && step > 0) goTo(step - 1, false);
  }, [busy, step, goTo]);

  const skip = useCallback(() => {
    if (!busy && step > 0) finish();
  }, [busy, step, finish]);

  return {
    visible: active,
    step,
    minimized,
    exploring,
    busy,
    error,
    primary,
    back,
    skip,
    minimize: () => setMinimized(true),
    expand: () => setMinimized(false),
  };
}
