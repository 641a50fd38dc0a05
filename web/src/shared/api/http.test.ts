import { installFakeApi } from '../../testing/fakeApi';
import { SESSION_EXPIRED_EVENT } from '../auth/session';
import { ApiError, apiFetch, errorDetail } from './http';

describe('apiFetch', () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/todos');
  });

  it('sends the stored token as a bearer header and returns the JSON body', async () => {
    const api = installFakeApi().on('GET', '/todos/', { body: [{ id: 't1' }] });
    localStorage.setItem('token', 'abc');
    await expect(apiFetch('/todos/')).resolves.toEqual([{ id: 't1' }]);
    expect(api.requests[0].headers.Authorization).toBe('Bearer abc');
  });

  it('sends a JSON body with its content type', async () => {
    const api = installFakeApi().on('POST', '/todos/', { status: 201, body: { id: 'new' } });
    await apiFetch('/todos/', { method: 'POST', body: { title: 'x' } });
    expect(api.requests[0].body).toEqual({ title: 'x' });
    expect(api.requests[0].headers['Content-Type']).toBe('application/json');
  });

  it("throws ApiError carrying the server's detail on a non-2xx answer", async () => {
    installFakeApi().on('POST', '/todos/', { status: 400, body: { detail: 'Title is required.' } });
    const error = await apiFetch('/todos/', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).detail).toBe('Title is required.');
    expect(errorDetail(error, 'fallback')).toBe('Title is required.');
  });

  it('falls back when the server sent no detail', async () => {
    installFakeApi().on('GET', '/todos/', { status: 500 });
    const error = await apiFetch('/todos/').catch((e: unknown) => e);
    expect(errorDetail(error, 'Login failed. Please try again.')).toBe('Login failed. Please try again.');
  });

  it('on a 401 for a signed-in call, clears the session and goes to /login', async () => {
    installFakeApi().on('GET', '/todos/', { status: 401, body: { detail: 'expired' } });
    localStorage.setItem('token', 'old');
    localStorage.setItem('user', '{"id":"u"}');
    const expired = jest.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    await expect(apiFetch('/todos/')).rejects.toBeInstanceOf(ApiError);
    window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe('/login');
  });

  it('a failed sign-in (401 without a token) is only an error', async () => {
    window.history.replaceState(null, '', '/login');
    installFakeApi().on('POST', '/auth/login', { status: 401, body: { detail: 'Incorrect email or password.' } });
    const expired = jest.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    const error = await apiFetch('/auth/login', { method: 'POST', body: {} }).catch((e: unknown) => e);
    window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
    expect((error as ApiError).detail).toBe('Incorrect email or password.');
    expect(expired).not.toHaveBeenCalled();
  });
});

describe('the reader’s time zone', () => {
  it('every API call names the browser’s IANA time zone in X-Time-Zone', async () => {
    const api = installFakeApi().on('GET', '/todos/', { body: [] }).on('POST', '/todos/', { status: 201, body: { id: 'new' } });
    await apiFetch('/todos/');
    await apiFetch('/todos/', { method: 'POST', body: { title: 'x' } });
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(zone).toBeTruthy();
    expect(api.requests.map((r) => r.headers['X-Time-Zone'])).toEqual([zone, zone]);
  });
});
