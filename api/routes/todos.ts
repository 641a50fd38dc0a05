import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { copyTodo } from '../../commands/todos/copyTodo';
import { createTodo } from '../../commands/todos/createTodo';
import { deleteTodo } from '../../commands/todos/deleteTodo';
import { forceCompleteTodo } from '../../commands/todos/forceCompleteTodo';
import { reopenTodo } from '../../commands/todos/reopenTodo';
import { updateTodo } from '../../commands/todos/updateTodo';
import { invalid, notFound } from '../../domain/decider';
import { normaliseStatus } from '../../domain/todos/status';
import { TODO_NOT_FOUND } from '../../domain/todos/todoDecider';
import { getTodo, getTodoResourceSummary, listTodosJson, type TodoFilters } from '../../projections/todos/queries';
import { todoProgressJson } from '../../projections/todos/todoProgressDocs';
import type { TodoDetailView } from '../../projections/todos/views';
import type { AppDeps } from '../appDeps';
import { idOf, UUID } from '../http/ids';
import { completionEvaluationField, evidenceView, findingView, stepView } from '../http/todoViews';
import { setUndoHeader } from '../http/undoHeader';
import { useCaseDeps, userActorOf } from '../http/useCaseDeps';
import { encodeCursor, NEXT_CURSOR_HEADER, pageQuery, requestedPage } from '../paging/cursor';
import { findingTypeField, priorityField, stepStatusField, todoStatusField } from '../http/statusFields';

// ---- response shapes ----

const todoView = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  success_criteria: z.string(),
  status: todoStatusField,
  priority: priorityField,
  due_date: z.string().nullable(),
  mission_id: z.string().nullable(),
  mission_title: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
  completion_evaluation: completionEvaluationField,
  total_steps: z.number(),
  completed_steps: z.number(),
  progress_percentage: z.number(),
  is_overdue: z.boolean(),
  copied_from_todo_id: z.string().nullable(),
});
const todoDetailView = todoView.extend({ steps: z.array(stepView) });
const progressView = z.object({
  todo_id: z.string(),
  metrics: z.object({
    completion_percentage: z.number(),
    completed_steps: z.number(),
    total_steps: z.number(),
    in_progress_steps: z.number(),
    pending_steps: z.number(),
    total_findings: z.number(),
    total_evidence: z.number(),
  }),
  findings: z.array(findingView),
  evidence: z.array(evidenceView),
  steps: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string().nullable(),
      status: stepStatusField,
      order_index: z.number(),
      completed_at: z.string().nullable(),
      finding_count: z.number(),
      evidence_count: z.number(),
    }),
  ),
});
const resourceSummaryView = z.object({
  todo_id: z.string(),
  has_resources: z.boolean(),
  completed_step_count: z.number(),
  evidence_count: z.number(),
  chat_message_count: z.number(),
  finding_count: z.number(),
  evidence_previews: z.array(z.object({ id: z.string(), step_title: z.string(), content_preview: z.string(), created_at: z.string() })),
  chat_previews: z.array(z.object({ id: z.string(), step_title: z.string(), role: z.string(), message_preview: z.string(), created_at: z.string() })),
  finding_previews: z.array(z.object({ id: z.string(), step_title: z.string(), finding_type: findingTypeField, title: z.string(), created_at: z.string() })),
});

// ---- request shapes ----

const text = (field: string) => z.string({ error: `${field} must be a text` });
const missionIdField = z.uuid({ error: 'mission_id must be a UUID or null' }).nullish();
const createBody = z.object({
  // Missing title / criteria reach the decider as blank: one readable message for both.
  title: text('title').default(''),
  description: text('description').nullish(),
  success_criteria: text('success_criteria').default(''),
  due_date: text('due_date').nullish(),
  priority: text('priority').nullish(),
  mission_id: missionIdField,
});
const updateBody = z.object({
  title: text('title').optional(),
  description: text('description').nullish(),
  success_criteria: text('success_criteria').optional(),
  status: text('status').optional(),
  due_date: text('due_date').nullish(),
  priority: text('priority').optional(),
  /** Absent: unchanged; null: standalone. */
  mission_id: missionIdField,
});
const idParams = z.object({ id: z.string() });
const listQuery = z.object({
  status: z.string().optional(),
  priority: z.string().optional(),
  mission_id: z.string().optional(),
  ...pageQuery,
});

async function detail(deps: AppDeps, userId: string, todoId: string): Promise<TodoDetailView> {
  const todo = await getTodo(deps.db, userId, todoId, deps.now());
  if (!todo) throw notFound(TODO_NOT_FOUND);
  return todo;
}

