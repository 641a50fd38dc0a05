import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth';
import { directorRoutes } from './director';
import { healthRoutes } from './health';
import { readyRoutes } from './ready';
import { missionRoutes } from './missions';
import { odysseyRoutes } from './odysseys';
import { adminRoutes } from './admin';
import { dashboardRoutes } from './dashboard';
import { onboardingRoutes } from './onboarding';
import { todoRoutes } from './todos';
import { stepRoutes } from './steps';
import { stepAssistantRoutes } from './stepAssistant';
import { jobRoutes } from './jobs';
import { planningRoutes } from './planning';
import { historyRoutes } from './history';
import { adminAuditRoutes } from './adminAudit';
import { liveRoutes } from './live';
import { calendarRoutes } from './calendar';
import { forecastRoutes } from './forecasts';
import { undoRoutes } from './undo';
import { trashRoutes } from './trash';
import { asOfRoutes } from './asOf';

/** Every resource's routes, mounted under /api: one line per route module. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(readyRoutes);
  await app.register(authRoutes);
  await app.register(directorRoutes);
  await app.register(missionRoutes);
  await app.register(odysseyRoutes);
  await app.register(adminRoutes);
  await app.register(dashboardRoutes);
  await app.register(onboardingRoutes);
  await app.register(todoRoutes);
  await app.register(stepRoutes);
  await app.register(stepAssistantRoutes);
  await app.register(jobRoutes);
  await app.register(planningRoutes);
  await app.register(historyRoutes);
  await app.register(adminAuditRoutes);
  await app.register(liveRoutes);
  await app.register(calendarRoutes);
  await app.register(forecastRoutes);
  await app.register(undoRoutes);
  await app.register(trashRoutes);
  await app.register(asOfRoutes);
}
