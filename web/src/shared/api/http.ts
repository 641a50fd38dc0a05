import { clearSession, getToken } from '../auth/session';

/** A non-2xx answer from the API; `detail` is the server's `{ detail }` when it sent one. */
export class ApiError extends Error {
  status: number;
  detail: string | null;

  constructor(status: number, detail: string | null) {
    super(detail ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
  }
}

const API_BASE = '/api';

/** The browser's IANA time zone; undefined when the browser names none. */
export function browserTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}

/**
 * The bearer token and the reader's time zone, on every API call: the server judges overdue and
 * due soon against the end of the due day in this zone (UTC without it).
 */
function authHeaders(): Record<string, string> {
  const token = getToken();
  const zone = browserTimeZone();
  return { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(zone ? { 'X-Time-Zone': zone } : {}) };
}

/** A rejected token ends the session; a failed sign-in (no token sent) is just an error. */
function handleUnauthorized(sentToken: boolean): void {
  if (!sentToken) return;
  clearSession(true);
  if (window.location.pathname !== '/login') {
    window.history.pushState(null, '', '/login');
    window.dispatchEvent(new PopStateEvent('popstate'));
  }
}

async function readDetail(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'detail' in body) {
      const detail = (body as { detail: unknown }).detail;
      if (typeof detail === 'string') return detail;
      if (detail != null) return JSON.stringify(detail);
    }
  } catch {
    // Not JSON: no detail to show.
  }
  return null;
}

/** JSON call to the API (path relative to /api) with the bearer token. */
export async function apiFetch<T>(
  path: string,
  options: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  return (await apiFetchWithHeaders<T>(path, options)).data;
}

/** What an undoable change's answer names in its X-Undo header: `POST /api/undo` takes it back. */
export type UndoToken = { kind: string; id: string; revision: number };

function undoTokenOf(headers: Headers): UndoToken | null {
  const raw = headers.get('X-Undo');
  if (!raw) return null;
  try {
    const token = JSON.parse(raw) as Partial<UndoToken>;
    return typeof token.kind === 'string' && typeof token.id === 'string' && typeof token.revision === 'number' ? { kind: token.kind, id: token.id, revision: token.revision } : null;
  } catch {
    return null;
  }
}

/** `apiFetch` for an undoable change: the answer and its undo token (null when nothing changed). */
export async function apiFetchUndoable<T>(
  path: string,
  options: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<{ data: T; undo: UndoToken | null }> {
  const { data, headers } = await apiFetchWithHeaders<T>(path, options);
  return { data, undo: undoTokenOf(headers) };
}

async function apiFetchWithHeaders<T>(
  path: string,
  options: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<{ data: T; headers: Headers }> {
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders() };
  const hasBody = options.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${API_BASE}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });
  if (response.status === 401) handleUnauthorized('Authorization' in headers);
  if (!response.ok) throw new ApiError(response.status, await readDetail(response));
  if (response.status === 204) return { data: undefined as T, headers: response.headers };
  const text = await response.text();
  return { data: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

/** Raw POST with auth for event streams (SSE); the caller reads `response.body`. */
export async function apiStream(path: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'text/event-stream',
    'Content-Type': 'application/json',
    ...authHeaders(),
  };
  const response = await fetch(`${API_BASE}${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    signal,
  });
  if (response.status === 401) handleUnauthorized('Authorization' in headers);
  return response;
}

/** The server's detail when there is one, else the screen's fallback sentence. */
export function errorDetail(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.detail) return error.detail;
  return fallback;
}
