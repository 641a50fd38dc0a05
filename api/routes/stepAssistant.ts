import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addFinding } from '../../commands/findings/addFinding';
import { deleteFinding } from '../../commands/findings/deleteFinding';
import { chatOnStep } from '../../commands/stepChat/chatOnStep';
import { notFound } from '../../domain/decider';
import { FINDING_NOT_FOUND, STEP_NOT_FOUND } from '../../domain/todos/todoDecider';
import { getFinding, lastSuggestedNextAction, listChatMessages, listFindings, listSteps } from '../../projections/todos/queries';
import { chatMessageView, completionEvaluationField, findingView, type StepView } from '../../projections/todos/todoAnswers';
import { idOf, idText } from '../http/ids';
import { ownStep } from '../http/ownTodoReads';
import { useCaseDeps, userActorOf } from '../http/useCaseDeps';
import { crashPoint } from '../http/crashPoint';
import { PlannerNote } from '../../domain/planning';
import { evaluationOf, evaluationPlannerOf } from '../http/evaluationOutcome';
import { plannerRateLimit } from '../plannerRateLimit';
import { todoStatusField } from '../../projections/todos/statusFields';
import { text } from '../http/textField';

const stepId = idText('step_id', 'one of your steps');
const chatBody = z.object({ step_id: stepId, message: text('message').default('') });
const findingBody = z.object({
  step_id: stepId,
  finding_type: text('finding_type').default('information'),
  title: text('title').default(''),
  content: text('content').default(''),
  source: text('source').nullish(),
});
const stepParams = z.object({ stepId: z.string() });
const idParams = z.object({ id: z.string() });
const chatView = z.object({
  response: z.string(),
  message: chatMessageView,
  user_message: chatMessageView,
  extracted_findings: z.array(findingView),
  step_completed: z.boolean(),
  next_action: z.string(),
  todo_status: todoStatusField,
  todo_auto_completed: z.boolean(),
  completion_evaluation: completionEvaluationField,
  /** Who wrote the reply: the model, or the offline planner standing in (and why). */
  planner: PlannerNote,
  /** Who wrote completion_evaluation; null without one. */
  evaluation_planner: PlannerNote.nullable(),
});

/** A suggestion before the assistant made one: what to do on this step, or what comes next. */
function defaultNextAction(step: StepView, steps: StepView[]): string {
  if (step.status !== 'completed') {
    const how = step.description ? ` ${step.description.split(/(?<=[.!?])\s/)[0]}` : '';
    return `Work on "${step.title}".${how} Tell the assistant what you did or found, and it will record it.`;
  }
  const next = steps.find((s) => s.status !== 'completed');
  return next ? `This step is done. Next: "${next.title}".` : 'All steps are done. Check the result against the success criteria.';
}

export const stepAssistantRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const auth = { onRequest: [app.authenticate] };
  const tags = ['step-assistant'];
  const afterReplyRecorded = crashPoint('step-chat-reply-recorded');

  app.post('/step-assistant/chat', { ...auth, config: plannerRateLimit(deps.plannerRateLimit ?? 30), schema: { tags, body: chatBody, response: { 200: chatView } } }, async (request) => {
    const chat = await chatOnStep(
      { ...useCaseDeps(deps), afterReplyRecorded },
      { actor: userActorOf(request), stepId: idOf(request.body.step_id, STEP_NOT_FOUND), message: request.body.message, timeZone: request.timeZone },
    );
    const completionEvaluation = evaluationOf(chat.outcome);
    return {
      response: chat.reply.response,
      message: chat.message,
      user_message: chat.userMessage,
      extracted_findings: chat.extractedFindings,
      step_completed: chat.reply.step_completed,
      next_action: chat.reply.next_action,
      todo_status: chat.outcome.state.status,
      todo_auto_completed: completionEvaluation?.todo_auto_completed ?? false,
      completion_evaluation: completionEvaluation,
      planner: chat.planner,
      evaluation_planner: evaluationPlannerOf(chat.outcome),
    };
  });

  app.get('/step-assistant/messages/:stepId', { ...auth, schema: { tags, params: stepParams, response: { 200: z.array(chatMessageView) } } }, async (request) => {
    const step = await ownStep(deps, request.user.id, request.params.stepId);
    return listChatMessages(deps.db, request.user.id, step.id);
  });

  app.get('/step-assistant/findings/:stepId', { ...auth, schema: { tags, params: stepParams, response: { 200: z.array(findingView) } } }, async (request) => {
    const step = await ownStep(deps, request.user.id, request.params.stepId);
    return listFindings(deps.db, request.user.id, step.id);
  });

  app.post('/step-assistant/findings', { ...auth, schema: { tags, body: findingBody, response: { 201: findingView } } }, async (request, reply) => {
    const b = request.body;
    const { findingId } = await addFinding(useCaseDeps(deps), {
      actor: userActorOf(request),
      stepId: idOf(b.step_id, STEP_NOT_FOUND),
      finding: { findingType: b.finding_type, title: b.title, content: b.content, source: b.source },
    });
    const finding = await getFinding(deps.db, request.user.id, findingId);
    if (!finding) throw notFound(STEP_NOT_FOUND);
    return reply.status(201).send(finding);
  });

  app.delete('/step-assistant/findings/:id', { ...auth, schema: { tags, params: idParams } }, async (request, reply) => {
    await deleteFinding(useCaseDeps(deps), { actor: userActorOf(request), findingId: idOf(request.params.id, FINDING_NOT_FOUND) });
    return reply.status(204).send();
  });

  app.get(
    '/step-assistant/next-action/:stepId',
    { ...auth, schema: { tags, params: stepParams, response: { 200: z.object({ step_id: z.string(), next_action: z.string(), suggested_by_assistant: z.boolean() }) } } },
    async (request) => {
      const userId = request.user.id;
      const step = await ownStep(deps, userId, request.params.stepId);
      const suggested = await lastSuggestedNextAction(deps.db, userId, step.id);
      if (suggested) return { step_id: step.id, next_action: suggested, suggested_by_assistant: true };
      const steps = await listSteps(deps.db, userId, step.todo_id);
      return { step_id: step.id, next_action: defaultNextAction(step, steps), suggested_by_assistant: false };
    },
  );
};
