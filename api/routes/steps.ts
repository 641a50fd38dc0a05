import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { completeStep } from '../../commands/steps/completeStep';
import { notFound } from '../../domain/decider';
import { STEP_NOT_FOUND } from '../../domain/todos/todoDecider';
import { getEvidence, listEvidence, listSteps } from '../../projections/todos/queries';
import { idOf } from '../http/ids';
import { PlannerNote } from '../../domain/planning';
import { ownStep, ownTodo, plannerFailure, runTodoCommand, evaluationOf, evaluationPlannerOf } from '../http/todoCommands';
import { todoQueries, useCaseDeps, userActorOf } from '../http/useCaseDeps';
import { completionEvaluationField, evidenceView, stepView } from '../http/todoViews';
import { plannerRateLimit } from '../plannerRateLimit';
import { callOnRecord, toPlannerCallData } from '../../commands/plannerCalls/recordingPlanner';
import { todoStatusField } from '../http/statusFields';

const text = (field: string) => z.string({ error: `${field} must be a text` });
const idParams = z.object({ id: z.string() });
const todoParams = z.object({ todoId: z.string() });
const planBody = z
  .object({
    title: text('title').optional(),
    description: text('description').nullish(),
    success_criteria: text('success_criteria').optional(),
  })
  .default({});
const addBody = z.object({
  todo_id: z.string({ error: 'todo_id is required' }),
  title: text('title').default(''),
  description: text('description').nullish(),
  order_index: z.number({ error: 'order_index must be a whole number or null' }).nullish(),
});
const updateBody = z.object({ title: text('title').optional(), description: text('description').nullish() });
const evidenceBody = z.object({
  content_type: text('content_type').nullish(),
  content_text: text('content_text').default(''),
  file_url: text('file_url').nullish(),
});
const noteBody = z.object({ content: text('content').default('') });
const completeView = stepView.extend({
  todo_status: todoStatusField,
  todo_auto_completed: z.boolean(),
  completion_evaluation: completionEvaluationField,
  /** Who wrote completion_evaluation: the model, or the offline planner standing in (and why); null without one. */
  evaluation_planner: PlannerNote.nullable(),
});

