import { Outlet } from 'react-router-dom';
import { AuthProvider } from '../shared/auth/AuthProvider';
import { LiveUpdates } from '../shared/live/LiveUpdates';
import { RefetchDataListener } from './RefetchDataListener';

/** Inside the router so the session can steer navigation. */
export function RootLayout() {
  return (
    <AuthProvider>
      <RefetchDataListener />
      <LiveUpdates />
      <Outlet />
    </AuthProvider>
  );
}
