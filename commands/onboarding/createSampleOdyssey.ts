import { missionDecider, missionStreamId } from '../../domain/missions/missionDecider';
import { odysseyDecider, odysseyStreamId } from '../../domain/odysseys/odysseyDecider';
import { todoDecider, todoStreamId } from '../../domain/todos/todoDecider';
import type { PlannerCallData } from '../../domain/plannerCalls/events';
import { offlineCallRecord, toPlannerCallData } from '../plannerCalls/recordingPlanner';
import type { Planner, SampleData } from '../ports/planner';
import { toEvaluationResult } from '../todos/evaluateTodoCompletion';
import type { UseCaseDeps, UserActor } from '../useCase';
import { idempotentRunner, type SampleRun } from './idempotentRunner';
import {
  MAX_SAMPLE_MISSIONS,
  MAX_SAMPLE_TODOS,
  sampleEvaluationRequestId,
  sampleGenerations,
  sampleMissionId,
  sampleOdysseyId,
  sampleStepId,
  sampleTodoId,
} from './sampleIds';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar date `days` from now (a date means "by the end of that day"). */
const dueDateIn = (now: Date, days: number | null) => (days === null ? null : new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10));

/**
 * The tour's sample odyssey (the planner's sample data). Finishing an existing sample is
 * harmless: every command is idempotent, so a repeated or concurrent call lands on the same one.
 */
export async function createSampleOdyssey(deps: UseCaseDeps & { planner: Planner }, input: { actor: UserActor }): Promise<{ odysseyId: string; created: boolean }> {
  const { userId } = input.actor;
  const generations = await sampleGenerations(deps.store, userId);
  const current = generations.find((g) => !g.state.deleted);
  const odysseyId = current?.odysseyId ?? sampleOdysseyId(userId, generations.length);
  const { run, settled } = idempotentRunner(deps, input.actor);
  const started = performance.now();
  const sample = deps.planner.sampleData();
  // On the sample odyssey's record: the sample comes from the offline planner, the same for everyone.
  const plannerCall = toPlannerCallData(offlineCallRecord(deps.planner, 'sampleData', sample, performance.now() - started), deps.now().toISOString(), { userId });
  // Created by this call: of concurrent first calls, only the one whose creation landed says so.
  const created = await createSample(deps, run, userId, odysseyId, sample, plannerCall);
  await settled();
  return { odysseyId, created };
}

/** Answers whether this call created the odyssey. */
async function createSample(deps: UseCaseDeps & { planner: Planner }, run: SampleRun, userId: string, odysseyId: string, sample: SampleData, plannerCall: PlannerCallData): Promise<boolean> {
  const now = deps.now();
  const at = now.toISOString();
  const created = await run({
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
      const requestId = sampleEvaluationRequestId(todoId);
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
          command: { type: 'RecordEvaluation', todoId, userId, requestId, judged: { title: todo.title, description: todo.description, successCriteria: todo.success_criteria }, evaluation: toEvaluationResult(evaluation), now: at },
        });
      }
    }
  }
  return created;
}
