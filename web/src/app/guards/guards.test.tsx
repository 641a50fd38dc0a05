import '../../testing/jsdomPolyfills';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AuthContext, type AuthApi } from '../../shared/auth/authContext';
import { TEST_USER } from '../../testing/renderWithApp';
import { RedirectSignedIn } from './RedirectSignedIn';
import { RequireAdmin } from './RequireAdmin';
import { RequireAuth } from './RequireAuth';

function renderAt(path: string, auth: Partial<AuthApi>) {
  const value: AuthApi = { user: null, loading: false, signIn: jest.fn(), logout: jest.fn(), refreshUser: jest.fn(), ...auth };
  render(
    <AuthContext.Provider value={value}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/"
            element={
              <RedirectSignedIn>
                <p>Landing</p>
              </RedirectSignedIn>
            }
          />
          <Route path="/login" element={<p>Login screen</p>} />
          <Route element={<RequireAuth />}>
            <Route path="/dashboard" element={<p>Dashboard screen</p>} />
            <Route element={<RequireAdmin />}>
              <Route path="/admin" element={<p>Admin screen</p>} />
            </Route>
          </Route>
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

describe('route guards', () => {
  it("shows 'Loading...' while the session is being checked", () => {
    renderAt('/dashboard', { loading: true });
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });

  it('sends a visitor without a session to /login', () => {
    renderAt('/dashboard', { user: null });
    expect(screen.getByText('Login screen')).toBeTruthy();
  });

  it('lets a signed-in user in', () => {
    renderAt('/dashboard', { user: TEST_USER });
    expect(screen.getByText('Dashboard screen')).toBeTruthy();
  });

  it('keeps a non-admin off /admin: to /dashboard', () => {
    renderAt('/admin', { user: TEST_USER });
    expect(screen.getByText('Dashboard screen')).toBeTruthy();
  });

  it('lets an admin into /admin', () => {
    renderAt('/admin', { user: { ...TEST_USER, role: 'admin' } });
    expect(screen.getByText('Admin screen')).toBeTruthy();
  });

  it('sends a signed-in visitor on / to /dashboard', () => {
    renderAt('/', { user: TEST_USER });
    expect(screen.getByText('Dashboard screen')).toBeTruthy();
  });

  it('shows the landing page to a visitor', () => {
    renderAt('/', { user: null });
    expect(screen.getByText('Landing')).toBeTruthy();
  });
});