export const todoRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const auth = { onRequest: [app.authenticate] };
  const tags = ['todos'];

  app.get(
    '/todos',
    {
      ...auth,
      schema: {
        tags,
        querystring: listQuery,
        description: 'The user\'s todos, newest first. With `limit` one page; the next page\'s `cursor` comes in the X-Next-Cursor header.',
        response: { 200: z.array(todoView) },
      },
    },
    async (request, reply) => {
    const q = request.query;
    const filters: TodoFilters = {};
    if (q.status) {
      const status = normaliseStatus(q.status);
      if (!status) throw invalid('Status must be pending, in_progress or completed');
      filters.status = status;
    }
    if (q.priority) filters.priority = q.priority.trim().toLowerCase();
    if (q.mission_id) {
      if (q.mission_id === 'standalone') filters.missionId = 'standalone';
      else if (UUID.test(q.mission_id)) filters.missionId = q.mission_id.toLowerCase();
      else throw invalid("mission_id must be a mission's id or 'standalone'");
    }
    // The answer's JSON comes built from the read model (listTodosJson), sent as it is.
    const userId = request.user.id;
    const page = requestedPage(q, 'uuid');
    return app.answerCache.send(request, reply, `todos:${userId}:${JSON.stringify({ filters, page })}`, async () => {
      const { json, next, changesAt } = await listTodosJson(deps.db, userId, filters, deps.now(), page);
      const headers: Record<string, string> = next ? { [NEXT_CURSOR_HEADER]: encodeCursor(next) } : {};
      return { body: json, headers, changesAt };
    });
  });

  app.post('/todos', { ...auth, schema: { tags, body: createBody, response: { 201: todoDetailView } } }, async (request, reply) => {
    const b = request.body;
    const { todoId } = await createTodo(useCaseDeps(deps), {
      actor: userActorOf(request),
      todo: { title: b.title, description: b.description, successCriteria: b.success_criteria, priority: b.priority, dueDate: b.due_date, missionId: b.mission_id ?? null },
    });
    return reply.status(201).send(await detail(deps, request.user.id, todoId));
  });

  app.get('/todos/:id', { ...auth, schema: { tags, params: idParams, response: { 200: todoDetailView } } }, async (request) => {
    return detail(deps, request.user.id, idOf(request.params.id, TODO_NOT_FOUND));
  });

  app.put('/todos/:id', { ...auth, schema: { tags, params: idParams, body: updateBody, response: { 200: todoDetailView } } }, async (request, reply) => {
    const b = request.body;
    const { todoId, undoRevision } = await updateTodo(useCaseDeps(deps), {
      actor: userActorOf(request),
      todoId: idOf(request.params.id, TODO_NOT_FOUND),
      changes: { title: b.title, description: b.description, successCriteria: b.success_criteria, status: b.status, priority: b.priority, dueDate: b.due_date, missionId: b.mission_id },
    });
    setUndoHeader(reply, 'todo_edit', todoId, undoRevision);
    return detail(deps, request.user.id, todoId);
  });

  app.delete('/todos/:id', { ...auth, schema: { tags, params: idParams } }, async (request, reply) => {
    const todoId = idOf(request.params.id, TODO_NOT_FOUND);
    const { revision } = await deleteTodo(useCaseDeps(deps), { actor: userActorOf(request), todoId });
    setUndoHeader(reply, 'todo_delete', todoId, revision);
    return reply.status(204).send();
  });

  app.get('/todos/:id/progress', { ...auth, schema: { tags, params: idParams, response: { 200: progressView } } }, async (request, reply) => {
    const userId = request.user.id;
    const todoId = idOf(request.params.id, TODO_NOT_FOUND);
    return app.answerCache.send(request, reply, `progress:${userId}:${todoId}`, async () => {
      const body = await todoProgressJson(deps.db, userId, todoId);
      if (body === undefined) throw notFound(TODO_NOT_FOUND);
      return { body, changesAt: null };
    });
  });

  app.get('/todos/:id/resource-summary', { ...auth, schema: { tags, params: idParams, response: { 200: resourceSummaryView } } }, async (request) => {
    const summary = await getTodoResourceSummary(deps.db, request.user.id, idOf(request.params.id, TODO_NOT_FOUND));
    if (!summary) throw notFound(TODO_NOT_FOUND);
    return summary;
  });

  app.post('/todos/:id/force-complete', { ...auth, schema: { tags, params: idParams, response: { 200: todoDetailView } } }, async (request) => {
    const { todoId } = await forceCompleteTodo(useCaseDeps(deps), { actor: userActorOf(request), todoId: idOf(request.params.id, TODO_NOT_FOUND) });
    return detail(deps, request.user.id, todoId);
  });

  // A completed todo is open again (in progress, or pending when no step is done); a completed mission it is in reopens too.
  app.put('/todos/:id/reopen', { ...auth, schema: { tags, params: idParams, response: { 200: todoDetailView } } }, async (request) => {
    const { todoId } = await reopenTodo(useCaseDeps(deps), { actor: userActorOf(request), todoId: idOf(request.params.id, TODO_NOT_FOUND) });
    return detail(deps, request.user.id, todoId);
  });

  app.post('/todos/:id/copy', { ...auth, schema: { tags, params: idParams, response: { 201: todoDetailView } } }, async (request, reply) => {
    const { todoId } = await copyTodo(useCaseDeps(deps), { actor: userActorOf(request), todoId: idOf(request.params.id, TODO_NOT_FOUND) });
    return reply.status(201).send(await detail(deps, request.user.id, todoId));
  });
};
