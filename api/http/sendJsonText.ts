import type { FastifyReply } from 'fastify';

/**
 * Sends JSON text that a query built (already in the response schema's shape, proven by
 * tests) without turning it into objects and back: fastify sends a string as it is.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
