import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api/http';
import { AuthContext, type AuthApi } from './authContext';
import {
  SESSION_EXPIRED_EVENT,
  clearSession,
  getStoredUser,
  getToken,
  saveSession,
  saveUser,
  type SessionUser,
} from './session';

/**
 * Knows who is signed in. A stored token is checked once with GET /auth/me at start
 * ('Loading...' meanwhile); a 401 anywhere ends the session through `sessionExpired`.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<SessionUser | null>(() => (getToken() ? getStoredUser() : null));
  const [loading, setLoading] = useState<boolean>(() => getToken() !== null);

  const refreshUser = useCallback(async () => {
    if (!getToken()) {
      setUser(null);
      return;
    }
    const me = await apiFetch<SessionUser>('/auth/me');
    saveUser(me);
    setUser(me);
  }, []);

  useEffect(() => {
    if (!getToken()) return;
    refreshUser()
      .catch(() => {
        // A 401 already cleared the session; a network failure keeps the stored user.
        if (!getToken()) setUser(null);
      })
      .finally(() => setLoading(false));
  }, [refreshUser]);

  useEffect(() => {
    const onExpired = () => {
      setUser(null);
      queryClient.clear();
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [queryClient]);

  const signIn = useCallback(
    (response: { access_token: string; user: SessionUser }) => {
      // The previous user's answers go; the mutation that signs in stays (it is still running).
      queryClient.removeQueries();
      saveSession(response.access_token, response.user);
      setUser(response.user);
      return response.user;
    },
    [queryClient],
  );

  const logout = useCallback(() => {
    clearSession();
    queryClient.clear();
    setUser(null);
  }, [queryClient]);

  const api = useMemo<AuthApi>(
    () => ({ user, loading, signIn, logout, refreshUser }),
    [user, loading, signIn, logout, refreshUser],
  );

  return <AuthContext.Provider value={api}>{children}</AuthContext.Provider>;
}
