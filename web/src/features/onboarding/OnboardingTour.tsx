import { useId, useRef } from 'react';
import { ghostButton, primaryButton, secondaryButton } from '../../shared/ui/styles';
import { EXPLORE_NOTICE, TOUR_STEPS, TOUR_STEP_COUNT } from './tourSteps';
import { useCardPlacement } from './useCardPlacement';
import { useOnboardingTour } from './useOnboardingTour';

/**
 * The first-run tour, docked at the bottom of every signed-in screen, or at the top when the
 * bottom would cover what the step asks the user to use.
 */
export default function OnboardingTour() {
  const tour = useOnboardingTour();
  const titleId = useId();
  const descriptionId = useId();
  const card = useRef<HTMLElement>(null);
  const current = TOUR_STEPS[tour.step];
  const showsCard = tour.visible && !tour.exploring && !tour.minimized;
  const placement = useCardPlacement(card, current.targets, showsCard);

  if (!tour.visible) return null;
  const position = `Step ${tour.step + 1} of ${TOUR_STEP_COUNT}`;

  if (tour.exploring) {
    return (
      <div className="pointer-events-none fixed bottom-6 left-1/2 z-40 -translate-x-1/2">
        <p role="status" className="rounded-full bg-slate-900/90 px-4 py-2 text-sm font-medium text-white shadow-lg">
          {EXPLORE_NOTICE}
        </p>
      </div>
    );
  }

  if (tour.minimized) {
    return (
      <button
        type="button"
        onClick={tour.expand}
        aria-label={`Tour: ${current.title}, ${position}, Click to expand`}
        className="fixed bottom-6 left-6 z-40 flex flex-col items-start rounded-2xl bg-indigo-600 px-4 py-2 text-left text-white shadow-xl hover:bg-indigo-700"
      >
        <span className="text-sm font-semibold">Tour: {current.title}</span>
        <span className="text-xs text-indigo-100">{position}</span>
        <span className="text-xs text-indigo-100">Click to expand</span>
      </button>
    );
  }

  const isFirst = tour.step === 0;
  return (
    <section
      ref={card}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-placement={placement.edge}
      style={{
        [placement.edge]: placement.offset,
        maxHeight: placement.maxHeight === null ? undefined : `min(60vh, ${placement.maxHeight}px)`,
      }}
      className="fixed left-1/2 z-45 flex max-h-[60vh] w-[min(36rem,calc(100%-2rem))] -translate-x-1/2 flex-col overflow-y-auto rounded-2xl border border-indigo-100 dark:border-indigo-800 bg-white dark:bg-slate-900 p-5 shadow-2xl"
    >
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-indigo-700 dark:text-indigo-300">{position}</p>
        <button
          type="button"
          onClick={tour.minimize}
          className="rounded-md px-2 py-1 text-sm text-slate-600 dark:text-slate-400 hover:bg-slate-100 dark:hover:bg-slate-800 hover:text-slate-900 dark:hover:text-white"
        >
          Minimize
        </button>
      </div>
      <div
        role="progressbar"
        aria-label="Tour progress"
        aria-valuemin={1}
        aria-valuemax={TOUR_STEP_COUNT}
        aria-valuenow={tour.step + 1}
        aria-valuetext={position}
        className="mt-2 h-2 overflow-hidden rounded-full bg-indigo-100 dark:bg-indigo-900"
      >
        <div className="h-full rounded-full bg-indigo-600 transition-all" style={{ width: `${((tour.step + 1) / TOUR_STEP_COUNT) * 100}%` }} />
      </div>
      <h2 id={titleId} className="mt-4 text-xl font-bold text-slate-900 dark:text-slate-100">
        {current.title}
      </h2>
      <p id={descriptionId} className="mt-2 text-slate-700 dark:text-slate-300">
        {current.description}
      </p>
      {tour.error ? (
        <p role="alert" className="mt-3 rounded-lg border border-red-200 dark:border-red-800 bg-red-50 dark:bg-red-950 px-3 py-2 text-sm text-red-800 dark:text-red-200">
          {tour.error}
        </p>
      ) : null}
      {/* The app's own buttons: the same size, weight and focus ring as on the pages the tour shows. */}
      <div className="mt-5 flex flex-wrap items-center justify-between gap-2">
        <div className="flex gap-2">
          {!isFirst ? (
            <>
              <button type="button" onClick={tour.back} disabled={tour.busy} className={secondaryButton}>
                Back
              </button>
              <button type="button" onClick={tour.skip} disabled={tour.busy} className={ghostButton}>
                Skip Tour
              </button>
            </>
          ) : null}
        </div>
        <button type="button" onClick={tour.primary} disabled={tour.busy} className={primaryButton}>
          {current.action}
        </button>
      </div>
    </section>
  );
}
