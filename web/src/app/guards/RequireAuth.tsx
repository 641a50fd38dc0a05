import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../../shared/auth/useAuth';
import { SignedInLoading } from '../layouts/SignedInLayout';
import { LoadingScreen } from '../LoadingScreen';

/**
 * Signed-in routes: 'Loading...' while the session is checked (under the top navigation when
 * the user is remembered from the last visit), /login without one.
 */
export function RequireAuth() {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return user ? <SignedInLoading /> : <LoadingScreen />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
