import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestPlanningJob } from '../../commands/planning/requestPlanningJob';
import {
  BreakdownQuestionsRequest,
  GeneratedMissionsAnswer,
  GeneratedTodosAnswer,
  GenerateMissionsRequest,
  GenerateTodosRequest,
  MissionQuestionsRequest,
  QuestionsAnswer,
} from '../../domain/planning';
import { askQuestions } from '../../commands/planning/askQuestions';
import { missionOdyssey } from '../../commands/planning/missionOdyssey';
import { ownOdyssey } from '../../commands/ownership';
import { answerOnRecord } from '../../commands/plannerCalls/recordPlannerCall';
import { PlannerError } from '../../commands/ports/planner';
import { odysseyAnswers } from '../../projections/odysseys/answersGiven';
import { httpError } from '../httpError';
import { useCaseDeps, userActorOf } from '../http/useCaseDeps';
import { plannerRateLimit } from '../plannerRateLimit';

const jobStarted = z.object({ job_id: z.string() });

/** A planner that cannot answer is a dependency down (503), with its readable reason. */
async function askPlanner<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PlannerError) throw httpError(503, `${error.message} Please try again.`);
    throw error;
  }
}

/** The mission or odyssey a request links to must be the user's own (404 otherwise). */
/**
 * The planning wizards: questions, then a plan (synchronous, or a job the
 * client polls). The server only plans; the client creates the todos or
 * missions it accepts.
 */
export const planningRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const auth = { onRequest: [app.authenticate], config: plannerRateLimit(deps.plannerRateLimit ?? 30) };
  const tags = ['planning'];
  /** The read models, and what an odyssey's questions were answered as its record holds it. */
  const odysseyQueries = (useCase: ReturnType<typeof useCaseDeps>) => ({
    ...useCase.queries,
    odysseyAnswers: (userId: string, odysseyId: string) => odysseyAnswers(deps, userId, odysseyId),
  });

  // A mission is asked about in the field of the odyssey it is part of, as its todos are planned,
  // knowing what the odyssey's questions were answered.
  app.post('/mission-breakdown/questions', { ...auth, schema: { tags, body: MissionQuestionsRequest, response: { 200: QuestionsAnswer } } }, async (request) => {
    const useCase = useCaseDeps(deps);
    const { title, description, mission_id } = request.body;
    const odyssey = await missionOdyssey(odysseyQueries(useCase), request.user.id, request.body);
    return askPlanner(() => askQuestions(useCase, { actor: userActorOf(request), kind: 'mission', goal: { title, description, ...(odyssey && { odyssey }) }, missionId: mission_id }));
  });

  app.post('/odyssey-breakdown/questions', { ...auth, schema: { tags, body: BreakdownQuestionsRequest, response: { 200: QuestionsAnswer } } }, async (request) =>
    askPlanner(() => askQuestions(useCaseDeps(deps), { actor: userActorOf(request), kind: 'odyssey', goal: request.body })),
  );

  // The answer says who planned it (the model, or the offline plan standing in and why); the
  // call is in the planned mission's history.
  app.post('/mission-breakdown/generate-todos', { ...auth, schema: { tags, body: GenerateTodosRequest, response: { 200: GeneratedTodosAnswer } } }, async (request) => {
    const useCase = useCaseDeps(deps);
    const { mission_title, mission_description, qa_pairs, mission_id } = request.body;
    const odyssey = await missionOdyssey(odysseyQueries(useCase), request.user.id, request.body);
    const { value, planner } = await askPlanner(() =>
      answerOnRecord(useCase, userActorOf(request), (p) => p.missionTodos({ mission_title, mission_description, qa_pairs, odyssey, now: deps.now() }), { missionId: mission_id }),
    );
    return { ...value, planner };
  });

  app.post('/mission-breakdown/generate-todos-async', { ...auth, schema: { tags, body: GenerateTodosRequest, response: { 202: jobStarted } } }, async (request, reply) => {
    const useCase = useCaseDeps(deps);
    const { mission_title, mission_description, qa_pairs, mission_id, odyssey_id } = request.body;
    // The odyssey goes into the job as it reads now: the worker plans for it without looking it up.
    const odyssey = await missionOdyssey(odysseyQueries(useCase), request.user.id, request.body);
    const { jobId } = await requestPlanningJob(useCase, {
      actor: userActorOf(request),
      jobType: mission_id ? 'mission_replan' : 'mission_todos',
      input: { mission_title, mission_description, qa_pairs, odyssey },
      missionId: mission_id ?? null,
      odysseyId: odyssey_id ?? null,
    });
    return reply.status(202).send({ job_id: jobId });
  });

  app.post('/odyssey-breakdown/generate-missions', { ...auth, schema: { tags, body: GenerateMissionsRequest, response: { 200: GeneratedMissionsAnswer } } }, async (request) => {
    const useCase = useCaseDeps(deps);
    const { odyssey_title, odyssey_description, qa_pairs, odyssey_id } = request.body;
    // An odyssey the request names must be the user's own (404 otherwise, as a missing one).
    if (odyssey_id) await ownOdyssey(useCase.queries, request.user.id, odyssey_id);
    const { value, planner } = await askPlanner(() =>
      answerOnRecord(useCase, userActorOf(request), (p) => p.odysseyMissions({ odyssey_title, odyssey_description, qa_pairs, now: deps.now() }), { odysseyId: odyssey_id }),
    );
    return { ...value, planner };
  });

  app.post('/odyssey-breakdown/generate-missions-async', { ...auth, schema: { tags, body: GenerateMissionsRequest, response: { 202: jobStarted } } }, async (request, reply) => {
    const { odyssey_title, odyssey_description, qa_pairs, odyssey_id } = request.body;
    const { jobId } = await requestPlanningJob(useCaseDeps(deps), {
      actor: userActorOf(request),
      jobType: 'odyssey_missions',
      input: { odyssey_title, odyssey_description, qa_pairs },
      missionId: null,
      odysseyId: odyssey_id ?? null,
    });
    return reply.status(202).send({ job_id: jobId });
  });
};
