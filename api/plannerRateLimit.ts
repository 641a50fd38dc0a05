import type { FastifyRequest } from 'fastify';
import { HttpError } from './httpError';

/**
 * Route config for calls that run the planner (a model's cost): at most `perMinute` calls per
 * user and route per minute. It runs after authentication (preHandler), so the key is the
 * user, not the address: users behind one proxy or NAT do not share a budget.
 */
export function plannerRateLimit(perMinute: number) {
  return {
    rateLimit: {
      max: perMinute,
      timeWindow: 60_000,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `planner:${(request.user as { id?: string } | undefined)?.id ?? request.ip}`,
      errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number; max: number }) =>
        new HttpError(
          429,
          `You have used the AI planner ${context.max} times in the last minute here. Try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`,
        ),
    },
  };
}
