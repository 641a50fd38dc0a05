import { lazy } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { RedirectSignedIn } from './guards/RedirectSignedIn';
import { RequireAdmin } from './guards/RequireAdmin';
import { RequireAuth } from './guards/RequireAuth';
import { PublicLayout } from './layouts/PublicLayout';
import { SignedInLayout } from './layouts/SignedInLayout';
import { RootLayout } from './RootLayout';

// Every page is its own chunk: the landing page never downloads the app screens or three.js.
const LandingPage = lazy(() => import('../features/landing/LandingPage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage'));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const TodosPage = lazy(() => import('../features/todos/TodosPage'));
const TodoDetailPage = lazy(() => import('../features/todoDetail/TodoDetailPage'));
const MissionsPage = lazy(() => import('../features/missions/MissionsPage'));
const MissionDetailPage = lazy(() => import('../features/missions/MissionDetailPage'));
const MissionGraphPage = lazy(() => import('../features/graphs/MissionGraphPage'));
const OdysseysPage = lazy(() => import('../features/odysseys/OdysseysPage'));
const OdysseyDetailPage = lazy(() => import('../features/odysseys/OdysseyDetailPage'));
const OdysseyGraphPage = lazy(() => import('../features/graphs/OdysseyGraphPage'));
const DirectorPage = lazy(() => import('../features/director/DirectorPage'));
const AdminPage = lazy(() => import('../features/admin/AdminPage'));
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
