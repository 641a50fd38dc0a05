import type { ApiResponse } from '../api/types';

/**
 * The browser session: the bearer token (localStorage `token`) and the signed-in user
 * (localStorage `user`). Clearing it tells the app through the window event
 * `sessionExpired`, so the auth state follows without a page reload.
 */
export type SessionUser = ApiResponse<'/api/auth/me', 'get'>;

const TOKEN_KEY = 'token';
const USER_KEY = 'user';
export const SESSION_EXPIRED_EVENT = 'sessionExpired';

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function getStoredUser(): SessionUser | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SessionUser;
  } catch {
    return null;
  }
}

export function saveSession(token: string, user: SessionUser): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function saveUser(user: SessionUser): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

/** Forgets the session; `notify` tells the app it ended without the user asking (a 401). */
export function clearSession(notify = false): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  if (notify) window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
}
