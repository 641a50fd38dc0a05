import type { FastifyReply } from 'fastify';

/**
 * Sends JSON text that a query built without turning it into objects and back: fastify sends a
 * string as it is, past the route's response schema. So every route that sends text is held to
 * that schema by tests/api/answersMatchTheirSchemas.test.ts.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
