import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { missionAsOfAnswer, odysseyAsOfAnswer } from '../../projections/asOf/asOfAnswers';
import { AsOfTooLargeError, missionAsOf, odysseyAsOf, ownsEntity, type AsOfAnswer } from '../../projections/asOf/asOfQueries';
import { httpError } from '../httpError';
import { UUID } from '../http/ids';

/** A client clock a little ahead of the server's still means "now". */
const CLOCK_SKEW_MS = 60_000;

const params = z.object({ id: z.string() });
/** Checked after ownership: another user's id answers 404 whatever the time asked for. */
const query = z.object({ at: z.string().optional().describe('Required: the instant to show (ISO 8601 with a time zone), up to now.') });
const isoTime = z.iso.datetime({ offset: true });

type Kind = 'Mission' | 'Odyssey';

function checkedAt(at: string | undefined, now: Date): Date {
  if (at === undefined) throw httpError(400, 'Invalid at: the time to show is required, e.g. ?at=2025-03-10T18:00:00Z.');
  if (!isoTime.safeParse(at).success) throw httpError(400, 'Invalid at: must be an ISO 8601 time with a time zone, e.g. 2025-03-10T18:00:00Z.');
  const when = new Date(at);
  if (when.getTime() > now.getTime() + CLOCK_SKEW_MS) throw httpError(400, 'Invalid at: it is in the future; choose a time up to now.');
  return when.getTime() > now.getTime() ? now : when;
}

function answer<T>(kind: Kind, result: AsOfAnswer<T>, at: Date) {
  switch (result.status) {
    case 'found':
      return { at: result.at, events_applied: result.events_applied, view: result.view };
    case 'missing':
      throw httpError(404, `${kind} not found`);
    case 'not_yet':
      throw httpError(404, `This ${kind.toLowerCase()} did not exist yet at ${at.toISOString()}: choose a later time.`);
    case 'gone':
      throw httpError(404, `This ${kind.toLowerCase()} had already been deleted at ${at.toISOString()}: choose an earlier time.`);
  }
}

async function capped<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AsOfTooLargeError) throw httpError(413, error.message);
    throw error;
  }
}

/**
 * GET /missions/{id}/as-of and /odysseys/{id}/as-of: read-only, as it stood at `at`, rebuilt
 * from the log for the owner (projections/asOf).
 */
export const asOfRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const auth = { onRequest: [app.authenticate] };

  app.get(
    '/missions/:id/as-of',
    { ...auth, schema: { tags: ['missions'], params, querystring: query, response: { 200: missionAsOfAnswer } } },
    async (request) => {
      const id = request.params.id.toLowerCase();
      if (!UUID.test(id) || !(await ownsEntity(deps.store, 'mission', id, request.user.id))) throw httpError(404, 'Mission not found');
      const at = checkedAt(request.query.at, deps.now());
      const { view, ...rest } = answer('Mission', await capped(() => missionAsOf(deps, request.user.id, id, at)), at);
      return { ...rest, mission: view };
    },
  );

  app.get(
    '/odysseys/:id/as-of',
    { ...auth, schema: { tags: ['odysseys'], params, querystring: query, response: { 200: odysseyAsOfAnswer } } },
    async (request) => {
      const id = request.params.id.toLowerCase();
      if (!UUID.test(id) || !(await ownsEntity(deps.store, 'odyssey', id, request.user.id))) throw httpError(404, 'Odyssey not found');
      const at = checkedAt(request.query.at, deps.now());
      const { view, ...rest } = answer('Odyssey', await capped(() => odysseyAsOf(deps, request.user.id, id, at)), at);
      return { ...rest, odyssey: view };
    },
  );
};
