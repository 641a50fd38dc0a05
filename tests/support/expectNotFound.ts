import type { Response as InjectResponse } from 'light-my-request';

/** The answer is 404 with this detail: what another user owns is not found to them, never forbidden. */
export function expectNotFound(res: InjectResponse, detail: string): void {
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ detail });
}
