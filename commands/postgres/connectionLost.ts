/** Network errors of a connection that cannot be made or was cut. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** SQLSTATEs of a server that is shutting down, crashed or still starting (class 57P); class 08 is added below. */
const SERVER_GONE_CODES = new Set(['57P01', '57P02', '57P03']);
/** Class 08 but a fault of the statement sent (too many parameters, say), on a connection that still works: a bug, not an outage. */
const PROTOCOL_VIOLATION = '08P01';
/** What pg and knex throw, without a code, for a connection lost or never made in time. */
const LOST_MESSAGES = /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect)/;

/**
 * Whether an error means the database cannot be reached right now (down, restarting, cut
 * off), as opposed to a fault of the statement: callers answer "try again shortly" (503).
 */
export function isConnectionLost(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, name, message } = error as { code?: unknown; name?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_GONE_CODES.has(code) || (code.startsWith('08') && code !== PROTOCOL_VIOLATION))) return true;
  // knex: no pooled connection came within acquireConnectionTimeout.
  if (name === 'KnexTimeoutError') return true;
  return typeof message === 'string' && LOST_MESSAGES.test(message);
}
