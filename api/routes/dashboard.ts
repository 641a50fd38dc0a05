import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSummary } from '../../projections/missions/dashboardQueries';
import { dashboardSummaryView } from '../../projections/missions/dashboardAnswer';

/** The Command Center's figures for the signed-in user. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dashboard/summary', { onRequest: [app.authenticate], schema: { tags: ['dashboard'], response: { 200: dashboardSummaryView } } }, async (request) =>
    dashboardSummary(app.deps.db, request.user.id, app.deps.now(), request.timeZone),
  );
};
