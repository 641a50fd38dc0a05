import { lazy } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { RedirectSignedIn } from './guards/RedirectSignedIn';
import { RequireAdmin } from './guards/RequireAdmin';
import { RequireAuth } from './guards/RequireAuth';
import { PublicLayout } from './layouts/PublicLayout';
import { SignedInLayout } from './layouts/SignedInLayout';
import { RootLayout } from './RootLayout';
import { pageRoute, preloadMatchedPages } from './pageRoute';

// Every page is its own chunk: the landing page never downloads the app screens or three.js.
// A signed-in page's route carries its preload, started as the app opens on it.
const LandingPage = lazy(() => import('./pages/LandingPage'));
const LoginPage = lazy(() => import('./pages/LoginPage'));
const RegisterPage = lazy(() => import('./pages/RegisterPage'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));

export function createAppRouter() {
  const router = createBrowserRouter([
    {
      element: <RootLayout />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            {
              path: '/',
              element: (
                <RedirectSignedIn>
                  <LandingPage />
                </RedirectSignedIn>
              ),
            },
            { path: '/login', element: <LoginPage /> },
            { path: '/register', element: <RegisterPage /> },
          ],
        },
        {
          element: <RequireAuth />,
          children: [
            {
              element: <SignedInLayout />,
              children: [
                pageRoute('/dashboard', () => import('./pages/DashboardPage')),
                pageRoute('/todos', () => import('./pages/TodosPage')),
                pageRoute('/todo/:id', () => import('./pages/TodoDetailPage')),
                pageRoute('/missions', () => import('./pages/MissionsPage')),
                pageRoute('/missions/:id', () => import('./pages/MissionDetailPage')),
                pageRoute('/missions/:id/graph', () => import('./pages/MissionGraphPage')),
                pageRoute('/odysseys', () => import('./pages/OdysseysPage')),
                pageRoute('/odysseys/:id', () => import('./pages/OdysseyDetailPage')),
                pageRoute('/odysseys/:id/graph', () => import('./pages/OdysseyGraphPage')),
                pageRoute('/director', () => import('./pages/DirectorPage')),
                pageRoute('/trash', () => import('./pages/RecentlyDeletedPage')),
                { element: <RequireAdmin />, children: [pageRoute('/admin', () => import('./pages/AdminPage'))] },
              ],
            },
          ],
        },
        {
          element: <PublicLayout />,
          children: [{ path: '*', element: <NotFoundPage /> }],
        },
      ],
    },
  ]);
  preloadMatchedPages(router.state.matches);
  return router;
}
