import type { paths } from './schema';

/**
 * Request and response types read from the generated OpenAPI types (`npm run api:types`):
 * `ApiResponse<'/api/calendar/feed', 'get'>` is exactly what the server answers.
 */
type JsonBody<R> = R extends { content: { 'application/json': infer B } } ? B : never;

export type ApiResponse<P extends keyof paths, M extends keyof paths[P], S extends number = 200> = paths[P][M] extends { responses: infer R }
  ? S extends keyof R
    ? JsonBody<R[S]>
    : never
  : never;

/** The JSON body a route accepts: `ApiRequestBody<'/api/todos', 'post'>`. */
export type ApiRequestBody<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { requestBody?: infer B } ? JsonBody<NonNullable<B>> : never;
