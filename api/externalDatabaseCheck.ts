import { Client } from 'pg';
import { ConfigError } from './config';

/** How long the first connection to DATABASE_URL may take before it counts as unreachable. */
const CONNECT_TIMEOUT_MS = 10_000;

/** Where a DATABASE_URL points, without its password: `127.0.0.1:5432`, user and database. */
function serverOf(url: string): { at: string; user: string; database: string } {
  try {
    const parsed = new URL(url);
    return {
      at: `${parsed.hostname || 'localhost'}:${parsed.port || '5432'}`,
      user: decodeURIComponent(parsed.username) || 'postgres',
      database: decodeURIComponent(parsed.pathname.replace(/^\//, '')) || decodeURIComponent(parsed.username) || 'postgres',
    };
  } catch {
    return { at: 'DATABASE_URL', user: '?', database: '?' };
  }
}

/**
 * The one line that says why DATABASE_URL cannot be used and what to do, for the errors an
 * operator can fix (server down, wrong password or user, no such database); null for others.
 * The password is never in it.
 */
export function databaseUrlProblem(error: unknown, url: string): string | null {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  const { at, user, database } = serverOf(url);
  const network: Record<string, string> = {
    ECONNREFUSED: 'connection refused',
    ETIMEDOUT: 'no answer',
    EHOSTUNREACH: 'host unreachable',
    ENETUNREACH: 'network unreachable',
    ENOTFOUND: 'unknown host',
    EAI_AGAIN: 'unknown host',
  };
  if (code && network[code]) {
    return `The PostgreSQL server of DATABASE_URL at ${at} could not be reached (${code}, ${network[code]}): start it, correct DATABASE_URL, or unset DATABASE_URL to use the embedded PostgreSQL in DATA_DIR.`;
  }
  if (typeof message === 'string' && /timeout expired|Connection terminated due to connection timeout/.test(message)) {
    return `The PostgreSQL server of DATABASE_URL at ${at} did not answer within ${CONNECT_TIMEOUT_MS / 1000} s: start it, correct DATABASE_URL, or unset DATABASE_URL to use the embedded PostgreSQL in DATA_DIR.`;
  }
  if (code === '28P01' || code === '28000') {
    return `The PostgreSQL server of DATABASE_URL at ${at} refused user "${user}" (${message}): correct the user or password in DATABASE_URL.`;
  }
  if (code === '3D000') {
    return `The database "${database}" does not exist on the PostgreSQL server of DATABASE_URL at ${at}: create it (CREATE DATABASE "${database}" OWNER "${user}"), or correct its name in DATABASE_URL.`;
  }
  return null;
}

/** Connects to DATABASE_URL once; what an operator can fix becomes a ConfigError of one line. */
export async function checkDatabaseUrl(url: string): Promise<void> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    const problem = databaseUrlProblem(error, url);
    throw problem ? new ConfigError(problem) : error;
  } finally {
    await client.end().catch(() => undefined);
  }
}
