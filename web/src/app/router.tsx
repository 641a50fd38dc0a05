import { lazy } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { RedirectSignedIn } from './guards/RedirectSignedIn';
import { RequireAdmin } from './guards/RequireAdmin';
import { RequireAuth } from './guards/RequireAuth';
import { PublicLayout } from './layouts/PublicLayout';
import { SignedInLayout } from './layouts/SignedInLayout';
import { RootLayout } from './RootLayout';

// Every page is its own chunk: the landing page never downloads the app screens or three.js.
const LandingPage = lazy(() => import('./pages/LandingPage'));
const LoginPage = lazy(() => import('./pages/LoginPage'));
const RegisterPage = lazy(() => import('./pages/RegisterPage'));
const DashboardPage = lazy(() => import('./pages/DashboardPage'));
const TodosPage = lazy(() => import('./pages/TodosPage'));
const TodoDetailPage = lazy(() => import('./pages/TodoDetailPage'));
const MissionsPage = lazy(() => import('./pages/MissionsPage'));
const MissionDetailPage = lazy(() => import('./pages/MissionDetailPage'));
const MissionGraphPage = lazy(() => import('./pages/MissionGraphPage'));
const OdysseysPage = lazy(() => import('./pages/OdysseysPage'));
const OdysseyDetailPage = lazy(() => import('./pages/OdysseyDetailPage'));
const OdysseyGraphPage = lazy(() => import('./pages/OdysseyGraphPage'));
const DirectorPage = lazy(() => import('./pages/DirectorPage'));
const AdminPage = lazy(() => import('./pages/AdminPage'));
const RecentlyDeletedPage = lazy(() => import('./pages/RecentlyDeletedPage'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));

export function createAppRouter() {
  return createBrowserRouter([
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
                { path: '/dashboard', element: <DashboardPage /> },
                { path: '/todos', element: <TodosPage /> },
                { path: '/todo/:id', element: <TodoDetailPage /> },
                { path: '/missions', element: <MissionsPage /> },
                { path: '/missions/:id', element: <MissionDetailPage /> },
                { path: '/missions/:id/graph', element: <MissionGraphPage /> },
                { path: '/odysseys', element: <OdysseysPage /> },
                { path: '/odysseys/:id', element: <OdysseyDetailPage /> },
                { path: '/odysseys/:id/graph', element: <OdysseyGraphPage /> },
                { path: '/director', element: <DirectorPage /> },
                { path: '/trash', element: <RecentlyDeletedPage /> },
                { element: <RequireAdmin />, children: [{ path: '/admin', element: <AdminPage /> }] },
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
}
