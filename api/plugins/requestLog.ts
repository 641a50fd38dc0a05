import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** The calendar feed's URL carries its secret token: the log keeps only the route. */
const FEED_TOKEN = /(calendar\/feeds\/)[^?#]*/gi;

/** A URL as the log may hold it: secrets in the path replaced by `[redacted]`. */
export const urlForLog = (url: string) => url.replace(FEED_TOKEN, '$1[redacted]');

/** The request as each log line describes it (fastify's fields, the URL without secrets). */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlForLog(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** fastify's logger options with the request serializer that keeps secrets out of the log. */
export function withRedactedRequests(logger: boolean | object): boolean | object {
  if (logger === false) return false;
  const options = (logger === true ? {} : logger) as { serializers?: Record<string, unknown> };
  return { ...options, serializers: { ...options.serializers, req: requestForLog } };
}

/**
 * One log line per request, once it is answered: its method, URL, status and time (at info, a
 * terminal running `npm start` reads one line a click; fastify's own are two, the second
 * without the URL). Its arrival is logged at debug only, for finding a request that never got
 * an answer. Fastify's other lines (errors, unknown routes) are its own.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
