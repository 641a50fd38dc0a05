import '../../testing/jsdomPolyfills';
import { fireEvent, screen } from '@testing-library/react';
import { installFakeApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import { settle } from '../../testing/settle';
import LoginPage from './LoginPage';
import RegisterPage from './RegisterPage';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function logIn() {
  renderWithApp(<LoginPage />, { user: null });
  fill('Email', 'ada@example.com');
  fill('Password', 'correct horse');
  fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
  await settle();
}

async function register(confirmation = 'correct horse') {
  renderWithApp(<RegisterPage />, { user: null });
  fill('Email', 'ada@example.com');
  fill('Password', 'correct horse');
  fill('Confirm Password', confirmation);
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  await settle();
}

describe('signing in: what a failure says', () => {
  it("shows the server's detail when it sends one", async () => {
    installFakeApi().on('POST', '/auth/login', { status: 401, body: { detail: 'Invalid email or password' } });
    await logIn();
    expect(screen.getByRole('alert').textContent).toBe('Invalid email or password');
  });

  it("says 'Login failed. Please try again.' when the server gives no detail", async () => {
    installFakeApi().on('POST', '/auth/login', { status: 502 });
    await logIn();
    expect(screen.getByRole('alert').textContent).toBe('Login failed. Please try again.');
  });
});

describe('registering: what a failure says', () => {
  it("refuses a confirmation that differs with 'Passwords do not match', without calling the server", async () => {
    const api = installFakeApi();
    await register('another horse');
    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match');
    expect(api.calls('POST', '/auth/register')).toHaveLength(0);
  });

  it("shows the server's detail when it sends one", async () => {
    installFakeApi().on('POST', '/auth/register', { status: 409, body: { detail: 'An account with this email already exists.' } });
    await register();
    expect(screen.getByRole('alert').textContent).toBe('An account with this email already exists.');
  });

  it("says 'Registration failed. Please try again.' when the server gives no detail", async () => {
    installFakeApi().on('POST', '/auth/register', { status: 503 });
    await register();
    expect(screen.getByRole('alert').textContent).toBe('Registration failed. Please try again.');
  });
});
