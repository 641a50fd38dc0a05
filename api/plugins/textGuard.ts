import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const badText = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * Where a request carries a string PostgreSQL cannot store (NUL) or that is not valid Unicode (a
 * lone surrogate): the first such value's path, depth first. It walks with a stack of its own,
 * so no nesting can exhaust the call stack.
 */
export function badTextIn(value: unknown, path: string): string | null {
  const pending: Array<{ value: unknown; path: string }> = [{ value, path }];
  while (pending.length > 0) {
    const { value: current, path: at } = pending.pop()!;
    if (typeof current === 'string') {
      if (badText(current)) return at;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) pending.push({ value: current[i], path: `${at}.${i}` });
    } else if (current && typeof current === 'object') {
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, inner] = entries[i];
        pending.push({ value: inner, path: at ? `${at}.${key}` : key });
        // A bad key is reported at its object's path, before the key's value is looked at.
        if (badText(key)) pending.push({ value: key, path: at });
      }
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
    // Named as a person reads it: "address", "query status", or the body's field ("title").
    const inQuery = badTextIn(request.query, '');
    const where = badTextIn(request.params, '') !== null ? 'address' : inQuery !== null ? `query${inQuery ? ` ${inQuery}` : ''}` : badTextIn(request.body, '');
    if (where !== null) {
      const field = where === '' ? 'request' : where;
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
