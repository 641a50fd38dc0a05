import '../../testing/jsdomPolyfills';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AuthContext, type AuthApi } from '../../shared/auth/authContext';
import { TEST_USER, renderWithApp } from '../../testing/renderWithApp';
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

  it("keeps the top navigation of a remembered user while the session is checked: 'Loading...' is where the page goes", () => {
    renderWithApp(<RequireAuth />, { auth: { loading: true } });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('main').textContent).toBe('Loading...');
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });

  // Where each visitor lands: the path asked for, who asks, the screen shown.
  it.each<{ name: string; path: string; user: AuthApi['user']; shown: string }>([
    { name: 'sends a visitor without a session to /login', path: '/dashboard', user: null, shown: 'Login screen' },
    { name: 'lets a signed-in user in', path: '/dashboard', user: TEST_USER, shown: 'Dashboard screen' },
    { name: 'keeps a non-admin off /admin: to /dashboard', path: '/admin', user: TEST_USER, shown: 'Dashboard screen' },
    { name: 'lets an admin into /admin', path: '/admin', user: { ...TEST_USER, role: 'admin' }, shown: 'Admin screen' },
    { name: 'sends a signed-in visitor on / to /dashboard', path: '/', user: TEST_USER, shown: 'Dashboard screen' },
    { name: 'shows the landing page to a visitor', path: '/', user: null, shown: 'Landing' },
  ])('$name', ({ path, user, shown }) => {
    renderAt(path, { user });
    expect(screen.getByText(shown)).toBeTruthy();
  });
});