export const stepRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const auth = { onRequest: [app.authenticate] };
  const tags = ['steps'];
  const now = () => deps.now().toISOString();

  /** The planner's steps for a todo, from the request's fields or else the todo's. */
  async function planFor(userId: string, todo: { title: string; description: string | null; success_criteria: string }, body: z.infer<typeof planBody>) {
    const input = {
      title: body.title?.trim() || todo.title,
      description: body.description === undefined ? todo.description : body.description?.trim() || null,
      success_criteria: body.success_criteria?.trim() || todo.success_criteria,
    };
    const asked = await callOnRecord(deps.planner, (planner) => planner.todoSteps(input));
    if (!asked.ok) return plannerFailure(asked.error, 'plan the steps');
    return {
      steps: asked.value.steps.map((s) => ({ stepId: randomUUID(), title: s.title, description: s.description })),
      // On the todo's record next to the plan it wrote.
      plannerCall: toPlannerCallData(asked.call, now(), { userId }),
    };
  }

  app.post('/steps', { ...auth, schema: { tags, body: addBody, response: { 201: stepView } } }, async (request, reply) => {
    const b = request.body;
    const todo = await ownTodo(deps, request.user.id, b.todo_id);
    const stepId = randomUUID();
    await runTodoCommand(deps, request, { type: 'AddStep', todoId: todo.id, userId: request.user.id, stepId, title: b.title, description: b.description, orderIndex: b.order_index, now: now() });
    return reply.status(201).send(await ownStep(deps, request.user.id, stepId));
  });

  app.get('/steps/todo/:todoId', { ...auth, schema: { tags, params: todoParams, response: { 200: z.array(stepView) } } }, async (request) => {
    const todo = await ownTodo(deps, request.user.id, request.params.todoId);
    return listSteps(deps.db, request.user.id, todo.id);
  });

  // First plan. Planning is idempotent: a todo that has steps keeps them (use regenerate to replace).
  app.post('/steps/generate/:todoId', { ...auth, config: plannerRateLimit(deps.plannerRateLimit ?? 30), schema: { tags, params: todoParams, body: planBody, response: { 200: z.array(stepView) } } }, async (request) => {
    const userId = request.user.id;
    const todo = await ownTodo(deps, userId, request.params.todoId);
    if (todo.total_steps === 0) {
      const plan = await planFor(userId, todo, request.body ?? {});
      await runTodoCommand(deps, request, { type: 'PlanSteps', todoId: todo.id, userId, ...plan, now: now() });
    }
    return listSteps(deps.db, userId, todo.id);
  });

  // Re-plan: the old steps (with their evidence, findings and chat) leave the read models.
  app.post('/steps/regenerate/:todoId', { ...auth, config: plannerRateLimit(deps.plannerRateLimit ?? 30), schema: { tags, params: todoParams, body: planBody, response: { 200: z.array(stepView) } } }, async (request) => {
    const userId = request.user.id;
    const todo = await ownTodo(deps, userId, request.params.todoId);
    const plan = await planFor(userId, todo, request.body ?? {});
    await runTodoCommand(deps, request, { type: 'RegenerateSteps', todoId: todo.id, userId, ...plan, now: now() });
    return listSteps(deps.db, userId, todo.id);
  });

  app.get('/steps/:id', { ...auth, schema: { tags, params: idParams, response: { 200: stepView } } }, async (request) => {
    return ownStep(deps, request.user.id, request.params.id);
  });

  app.put('/steps/:id', { ...auth, schema: { tags, params: idParams, body: updateBody, response: { 200: stepView } } }, async (request) => {
    const step = await ownStep(deps, request.user.id, request.params.id);
    const b = request.body;
    await runTodoCommand(deps, request, { type: 'UpdateStep', todoId: step.todo_id, userId: request.user.id, stepId: step.id, title: b.title, description: b.description, now: now() });
    return ownStep(deps, request.user.id, step.id);
  });

  app.put('/steps/:id/complete', { ...auth, schema: { tags, params: idParams, response: { 200: completeView } } }, async (request) => {
    const { step, outcome } = await completeStep(
      { ...useCaseDeps(deps), planner: deps.planner, queries: todoQueries(deps) },
      { actor: userActorOf(request), stepId: idOf(request.params.id, STEP_NOT_FOUND) },
    );
    const completionEvaluation = evaluationOf(outcome);
    return {
      ...step,
      todo_status: outcome.state.status,
      todo_auto_completed: completionEvaluation?.todo_auto_completed ?? false,
      completion_evaluation: completionEvaluation,
      evaluation_planner: evaluationPlannerOf(outcome),
    };
  });

  app.post('/steps/:id/evidence', { ...auth, schema: { tags, params: idParams, body: evidenceBody, response: { 201: evidenceView } } }, async (request, reply) => {
    const step = await ownStep(deps, request.user.id, request.params.id);
    const b = request.body;
    const evidenceId = randomUUID();
    await runTodoCommand(deps, request, {
      type: 'AddEvidence',
      todoId: step.todo_id,
      userId: request.user.id,
      stepId: step.id,
      evidenceId,
      contentType: b.content_type,
      contentText: b.content_text,
      fileUrl: b.file_url,
      now: now(),
    });
    const evidence = await getEvidence(deps.db, request.user.id, evidenceId);
    // Only when the step was re-planned away in the meantime.
    if (!evidence) throw notFound(STEP_NOT_FOUND);
    return reply.status(201).send(evidence);
  });

  app.get('/steps/:id/evidence', { ...auth, schema: { tags, params: idParams, response: { 200: z.array(evidenceView) } } }, async (request) => {
    const step = await ownStep(deps, request.user.id, request.params.id);
    return listEvidence(deps.db, request.user.id, step.id);
  });

  // '+ Note': appended to the step's description with a note marker.
  app.post('/steps/:id/notes', { ...auth, schema: { tags, params: idParams, body: noteBody, response: { 200: stepView } } }, async (request) => {
    const step = await ownStep(deps, request.user.id, request.params.id);
    await runTodoCommand(deps, request, { type: 'AddStepNote', todoId: step.todo_id, userId: request.user.id, stepId: step.id, content: request.body.content, now: now() });
    return ownStep(deps, request.user.id, step.id);
  });
};
