import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../../shared/auth/useAuth';
import { LoadingScreen } from '../LoadingScreen';

/** The landing page is for visitors: a signed-in user goes to /dashboard. */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  if (loading) return <LoadingScreen />;
  if (user) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}
