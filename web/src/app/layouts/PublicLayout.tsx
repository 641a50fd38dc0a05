import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingScreen } from '../LoadingScreen';

/** Public screens (landing, login, register) bring their own header. */
export function PublicLayout() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Outlet />
    </Suspense>
  );
}
