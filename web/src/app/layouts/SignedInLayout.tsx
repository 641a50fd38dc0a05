import { Suspense, lazy, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { FindAndMove } from '../findAndMove/FindAndMove';
import { LoadingScreen } from '../LoadingScreen';
import { TopNav } from '../nav/TopNav';

const OnboardingTour = lazy(() => import('../../features/onboarding/OnboardingTour'));
const FloatingDirector = lazy(() => import('../../features/director/FloatingDirector'));

/** The frame of every signed-in screen: the keyboard layer, the top navigation and the page's place. */
function SignedInFrame({ children, mainClassName = 'flex-1', overlays = null }: { children: ReactNode; mainClassName?: string; overlays?: ReactNode }) {
  return (
    <FindAndMove>
      <div className="flex min-h-screen flex-col">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:text-slate-900 focus:px-3 focus:py-2">
          Skip to content
        </a>
        <TopNav />
        <main id="main" className={mainClassName}>
          {children}
        </main>
        {overlays}
      </div>
    </FindAndMove>
  );
}

/**
 * Every signed-in screen: top navigation, the page, the onboarding tour and the floating
 * Director, inside the keyboard layer (search, command palette, shortcuts).
 */
export function SignedInLayout() {
  const { pathname } = useLocation();
  const floatingDirector = !pathname.startsWith('/director');
  return (
    // The floating Director button (bottom 24 px + 56 px) sits below the page's end: the last
    // buttons and links of a page scrolled to its bottom are never under it.
    <SignedInFrame
      mainClassName={floatingDirector ? 'flex-1 pb-24' : 'flex-1'}
      overlays={
        <Suspense fallback={null}>
          <OnboardingTour />
          {floatingDirector ? <FloatingDirector /> : null}
        </Suspense>
      }
    >
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </SignedInFrame>
  );
}

/**
 * While a remembered session is checked (a page reload): the top navigation already, and
 * 'Loading...' where the page will be. No page, tour or Director runs before the check.
 */
export function SignedInLoading() {
  return (
    <SignedInFrame>
      <LoadingScreen />
    </SignedInFrame>
  );
}
