import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../domain/decider';
import { JOB_STATUSES } from '../../domain/jobs/events';
import { getJob, jobView, listJobs } from '../../projections/jobs/queries';
import { UUID } from '../http/ids';

const JOB_NOT_FOUND = 'Job not found';

const idParams = z.object({ id: z.string() });
const listQuery = z.object({
  status: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(JOB_STATUSES, { error: `status must be one of ${JOB_STATUSES.join(', ')}` }))
    .optional(),
});

/** Planning jobs the wizards poll: the user's own only (another user's job is "not found"). */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: [app.authenticate] };
  const tags = ['jobs'];

  app.get('/jobs/user/me', { ...auth, schema: { tags, querystring: listQuery, response: { 200: z.array(jobView) } } }, async (request) =>
    listJobs(app.deps.db, request.user.id, request.query.status),
  );

  app.get('/jobs/:id', { ...auth, schema: { tags, params: idParams, response: { 200: jobView } } }, async (request) => {
    // A malformed id cannot name a job: same answer as a missing one.
    if (!UUID.test(request.params.id)) throw notFound(JOB_NOT_FOUND);
    const job = await getJob(app.deps.db, request.user.id, request.params.id.toLowerCase());
    if (!job) throw notFound(JOB_NOT_FOUND);
    return job;
  });
};
