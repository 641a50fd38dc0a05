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

describe('what a failure to sign in or register says', () => {
  it.each([
    { form: 'signing in', path: '/auth/login', send: logIn, status: 401, body: { detail: 'Invalid email or password' }, says: 'Invalid email or password' },
    { form: 'signing in', path: '/auth/login', send: logIn, status: 502, body: undefined, says: 'Login failed. Please try again.' },
    { form: 'registering', path: '/auth/register', send: () => register(), status: 409, body: { detail: 'An account with this email already exists.' }, says: 'An account with this email already exists.' },
    { form: 'registering', path: '/auth/register', send: () => register(), status: 503, body: undefined, says: 'Registration failed. Please try again.' },
  ])("$form, a $status answer says '$says'", async ({ path, send, status, body, says }) => {
    installFakeApi().on('POST', path, { status, body });
    await send();
    expect(screen.getByRole('alert').textContent).toBe(says);
  });

  it("registering refuses a confirmation that differs with 'Passwords do not match', without calling the server", async () => {
    const api = installFakeApi();
    await register('another horse');
    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match');
    expect(api.calls('POST', '/auth/register')).toHaveLength(0);
  });
});
