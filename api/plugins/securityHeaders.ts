import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers on every answer. The token lives in localStorage (as the spec says), so a
 * script injected into the page would own the account: only the app's own scripts run.
 * - style-src 'unsafe-inline': Swagger UI and the 3D graph labels set inline styles.
 * - worker-src 'self' only: the graph's text renderer typesets on the main thread, so no
 *   worker is ever built from a blob: URL (such a worker would also need eval).
 * - img-src data: Swagger UI's icons are data: URLs.
 * - no upgrade-insecure-requests: a deployment on plain HTTP (a LAN address) must keep working.
 *
 * helmet is built once here: @fastify/helmet builds it again for every request (parsing the
 * policy each time), which cost ~2% of the server's CPU on a step completion.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  // helmet 8 throws instead of passing an error on; the callback only says it is done.
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()));
}
