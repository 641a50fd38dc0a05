import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './appDeps';
import { authPlugin } from './plugins/auth';
import { metricsPlugin } from './plugins/metrics';
import { DEFAULT_METRICS_ALLOW } from './metrics/metricsAccess';
import { clientErrorHandler } from './plugins/clientErrors';
import { registerErrorHandler } from './plugins/errorHandler';
import { registerJsonBodyParser } from './plugins/jsonBodyParser';
import { OneLinePerRequest, withRedactedRequests } from './plugins/requestLog';
import { registerSecurityHeaders } from './plugins/securityHeaders';
import { frameworkErrors, registerTextGuard } from './plugins/textGuard';
import { registerReadinessGate } from './plugins/readinessGate';
import { readinessOf } from './readiness';
import { registerRoutes } from './routes/index';
import { postgresRateLimitStore } from './rateLimitStore';
import { AnswerCache } from './http/answerCache';
import { registerTimeZone } from './http/timeZone';
import { registerWebApp } from './http/webApp';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** The address users open the app at (PUBLIC_URL), for links the app hands out. */
    publicUrl: string;
  }
}

export type BuildAppOptions = {
  deps: AppDeps;
  logger?: boolean | object;
  /** Folder of the built SPA (served with a fallback to index.html for client routes). */
  webDist?: string | null;
  /** Behind a reverse proxy: which X-Forwarded-For hops to trust (rate limits key on the client's address). */
  trustProxy?: boolean | number | string;
  /** Who may read GET /metrics without an admin token (METRICS_ALLOW). */
  metricsAllow?: string;
  /** The address users open the app at (PUBLIC_URL), for links the app hands out. */
  publicUrl?: string;
  /**
   * close() lets the requests under way finish (closing idle connections only), so their writes
   * land before the pools close; otherwise (the default, for tests) it cuts every connection.
   */
  drainOnClose?: boolean;
};

export const DEFAULT_WEB_DIST = path.resolve(__dirname, '../web/dist');

/** The HTTP app: /api (JSON, zod-validated, OpenAPI at /api/docs) and the SPA for the rest. */
export async function buildApp({ deps, logger = false, webDist = DEFAULT_WEB_DIST, trustProxy = false, metricsAllow = DEFAULT_METRICS_ALLOW, publicUrl = 'http://localhost:3000', drainOnClose = false }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withRedactedRequests(logger),
    logController: new OneLinePerRequest(),
    clientErrorHandler,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: drainOnClose ? 'idle' : true,
    // A hop count is valid at run time (fastify docs), though its types list only string | boolean.
    trustProxy: trustProxy as boolean | string,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    // The request id joins logs and event metadata (correlation id).
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  app.decorate('publicUrl', publicUrl);
  const answerCache = new AnswerCache((onChanged) => deps.projections.onChanged(onChanged), {
    now: () => deps.now().getTime(),
    monotonic: () => performance.now(),
    maxAgeMs: 10_000,
    maxChars: 32 * 1024 * 1024,
    maxAnswerChars: 1024 * 1024,
  });
  app.decorate('answerCache', answerCache);
  app.addHook('onClose', async () => answerCache.close());
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app);
  // The reader's time zone, which overdue and due soon are judged in.
  registerTimeZone(app);
  registerReadinessGate(app, () => readinessOf(deps), (listener) => deps.projections.onBuildStarted(listener));
  registerJsonBodyParser(app);
  registerTextGuard(app);
  await app.register(metricsPlugin, { allow: metricsAllow });
  // Conditional GETs: an ETag of each answer (weak: identical for every encoding), 304 on
  // If-None-Match. Then answers compressed for clients that accept it (streams written to
  // the socket, as server-sent events are, pass untouched).
  await app.register(etag, { weak: true });
  await app.register(compress, { threshold: 1024 });

  await registerSecurityHeaders(app);
  // Counters in PostgreSQL: every api process of a deployment enforces the same limits.
  await app.register(rateLimit, { global: false, store: postgresRateLimitStore(deps.db) });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Odyssey Planner API', version: '1.0.0', description: 'Odyssey > Mission > Todo > Step, event-sourced.' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearerAuth: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // No validator badge: it is an image from validator.swagger.io, which the CSP refuses.
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
  await app.register(authPlugin);
  await app.register(async (api) => registerRoutes(api), { prefix: '/api' });

  await registerWebApp(app, webDist);
  return app;
}
