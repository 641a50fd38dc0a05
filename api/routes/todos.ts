import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { copyTodo } from '../../commands/todos/copyTodo';
import { createTodo } from '../../commands/todos/createTodo';
import { deleteTodo } from '../../commands/todos/deleteTodo';
import { forceCompleteTodo } from '../../commands/todos/forceCompleteTodo';
import { reopenTodo } from '../../commands/todos/reopenTodo';
import { addTodoDependency, removeTodoDependency } from '../../commands/todos/todoDependencies';
import { updateTodo } from '../../commands/todos/updateTodo';
import { invalid, notFound } from '../../domain/decider';
import { normaliseStatus } from '../../domain/todos/status';
import { TODO_NOT_FOUND } from '../../domain/todos/todoDecider';
import { getTodo, getTodoResourceSummary, listTodosJson, todoProgressJson, type TodoFilters } from '../../projections/todos/queries';
import { todoDetailView, todoListView, todoProgressView, todoResourceSummaryView, type TodoDetailView } from '../../projections/todos/todoAnswers';
import type { AppDeps } from '../appDeps';
import { idOf, UUID } from '../http/ids';
import { setUndoHeader } from '../http/undoHeader';
import { useCaseDeps, userActorOf } from '../http/useCaseDeps';
import { encodeCursor, NEXT_CURSOR_HEADER, pageQuery, requestedPage } from '../paging/cursor';
import { text } from '../http/textField';

// ---- request shapes ----

