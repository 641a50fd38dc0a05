import { useContext } from 'react';
import { AuthContext, type AuthApi } from './authContext';

export type { SessionUser as AuthUser } from './session';

/** The signed-in user and the session actions. */
export function useAuth(): AuthApi {
  const api = useContext(AuthContext);
  if (!api) throw new Error('useAuth must be used inside <AuthProvider>');
  return api;
}
