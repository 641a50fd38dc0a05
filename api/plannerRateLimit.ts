import type { FastifyRequest } from 'fastify';
import { HttpError } from './httpError';

/**
 * Route config for at most `perMinute` calls per user and route per minute, keyed under `name`.
 * It runs after authentication (preHandler), so the key is the user, not the address: users
 * behind one proxy or NAT do not share a budget. `tooMany` says, with the limit and the seconds
 * to wait, what the 429 answers.
 */
export function perUserRateLimit(name: string, perMinute: number, tooMany: (max: number, seconds: number) => string) {
  return {
    rateLimit: {
      max: perMinute,
      timeWindow: 60_000,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `${name}:${(request.user as { id?: string } | undefined)?.id ?? request.ip}`,
      errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number; max: number }) =>
        new HttpError(429, tooMany(context.max, Math.max(1, Math.ceil(context.ttl / 1000)))),
    },
  };
}

/** Route config for calls that run the planner (a model's cost): at most `perMinute` calls per user and route per minute. */
export function plannerRateLimit(perMinute: number) {
  return perUserRateLimit(
    'planner',
    perMinute,
    (max, seconds) => `You have used the AI planner ${max} times in the last minute here. Try again in ${seconds} seconds.`,
  );
}
