import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { answerFor } from '../httpError';
import { STARTING_DETAIL } from '../readiness';
import { isConnectionLost } from '../../commands/postgres/connectionLost';

function fieldName(path: PropertyKey[]): string {
  return path.length === 0 ? 'request' : path.map(String).join('.');
}

/** Every error answers `{ detail }` with a sentence a person can act on; 500 only for bugs. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const params = issue.params as { issue?: { path?: PropertyKey[]; message?: string } } | undefined;
      const path = params?.issue?.path ?? issue.instancePath.split('/').filter(Boolean);
      // No body, null, a list, a bare string or number where an object belongs: say what to send.
      if (error.validationContext === 'body' && path.length === 0 && issue.keyword === 'invalid_type') {
        return reply.status(400).send({ detail: 'The request body must be a JSON object ({ ... }) of the fields this request takes.' });
      }
      const repeated = error.validationContext === 'querystring' ? repeatedParameter(request.query, path) : null;
      // A parameter sent twice (?q=a&q=b) is said to be so, not judged as the list it became.
      const message = repeated ?? params?.issue?.message ?? issue.message ?? 'is invalid';
      const where = error.validationContext === 'body' ? '' : `${error.validationContext} `;
      return reply.status(400).send({ detail: `Invalid ${where}${fieldName(path)}: ${message}` });
    }
    const answer = answerFor(error);
    if (answer) {
      if (answer.log) request.log[answer.log.level]({ err: error }, answer.log.message);
      return reply.status(answer.statusCode).send({ detail: answer.detail });
    }
    if (isConnectionLost(error)) {
      request.log.error({ err: error }, 'dependency unavailable');
      return reply.status(503).send({ detail: 'The service is temporarily unavailable. Please try again shortly.' });
    }
    if (isSchemaMissing(error)) {
      request.log.warn({ err: error }, 'a table the request needs does not exist yet');
      reply.header('retry-after', '5');
      return reply.status(503).send({ detail: STARTING_DETAIL });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ detail: 'Internal server error' });
    }
    if (error.statusCode === 429) return reply.status(429).send({ detail: 'Too many requests. Please wait a minute and try again.' });
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
      return reply.status(413).send({ detail: 'The request body is too large.' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) {
      return reply.status(415).send({ detail: 'Send the request body as JSON (Content-Type: application/json).' });
    }
    if (error.statusCode === 400 && (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.code?.startsWith('FST_ERR_CTP'))) {
      return reply.status(400).send({ detail: 'The request body is not valid JSON.' });
    }
    if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) {
      return reply.status(400).send({ detail: 'The request body is not valid JSON.' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ detail: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: 'Internal server error' });
  });
}

/** "give q once" when the query parameter at `path` came more than once, else null. */
function repeatedParameter(query: unknown, path: PropertyKey[]): string | null {
  if (path.length === 0 || !query || typeof query !== 'object') return null;
  const name = String(path[0]);
  const value = (query as Record<string, unknown>)[name];
  return Array.isArray(value) ? `give ${name} once, not ${value.length} times` : null;
}

/**
 * undefined_table / invalid_schema_name: the read models are not built (yet): no projector has
 * started on this database, or one is rebuilding them.
 */
function isSchemaMissing(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === '42P01' || code === '3F000';
}
