import { Suspense, lazy } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { FindAndMove } from '../findAndMove/FindAndMove';
import { LoadingScreen } from '../LoadingScreen';
import { TopNav } from '../nav/TopNav';

const OnboardingTour = lazy(() => import('../../features/onboarding/OnboardingTour'));
const FloatingDirector = lazy(() => import('../../features/director/FloatingDirector'));

/**
 * Every signed-in screen: top navigation, the page, the onboarding tour and the floating
 * Director, inside the keyboard layer (search, command palette, shortcuts).
 */
export function SignedInLayout() {
  const { pathname } = useLocation();
  const floatingDirector = !pathname.startsWith('/director');
  return (
    <FindAndMove>
      <div className="flex min-h-screen flex-col">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:text-slate-900 focus:px-3 focus:py-2">
          Skip to content
        </a>
        <TopNav />
        {/* The floating Director button (bottom 24 px + 56 px) sits below the page's end: the last
            buttons and links of a page scrolled to its bottom are never under it. */}
        <main id="main" className={floatingDirector ? 'flex-1 pb-24' : 'flex-1'}>
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </main>
        <Suspense fallback={null}>
          <OnboardingTour />
          {floatingDirector ? <FloatingDirector /> : null}
        </Suspense>
      </div>
    </FindAndMove>
  );
}
