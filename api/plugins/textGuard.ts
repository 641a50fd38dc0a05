import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Where a request carries a string PostgreSQL cannot store (NUL) or that is not valid Unicode (a lone surrogate). */
export function badTextIn(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') || LONE_SURROGATE.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = badTextIn(value[i], `${path}.${i}`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = badTextIn(key, path) ?? badTextIn(inner, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Text with a NUL character or a lone surrogate answers 400 wherever it is (body, query, path),
 * before any route sees it: PostgreSQL refuses such text, which would otherwise be a 500.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const where =
      badTextIn(request.params, '') !== null ? 'the address' : badTextIn(request.query, '') !== null ? 'the query' : badTextIn(request.body, '');
    if (where !== null) {
      const field = where === '' ? 'the request' : where;
      const error = new Error(`Invalid ${field}: text may not contain NUL characters or unpaired surrogates.`) as FastifyError;
      error.statusCode = 400;
      throw error;
    }
  });
}

/** fastify's own routing errors (malformed or over-long URLs) as `{ detail }`, like every other error. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send({ detail: 'A part of this address is too long: check the link and try again.' });
    return;
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.status(400).send({ detail: 'This address is not valid (a malformed %-escape): check the link and try again.' });
    return;
  }
  void reply.status(error.statusCode && error.statusCode >= 400 ? error.statusCode : 400).send({ detail: 'This request could not be routed.' });
}
