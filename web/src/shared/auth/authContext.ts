import { createContext } from 'react';
import type { SessionUser } from './session';

export type AuthApi = {
  user: SessionUser | null;
  /** True while the stored session is being checked with the server. */
  loading: boolean;
  login(email: string, password: string): Promise<SessionUser>;
  register(email: string, password: string): Promise<SessionUser>;
  logout(): void;
  refreshUser(): Promise<void>;
};

export const AuthContext = createContext<AuthApi | null>(null);
