import { Navigate, Outlet } from 'react-router-dom';
import { useAuth } from '../../shared/auth/useAuth';

/** Admin-only routes: everyone else goes to /dashboard. */
export function RequireAdmin() {
  const { user } = useAuth();
  if (user?.role !== 'admin') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
