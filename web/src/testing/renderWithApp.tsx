import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AuthContext, type AuthApi } from '../shared/auth/authContext';
import type { SessionUser } from '../shared/auth/session';
import { ToastProvider } from '../shared/toast/ToastProvider';

export const TEST_USER: SessionUser = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'ada@example.com',
  role: 'user',
  created_at: '2025-01-01T00:00:00.000Z',
  has_completed_onboarding: true,
};

type Options = {
  path?: string;
  route?: string;
  user?: SessionUser | null;
  auth?: Partial<AuthApi>;
  /** Extra routes, e.g. where a redirect lands. */
  otherRoutes?: { path: string; element: ReactElement }[];
};

/** Renders a screen with the app's providers, a fake signed-in user and a memory router. */
export function renderWithApp(ui: ReactElement, { path = '/', route = '/', user = TEST_USER, auth = {}, otherRoutes = [] }: Options = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const authValue: AuthApi = {
    user,
    loading: false,
    signIn: jest.fn(),
    logout: jest.fn(),
    refreshUser: jest.fn(),
    ...auth,
  };
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <AuthContext.Provider value={authValue}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={ui} />
              {otherRoutes.map((r) => (
                <Route key={r.path} path={r.path} element={r.element} />
              ))}
            </Routes>
          </MemoryRouter>
        </AuthContext.Provider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, authValue };
}
