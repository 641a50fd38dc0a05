import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { deterministicId } from '../../commands/deterministicId';
import { handleCommand, loadState, type HandleOptions } from '../../commands/handleCommand';
import { DomainError, type DomainEvent } from '../../domain/decider';
import { missionDecider, missionStreamId } from '../../domain/missions/missionDecider';
import { odysseyDecider, odysseyStreamId, type OdysseyState } from '../../domain/odysseys/odysseyDecider';
import { todoDecider, todoStreamId } from '../../domain/todos/todoDecider';
import { userDecider } from '../../domain/users/userDecider';
import type { SampleData } from '../../planner/plannerPort';
import { actorOf, waitForProjections, type AppDeps } from '../appDeps';
import { offlineCallRecord, toPlannerCallData } from '../../commands/plannerCalls/recordingPlanner';
import type { PlannerCallData } from '../../domain/plannerCalls/events';

/**
 * The onboarding tour's sample data. Ids are derived from the user and a "generation" (one
 * per tour taken), so creating is idempotent (a repeated or concurrent call lands on the same
 * odyssey) and completing can find exactly what the sample made, even after the user
 * deleted or moved parts of it, without touching anything the user made.
 */
const MAX_SAMPLE_MISSIONS = 20;
const MAX_SAMPLE_TODOS = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

const sampleOdysseyId = (userId: string, generation: number) => deterministicId(`onboarding-sample:${userId}:${generation}`);
const sampleMissionId = (odysseyId: string, index: number) => deterministicId(`onboarding-sample:${odysseyId}:mission:${index}`);
const sampleTodoId = (missionId: string, index: number) => deterministicId(`onboarding-sample:${missionId}:todo:${index}`);
const sampleStepId = (todoId: string, index: number) => deterministicId(`onboarding-sample:${todoId}:step:${index}`);
const evaluationRequestId = (todoId: string) => deterministicId(`onboarding-sample:${todoId}:evaluation`);

/** Every sample odyssey this user's tours created, oldest first (deleted ones included). */
async function sampleGenerations(deps: AppDeps, userId: string): Promise<Array<{ odysseyId: string; state: OdysseyState }>> {
  const generations = [];
  for (let generation = 0; ; generation++) {
    const odysseyId = sampleOdysseyId(userId, generation);
    const { state, exists } = await loadState(deps.store, odysseyStreamId(odysseyId), odysseyDecider);
    if (!exists) return generations;
    generations.push({ odysseyId, state });
  }
}

/** A calendar date `days` from now (a date means "by the end of that day"). */
const dueDateIn = (now: Date, days: number | null) => (days === null ? null : new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10));

type Run = <S, C, E extends DomainEvent>(options: Omit<HandleOptions<S, C, E>, 'actor'>) => Promise<void>;

/** Runs commands as the request's user, remembering the last position for read-your-writes. */
function commandRunner(deps: AppDeps, request: FastifyRequest) {
  let last: bigint | null = null;
  const actor = actorOf(request);
  const run: Run = async (options) => {
    try {
      const result = await handleCommand(deps, { ...options, actor });
      if (result.position !== null && (last === null || result.position > last)) last = result.position;
    } catch (error) {
      // Already there (a repeated or concurrent call made it): idempotent.
      if (error instanceof DomainError && error.code === 'conflict') return;
      throw error;
    }
  };
  return { run, settled: () => waitForProjections(deps, last) };
}

async function createSample(deps: AppDeps, run: Run, userId: string, odysseyId: string, sample: SampleData, plannerCall: PlannerCallData): Promise<void> {
  const now = deps.now();
  const at = now.toISOString();
  await run({
    streamId: odysseyStreamId(odysseyId),
    decider: odysseyDecider,
    command: { type: 'CreateOdyssey', odysseyId, userId, title: sample.odyssey.title, description: sample.odyssey.description, isSample: true, now: at, plannerCall },
  });
  for (const [m, mission] of sample.missions.slice(0, MAX_SAMPLE_MISSIONS).entries()) {
    const missionId = sampleMissionId(odysseyId, m);
    await run({
      streamId: missionStreamId(missionId),
      decider: missionDecider,
      command: { type: 'CreateMission', missionId, userId, title: mission.title, description: mission.description, odyssey: { odysseyId, status: 'active' }, now: at },
    });
    for (const [t, todo] of mission.todos.slice(0, MAX_SAMPLE_TODOS).entries()) {
      const todoId = sampleTodoId(missionId, t);
      const steps = todo.steps.map((step, s) => ({ stepId: sampleStepId(todoId, s), title: step.title, description: step.description }));
      const streamId = todoStreamId(todoId);
      await run({
        streamId,
        decider: todoDecider,
        command: {
          type: 'CreateTodo',
          todoId,
          userId,
          title: todo.title,
          description: todo.description,
          successCriteria: todo.success_criteria,
          priority: todo.priority,
          dueDate: dueDateIn(now, todo.due_in_days),
          missionId,
          steps,
          now: at,
        },
      });
      const requestId = evaluationRequestId(todoId);
      for (const [s, step] of todo.steps.entries()) {
        if (!step.completed) continue;
        await run({ streamId, decider: todoDecider, command: { type: 'CompleteStep', todoId, userId, stepId: steps[s].stepId, evaluationRequestId: requestId, now: at } });
      }
      if (todo.steps.length > 0 && todo.steps.every((s) => s.completed)) {
        // A fully done sample todo gets its evaluation, as a real one would.
        const evaluation = await deps.planner.evaluateTodo({
          todo: { title: todo.title, description: todo.description, success_criteria: todo.success_criteria },
          steps: todo.steps.map((s) => ({ title: s.title, description: s.description, status: 'completed' as const })),
          evidence: [],
          findings: [],
        });
        await run({
          streamId,
          decider: todoDecider,
          command: {
            type: 'RecordEvaluation',
            todoId,
            userId,
            requestId,
            evaluation: {
              gapsFound: evaluation.gaps_found,
              gaps: evaluation.gaps,
              suggestions: evaluation.suggestions,
              recommendation: evaluation.recommendation,
              criteria: evaluation.criteria,
            },
            now: at,
          },
        });
      }
    }
  }
}

