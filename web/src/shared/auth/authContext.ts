import { createContext } from 'react';
import type { SessionUser } from './session';

export type AuthApi = {
  user: SessionUser | null;
  /** True while the stored session is being checked with the server. */
  loading: boolean;
  /** Starts the session a login or registration answered with; returns its user. */
  signIn(response: { access_token: string; user: SessionUser }): SessionUser;
  logout(): void;
  refreshUser(): Promise<void>;
};

export const AuthContext = createContext<AuthApi | null>(null);
