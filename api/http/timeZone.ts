import type { FastifyInstance } from 'fastify';
import { DEFAULT_TIME_ZONE } from '../../domain/todos/overdue';
import { httpError } from '../httpError';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The reader's IANA time zone (header `X-Time-Zone`), canonical; UTC when the request names none.
     * Overdue and due soon are judged against the end of the due day in it.
     */
    timeZone: string;
    /** Whether the request named its zone (`timeZone` is then not the default). */
    timeZoneGiven: boolean;
  }
}

export const TIME_ZONE_HEADER = 'x-time-zone';

/** Names only: an offset such as "+05:00" reads one way in ICU and the opposite way in PostgreSQL. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/** The canonical name of an IANA time zone, or null for a text that names none. */
export function canonicalTimeZone(text: string): string | null {
  if (text.length > 100 || !ZONE_NAME.test(text)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: text }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export const timeZoneDetail = (text: string) =>
  `The X-Time-Zone header "${text.slice(0, 100)}" is not a time zone: send an IANA time zone name such as Europe/Paris, or no header for UTC.`;

/** Reads every request's `X-Time-Zone` into `request.timeZone`: a zone this server does not know is a 400. */
export function registerTimeZone(app: FastifyInstance): void {
  app.decorateRequest('timeZone', DEFAULT_TIME_ZONE);
  app.decorateRequest('timeZoneGiven', false);
  app.addHook('onRequest', async (request) => {
    const given = request.headers[TIME_ZONE_HEADER];
    if (given === undefined) return;
    const text = (Array.isArray(given) ? given.join(',') : given).trim();
    const zone = canonicalTimeZone(text);
    if (zone === null) throw httpError(400, timeZoneDetail(text));
    request.timeZone = zone;
    request.timeZoneGiven = true;
  });
}
