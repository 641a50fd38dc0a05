/**
 * A fake `fetch` for component tests: answers /api calls from a route table and records
 * every request, so tests assert what the screen sent and show what the server answered.
 */
export type FakeRequest = { method: string; path: string; body: unknown; headers: Record<string, string> };
type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = (request: FakeRequest) => Answer | undefined;

export type FakeApi = {
  requests: FakeRequest[];
  /** Registers an answer for `METHOD /path` (path after /api, query included). Later routes win. */
  on(method: string, path: string | RegExp, handler: Handler | Answer): FakeApi;
  calls(method: string, path: string | RegExp): FakeRequest[];
};

function matches(pattern: string | RegExp, path: string): boolean {
  return typeof pattern === 'string' ? pattern === path : pattern.test(path);
}

export function installFakeApi(): FakeApi {
  const routes: { method: string; path: string | RegExp; handler: Handler }[] = [];
  const requests: FakeRequest[] = [];

  const fetchMock = async (input: string, init: { method?: string; body?: string; headers?: Record<string, string>; signal?: AbortSignal } = {}) => {
    const path = String(input).replace(/^\/api/, '');
    const request: FakeRequest = { method: init.method ?? 'GET', path, body: init.body ? JSON.parse(init.body) : undefined, headers: init.headers ?? {} };
    requests.push(request);
    const route = [...routes].reverse().find((r) => r.method === request.method && matches(r.path, path));
    const answer = route ? route.handler(request) : { status: 404, body: { detail: `No fake for ${request.method} ${path}` } };
    const status = answer?.status ?? 200;
    const text = answer?.body === undefined ? '' : JSON.stringify(answer.body);
    const headers = Object.fromEntries(Object.entries(answer?.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
      json: async () => JSON.parse(text),
      text: async () => text,
    };
  };
  (globalThis as { fetch: unknown }).fetch = jest.fn(fetchMock);

  const api: FakeApi = {
    requests,
    on(method, path, handler) {
      routes.push({ method, path, handler: typeof handler === 'function' ? handler : () => handler });
      return api;
    },
    calls(method, path) {
      return requests.filter((r) => r.method === method && matches(path, r.path));
    },
  };
  return api;
}