const REPLAN_REVISION_ERROR = 'replan_revision must be a whole number from 1';
const missionIdField = z.uuid({ error: 'mission_id must be a UUID or null' }).nullish();
const createBody = z.object({
  // Missing title / criteria reach the decider as blank: one readable message for both.
  title: text('title').default(''),
  description: text('description').nullish(),
  success_criteria: text('success_criteria').default(''),
  due_date: text('due_date').nullish(),
  priority: text('priority').nullish(),
  mission_id: missionIdField,
  /** The revision the mission re-plan's X-Undo names, when the todo is part of that re-plan's plan: its undo takes the todo back. */
  replan_revision: z.number({ error: REPLAN_REVISION_ERROR }).int({ error: REPLAN_REVISION_ERROR }).positive({ error: REPLAN_REVISION_ERROR }).optional(),
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
const dependencyBody = z.object({
  depends_on: z.uuid({ error: 'depends_on must be the id of one of your todos' }).transform((id) => id.toLowerCase()),
});
const dependencyParams = z.object({ id: z.string(), dependsOn: z.string() });
const listQuery = z.object({
  status: z.string().optional(),
  priority: z.string().optional(),
  mission_id: z.string().optional(),
  ...pageQuery,
});

/** The todo as `request`'s user reads it, in their time zone. */
async function detail(deps: AppDeps, request: FastifyRequest, todoId: string): Promise<TodoDetailView> {
  const todo = await getTodo(deps.db, request.user.id, todoId, deps.now(), request.timeZone);
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
        response: { 200: todoListView },
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
      const { json, next, changesAt } = await listTodosJson(deps.db, userId, filters, deps.now(), request.timeZone, page);
      const headers: Record<string, string> = next ? { [NEXT_CURSOR_HEADER]: encodeCursor(next) } : {};
      return { body: json, headers, changesAt };
    });
  });

  app.post('/todos', { ...auth, schema: { tags, body: createBody, response: { 201: todoDetailView } } }, async (request, reply) => {
    const b = request.body;
    const { todoId } = await createTodo(useCaseDeps(deps), {
      actor: userActorOf(request),
      todo: { title: b.title, description: b.description, successCriteria: b.success_criteria, priority: b.priority, dueDate: b.due_date, missionId: b.mission_id ?? null, replanRevision: b.replan_revision },
    });
    return reply.status(201).send(await detail(deps, request, todoId));
  });

  app.get('/todos/:id', { ...auth, schema: { tags, params: idParams, response: { 200: todoDetailView } } }, async (request) => {
    return detail(deps, request, idOf(request.params.id, TODO_NOT_FOUND));
  });

  app.put('/todos/:id', { ...auth, schema: { tags, params: idParams, body: updateBody, response: { 200: todoDetailView } } }, async (request, reply) => {
    const b = request.body;
    const { todoId, undoRevision } = await updateTodo(useCaseDeps(deps), {
      actor: userActorOf(request),
      todoId: idOf(request.params.id, TODO_NOT_FOUND),
      changes: { title: b.title, description: b.description, successCriteria: b.success_criteria, status: b.status, priority: b.priority, dueDate: b.due_date, missionId: b.mission_id },
    });
    setUndoHeader(reply, 'todo_edit', todoId, undoRevision);
    return detail(deps, request, todoId);
  });

  app.delete('/todos/:id', { ...auth, schema: { tags, params: idParams } }, async (request, reply) => {
    const todoId = idOf(request.params.id, TODO_NOT_FOUND);
    const { revision } = await deleteTodo(useCaseDeps(deps), { actor: userActorOf(request), todoId });
    setUndoHeader(reply, 'todo_delete', todoId, revision);
    return reply.status(204).send();
  });

  app.get('/todos/:id/progress', { ...auth, schema: { tags, params: idParams, response: { 200: todoProgressView } } }, async (request, reply) => {
    const userId = request.user.id;
    const todoId = idOf(request.params.id, TODO_NOT_FOUND);
    return app.answerCache.send(request, reply, `progress:${userId}:${todoId}`, async () => {
      const body = await todoProgressJson(deps.db, userId, todoId);
      if (body === undefined) throw notFound(TODO_NOT_FOUND);
      return { body, changesAt: null };
    });
  });

  app.get('/todos/:id/resource-summary', { ...auth, schema: { tags, params: idParams, response: { 200: todoResourceSummaryView } } }, async (request) => {
    const summary = await getTodoResourceSummary(deps.db, request.user.id, idOf(request.params.id, TODO_NOT_FOUND));
    if (!summary) throw notFound(TODO_NOT_FOUND);
    return summary;
  });

  app.post('/todos/:id/force-complete', { ...auth, schema: { tags, params: idParams, response: { 200: todoDetailView } } }, async (request) => {
    const { todoId } = await forceCompleteTodo(useCaseDeps(deps), { actor: userActorOf(request), todoId: idOf(request.params.id, TODO_NOT_FOUND) });
    return detail(deps, request, todoId);
  });

  // A completed todo is open again (in progress, or pending when no step is done); a completed mission it is in reopens too.
  app.put('/todos/:id/reopen', { ...auth, schema: { tags, params: idParams, response: { 200: todoDetailView } } }, async (request) => {
    const { todoId } = await reopenTodo(useCaseDeps(deps), { actor: userActorOf(request), todoId: idOf(request.params.id, TODO_NOT_FOUND) });
    return detail(deps, request, todoId);
  });

  app.post(
    '/todos/:id/dependencies',
    {
      ...auth,
      schema: {
        tags,
        params: idParams,
        body: dependencyBody,
        summary: 'The todo waits for another of your todos',
        description:
          'Answers the todo. Refused (400) when the todo would wait for itself, directly or through other todos (the detail names the loop), or for more than 50 todos. Adding a link that exists changes nothing. X-Undo: kind todo_dependency.',
        response: { 200: todoDetailView },
      },
    },
    async (request, reply) => {
      const { todoId, undoRevision } = await addTodoDependency(useCaseDeps(deps), {
        actor: userActorOf(request),
        todoId: idOf(request.params.id, TODO_NOT_FOUND),
        dependsOn: request.body.depends_on,
      });
      setUndoHeader(reply, 'todo_dependency', todoId, undoRevision);
      return detail(deps, request, todoId);
    },
  );

  app.delete(
    '/todos/:id/dependencies/:dependsOn',
    {
      ...auth,
      schema: {
        tags,
        params: dependencyParams,
        summary: 'The todo no longer waits for the other',
        description: 'Answers the todo; a link that does not exist answers 404. X-Undo: kind todo_dependency.',
        response: { 200: todoDetailView },
      },
    },
    async (request, reply) => {
      const { todoId, undoRevision } = await removeTodoDependency(useCaseDeps(deps), {
        actor: userActorOf(request),
        todoId: idOf(request.params.id, TODO_NOT_FOUND),
        dependsOn: idOf(request.params.dependsOn, TODO_NOT_FOUND),
      });
      setUndoHeader(reply, 'todo_dependency', todoId, undoRevision);
      return detail(deps, request, todoId);
    },
  );

  app.post('/todos/:id/copy', { ...auth, schema: { tags, params: idParams, response: { 201: todoDetailView } } }, async (request, reply) => {
    const { todoId } = await copyTodo(useCaseDeps(deps), { actor: userActorOf(request), todoId: idOf(request.params.id, TODO_NOT_FOUND) });
    return reply.status(201).send(await detail(deps, request, todoId));
  });
};
