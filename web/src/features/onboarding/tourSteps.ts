/** The five stops of the onboarding tour. The count shown is N = 5. */
export type TourStep = {
  title: string;
  description: string;
  /** The primary button's label. */
  action: string;
  /** Where the step takes the user; null keeps the current page (the welcome step). */
  route(sampleOdysseyId: string | null): string | null;
  /** CSS selectors of the controls the step asks the user to use: the card never covers them. */
  targets: readonly string[];
};

/** The Director's message box and Send button (marked on the Director's chat). */
export const DIRECTOR_INPUT = '[data-tour-target="director-input"]';

export const TOUR_STEPS: readonly TourStep[] = [
  {
    title: 'Welcome',
    description:
      'Odyssey Planner turns big goals into done work: Odysseys hold Missions, Missions hold Todos, Todos hold Steps. We will create a small sample odyssey so you can see every level, and remove it when the tour ends.',
    action: "Let's Begin",
    route: () => null,
    targets: [],
  },
  {
    title: 'Command Center',
    description:
      'Your dashboard shows active odysseys, mission health (healthy, at risk, critical), today\'s focus and what needs attention first.',
    action: 'Next Stop',
    route: () => '/dashboard',
    targets: [],
  },
  {
    title: 'Todos Workspace',
    description:
      'Every todo in one place. Filter by status, mission and priority, and open a todo to work through its AI-generated steps.',
    action: 'Continue',
    route: () => '/todos',
    targets: ['[role="group"][aria-label="Filter by status"]', '#filter-mission', '#filter-priority'],
  },
  {
    title: '3D Graph',
    description:
      'See a whole odyssey in 3D: missions circle the odyssey, todos circle their mission, steps circle their todo. Drag to rotate, scroll to zoom, click a sphere for details.',
    action: 'Almost Done',
    route: (sampleOdysseyId) => (sampleOdysseyId ? `/odysseys/${sampleOdysseyId}/graph` : '/'),
    targets: [],
  },
  {
    title: 'Meet The Director',
    description:
      'The Director is your AI productivity assistant. It knows your odysseys, missions and todos, and helps you prioritise and plan. Ask it anything.',
    action: 'Finish Tour',
    route: () => '/director',
    targets: [DIRECTOR_INPUT],
  },
];

export const TOUR_STEP_COUNT = TOUR_STEPS.length;

/** How long the overlay stays out of the way after each advance. */
export const EXPLORE_PAUSE_MS = 3000;
export const EXPLORE_NOTICE = 'Explore the page... modal returns in 3s';
/** Screens reload this long after the tour completes. */
export const REFETCH_DELAY_MS = 100;

export const SAMPLE_FAILED = 'Failed to create sample data. Please try again.';
export const COMPLETE_FAILED =
  'Failed to complete onboarding. Your sample data may not have been cleaned up. Please try again or contact support.';
