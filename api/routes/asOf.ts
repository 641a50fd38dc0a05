import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { missionAsOfAnswer, odysseyAsOfAnswer } from '../../projections/asOf/asOfAnswers';
import type { RecordedEvent } from '../../commands/eventStore';
import { AsOfTooLargeError, missionAsOf, odysseyAsOf, ownStream, type AsOfAnswer } from '../../projections/asOf/asOfQueries';
import { httpError } from '../httpError';
import { UUID } from '../http/ids';

/** A client clock a little ahead of the server's still means "now". */
const CLOCK_SKEW_MS = 60_000;

const params = z.object({ id: z.string() });
/** Checked after ownership: another user's id answers 404 whatever the time asked for. */
const query = z.object({ at: z.string().optional().describe('Required: the instant to show (ISO 8601 with a time zone), up to now.') });
const isoTime = z.iso.datetime({ offset: true });

/** How each kind is named in an answer's text, and in the store. */
const KINDS = { Mission: 'mission', Odyssey: 'odyssey' } as const;
type Kind = keyof typeof KINDS;

function checkedAt(at: string | undefined, now: Date): Date {
  if (at === undefined) throw httpError(400, 'Invalid at: the time to show is required, e.g. ?at=2025-03-10T18:00:00Z.');
  if (!isoTime.safeParse(at).success) throw httpError(400, 'Invalid at: must be an ISO 8601 time with a time zone, e.g. 2025-03-10T18:00:00Z.');
  const when = new Date(at);
  if (when.getTime() > now.getTime() + CLOCK_SKEW_MS) throw httpError(400, 'Invalid at: it is in the future; choose a time up to now.');
  return when.getTime() > now.getTime() ? now : when;
}

/**
 * GET /missions/{id}/as-of and /odysseys/{id}/as-of: read-only, as it stood at `at`, rebuilt
 * from the log for the owner (projections/asOf).
 */
export const asOfRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const auth = { onRequest: [app.authenticate] };

  /** The owner's mission or odyssey at `at`: a missing or another user's one answers 404 whatever `at` is. */
  async function viewAt<T>(
    kind: Kind,
    rawId: string,
    userId: string,
    rawAt: string | undefined,
    read: (id: string, own: RecordedEvent[], at: Date) => Promise<AsOfAnswer<T>>,
  ) {
    const id = rawId.toLowerCase();
    const what = KINDS[kind];
    const own = UUID.test(id) ? await ownStream(deps.store, what, id, userId) : null;
    if (!own) throw httpError(404, `${kind} not found`);
    const at = checkedAt(rawAt, deps.now());
    let result: AsOfAnswer<T>;
    try {
      result = await read(id, own, at);
    } catch (error) {
      if (error instanceof AsOfTooLargeError) throw httpError(413, error.message);
      throw error;
    }
    switch (result.status) {
      case 'found':
        return { at: result.at, events_applied: result.events_applied, view: result.view };
      case 'not_yet':
        // The sentence a person reads under the day they picked: no instant in UTC of its own.
        throw httpError(404, `This ${what} did not exist yet at that time: choose a later day.`);
      case 'gone':
        throw httpError(404, `This ${what} had already been deleted at that time: choose an earlier day.`);
    }
  }

  app.get(
    '/missions/:id/as-of',
    { ...auth, schema: { tags: ['missions'], params, querystring: query, response: { 200: missionAsOfAnswer } } },
    async (request) => {
      const { view, ...rest } = await viewAt('Mission', request.params.id, request.user.id, request.query.at, (id, own, at) => missionAsOf(deps, request.user.id, id, own, at, request.timeZone));
      return { ...rest, mission: view };
    },
  );

  app.get(
    '/odysseys/:id/as-of',
    { ...auth, schema: { tags: ['odysseys'], params, querystring: query, response: { 200: odysseyAsOfAnswer } } },
    async (request) => {
      const { view, ...rest } = await viewAt('Odyssey', request.params.id, request.user.id, request.query.at, (id, own, at) => odysseyAsOf(deps, request.user.id, id, own, at, request.timeZone));
      return { ...rest, odyssey: view };
    },
  );
};