/** Removes what the tours' samples made and is still in the read models. */
async function removeSamples(deps: AppDeps, run: Run, userId: string): Promise<{ odysseys: number; missions: number; todos: number }> {
  const at = deps.now().toISOString();
  const generations = await sampleGenerations(deps, userId);
  const missionIds = generations.flatMap((g) => Array.from({ length: MAX_SAMPLE_MISSIONS }, (_, i) => sampleMissionId(g.odysseyId, i)));
  const todoIds = missionIds.flatMap((missionId) => Array.from({ length: MAX_SAMPLE_TODOS }, (_, i) => sampleTodoId(missionId, i)));
  const liveTodos: string[] = await deps.db('todos').where({ user_id: userId }).whereIn('id', todoIds).pluck('id');
  const liveMissions: string[] = await deps.db('missions').where({ user_id: userId }).whereIn('id', missionIds).pluck('id');
  const liveOdysseys = generations.filter((g) => !g.state.deleted);
  for (const todoId of liveTodos) {
    await run({ streamId: todoStreamId(todoId), decider: todoDecider, command: { type: 'DeleteTodo', todoId, userId, now: at } });
  }
  for (const missionId of liveMissions) {
    await run({ streamId: missionStreamId(missionId), decider: missionDecider, command: { type: 'DeleteMission', userId, now: at } });
  }
  for (const { odysseyId } of liveOdysseys) {
    await run({ streamId: odysseyStreamId(odysseyId), decider: odysseyDecider, command: { type: 'DeleteOdyssey', userId, now: at } });
  }
  return { odysseys: liveOdysseys.length, missions: liveMissions.length, todos: liveTodos.length };
}

const tags = ['onboarding'];

export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const auth = { onRequest: [app.authenticate] };

  app.post(
    '/onboarding/create-sample',
    { ...auth, schema: { tags, response: { 200: z.object({ odyssey_id: z.string(), created: z.boolean() }) } } },
    async (request) => {
      const userId = request.user.id;
      const generations = await sampleGenerations(deps, userId);
      const current = generations.find((g) => !g.state.deleted);
      // Finishing an existing sample is harmless: every command is idempotent.
      const odysseyId = current?.odysseyId ?? sampleOdysseyId(userId, generations.length);
      const { run, settled } = commandRunner(deps, request);
      const started = performance.now();
      const sample = deps.planner.sampleData();
      // On the sample odyssey's record: the sample comes from the offline planner, the same for everyone.
      const call = toPlannerCallData(offlineCallRecord(deps.planner, 'sampleData', sample, performance.now() - started), deps.now().toISOString(), { userId });
      await createSample(deps, run, userId, odysseyId, sample, call);
      await settled();
      return { odyssey_id: odysseyId, created: current === undefined };
    },
  );

  app.post(
    '/onboarding/complete',
    {
      ...auth,
      schema: {
        tags,
        response: {
          200: z.object({
            has_completed_onboarding: z.literal(true),
            removed: z.object({ odysseys: z.number(), missions: z.number(), todos: z.number() }),
          }),
        },
      },
    },
    async (request) => {
      const userId = request.user.id;
      const { run, settled } = commandRunner(deps, request);
      const removed = await removeSamples(deps, run, userId);
      await run({ streamId: `user-${userId}`, decider: userDecider, command: { type: 'CompleteOnboarding', userId, now: deps.now().toISOString() } });
      await settled();
      return { has_completed_onboarding: true as const, removed };
    },
  );
};
