import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addEvidence } from '../../commands/steps/addEvidence';
import { addStep } from '../../commands/steps/addStep';
import { addStepNote } from '../../commands/steps/addStepNote';
import { completeStep } from '../../commands/steps/completeStep';
import { editStep } from '../../commands/steps/editStep';
import { planSteps } from '../../commands/steps/planSteps';
import { regenerateSteps } from '../../commands/steps/regenerateSteps';
import { reopenStep } from '../../commands/steps/reopenStep';
import { notFound } from '../../domain/decider';
import { STEP_NOT_FOUND, TODO_NOT_FOUND } from '../../domain/todos/todoDecider';
import { getEvidence, listEvidence, listSteps } from '../../projections/todos/queries';
import { stepAfterCompletion } from '../../projections/todos/views';
import { idOf, idText } from '../http/ids';
import { ownStep, ownTodo } from '../http/ownTodoReads';
import { setUndoHeader } from '../http/undoHeader';
import { useCaseDeps, userActorOf } from '../http/useCaseDeps';
import { PlannerNote } from '../../domain/planning';
import { evaluationOf, evaluationPlannerOf } from '../http/evaluationOutcome';
import { completionEvaluationField, evidenceView, stepView } from '../../projections/todos/todoAnswers';
import { plannerRateLimit } from '../plannerRateLimit';
import { todoStatusField } from '../../projections/todos/statusFields';
import { text } from '../http/textField';

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
  todo_id: idText('todo_id', 'one of your todos'),
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

  app.post('/steps', { ...auth, schema: { tags, body: addBody, response: { 201: stepView } } }, async (request, reply) => {
    const b = request.body;
    const { stepId } = await addStep(useCaseDeps(deps), {
      actor: userActorOf(request),
      todoId: idOf(b.todo_id, TODO_NOT_FOUND),
      step: { title: b.title, description: b.description, orderIndex: b.order_index },
    });
    return reply.status(201).send(await ownStep(deps, request.user.id, stepId));
  });

  app.get('/steps/todo/:todoId', { ...auth, schema: { tags, params: todoParams, response: { 200: z.array(stepView) } } }, async (request) => {
    const todo = await ownTodo(deps, request.user.id, request.params.todoId);
    return listSteps(deps.db, request.user.id, todo.id);
  });

  // First plan. Planning is idempotent: a todo that has steps keeps them (use regenerate to replace).
  app.post('/steps/generate/:todoId', { ...auth, config: plannerRateLimit(deps.plannerRateLimit ?? 30), schema: { tags, params: todoParams, body: planBody, response: { 200: z.array(stepView) } } }, async (request) => {
    const { todoId } = await planSteps(useCaseDeps(deps), { actor: userActorOf(request), todoId: idOf(request.params.todoId, TODO_NOT_FOUND), request: request.body ?? {} });
    return listSteps(deps.db, request.user.id, todoId);
  });

  // Re-plan: the old steps (with their evidence, findings and chat) leave the read models.
  app.post('/steps/regenerate/:todoId', { ...auth, config: plannerRateLimit(deps.plannerRateLimit ?? 30), schema: { tags, params: todoParams, body: planBody, response: { 200: z.array(stepView) } } }, async (request, reply) => {
    const { todoId, revision } = await regenerateSteps(useCaseDeps(deps), { actor: userActorOf(request), todoId: idOf(request.params.todoId, TODO_NOT_FOUND), request: request.body ?? {} });
    setUndoHeader(reply, 'todo_replan', todoId, revision);
    return listSteps(deps.db, request.user.id, todoId);
  });

  app.get('/steps/:id', { ...auth, schema: { tags, params: idParams, response: { 200: stepView } } }, async (request) => {
    return ownStep(deps, request.user.id, request.params.id);
  });

  app.put('/steps/:id', { ...auth, schema: { tags, params: idParams, body: updateBody, response: { 200: stepView } } }, async (request) => {
    const b = request.body;
    const { stepId } = await editStep(useCaseDeps(deps), { actor: userActorOf(request), stepId: idOf(request.params.id, STEP_NOT_FOUND), changes: { title: b.title, description: b.description } });
    return ownStep(deps, request.user.id, stepId);
  });

  app.put('/steps/:id/complete', { ...auth, schema: { tags, params: idParams, response: { 200: completeView } } }, async (request, reply) => {
    const { step, outcome, undoRevision } = await completeStep(
      useCaseDeps(deps),
      { actor: userActorOf(request), stepId: idOf(request.params.id, STEP_NOT_FOUND) },
    );
    const completionEvaluation = evaluationOf(outcome);
    setUndoHeader(reply, 'step_completion', step.todo_id, undoRevision);
    return {
      ...stepAfterCompletion(step, outcome.state.steps.find((s) => s.stepId === step.id)),
      todo_status: outcome.state.status,
      todo_auto_completed: completionEvaluation?.todo_auto_completed ?? false,
      completion_evaluation: completionEvaluation,
      evaluation_planner: evaluationPlannerOf(outcome),
    };
  });

  // A completed step is pending again; a completed todo it is in is in progress again.
  app.put('/steps/:id/reopen', { ...auth, schema: { tags, params: idParams, response: { 200: stepView } } }, async (request) => {
    const { stepId } = await reopenStep(useCaseDeps(deps), { actor: userActorOf(request), stepId: idOf(request.params.id, STEP_NOT_FOUND) });
    return ownStep(deps, request.user.id, stepId);
  });

  app.post('/steps/:id/evidence', { ...auth, schema: { tags, params: idParams, body: evidenceBody, response: { 201: evidenceView } } }, async (request, reply) => {
    const b = request.body;
    const { evidenceId } = await addEvidence(useCaseDeps(deps), {
      actor: userActorOf(request),
      stepId: idOf(request.params.id, STEP_NOT_FOUND),
      evidence: { contentType: b.content_type, contentText: b.content_text, fileUrl: b.file_url },
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
    const { stepId } = await addStepNote(useCaseDeps(deps), { actor: userActorOf(request), stepId: idOf(request.params.id, STEP_NOT_FOUND), content: request.body.content });
    return ownStep(deps, request.user.id, stepId);
  });
};
