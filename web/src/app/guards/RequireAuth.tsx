import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../../shared/auth/useAuth';
import { LoadingScreen } from '../LoadingScreen';

/** Signed-in routes: 'Loading...' while the session is checked, /login without one. */
export function RequireAuth() {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <LoadingScreen />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
