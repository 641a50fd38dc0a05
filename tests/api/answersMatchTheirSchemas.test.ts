import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { Response as InjectResponse } from 'light-my-request';
import { z } from 'zod';
import { missionAsOfAnswer, odysseyAsOfAnswer } from '../../projections/asOf/asOfAnswers';
import { dashboardSummaryView } from '../../projections/missions/dashboardAnswer';
import { missionDetailView, missionGraphView, missionListView, missionResourceSummaryView } from '../../projections/missions/missionAnswers';
import { odysseyGraphView, odysseyView } from '../../projections/odysseys/odysseyAnswers';
import { stepView, todoDetailView, todoListView, todoProgressView, todoResourceSummaryView } from '../../projections/todos/todoAnswers';
import { testAppForSuite } from '../support/testAppForSuite';

/**
 * Answers whose JSON PostgreSQL builds (json_agg, row_to_json, projected bodies) hold to the
 * schema their route declares, the one the OpenAPI document and the web types come from.
 * Those sent as text (sendJsonText, the answer cache) skip fastify's serializer, so nothing
 * else checks them: each one is caught as it is sent and held to `routeOptions.schema`, the
 * route's own. The others pass the serializer, which strips what the schema does not name;
 * their bodies are held to the same schemas here. The plan reaches every part of the shapes:
 * an odyssey, missions, todos with steps, evidence (a long one, for its preview), findings and
 * chat, an evaluated todo, a force-completed one, a copy, a standalone one, a deleted and
 * restored one, one overdue, and waits between them (in a mission, across missions, standalone).
 */

/** What went out as JSON text: the route (method and pattern), its status and schema, the body. */
type SentText = { route: string; status: number; schema: unknown; body: string };
const mockSentAsText: SentText[] = [];
const sentAsText = mockSentAsText;

jest.mock('../../api/http/sendJsonText', () => {
  const actual = jest.requireActual('../../api/http/sendJsonText');
  return {
    sendJsonText(reply: FastifyReply, json: string) {
      const { method, url, schema } = reply.request.routeOptions;
      const status = reply.statusCode;
      mockSentAsText.push({ route: `${method} ${url}`, status, schema: (schema?.response as Record<number, unknown> | undefined)?.[status], body: json });
      return actual.sendJsonText(reply, json);
    },
  };
});

const { t, alice } = testAppForSuite();

/** The paths of `sent` that `parsed` (the schema's output, which drops unknown keys) lacks. */
function unnamedFields(sent: unknown, parsed: unknown, at = '$'): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) return sent.flatMap((item, i) => unnamedFields(item, parsed[i], `${at}[${i}]`));
  if (sent && typeof sent === 'object' && parsed && typeof parsed === 'object') {
    return Object.entries(sent).flatMap(([key, value]) =>
      key in parsed ? unnamedFields(value, (parsed as Record<string, unknown>)[key], `${at}.${key}`) : [`${at}.${key}`],
    );
  }
  return [];
}

/** Fails with the route and zod's issues when `body` is not what `schema` says, or says more. */
function expectShape(route: string, schema: z.ZodType, body: unknown): void {
  const result = schema.safeParse(body);
  if (!result.success) throw new Error(`${route} answered a body its schema refuses:\n${z.prettifyError(result.error)}`);
  const extra = unnamedFields(body, result.data);
  if (extra.length > 0) throw new Error(`${route} answered fields its schema does not name: ${extra.join(', ')}`);
}

async function ok(response: Promise<InjectResponse>, status = 200): Promise<any> {
  const res = await response;
  if (res.statusCode !== status) throw new Error(`${res.statusCode} (expected ${status}): ${res.body}`);
  return res.statusCode === 204 ? null : res.json();
}

/** The routes that send JSON text, read from the route modules: each must be called below. */
function routesSendingText(): string[] {
  const dir = path.resolve(__dirname, '../../api/routes');
  const routes: string[] = [];
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    const declarations = [...source.matchAll(/app\.(get|post|put|delete)\(\s*'([^']+)'/g)];
    for (const call of source.matchAll(/answerCache\.send\(|sendJsonText\(/g)) {
      const declaration = declarations.filter((d) => d.index! < call.index!).at(-1)!;
      routes.push(`${declaration[1].toUpperCase()} /api${declaration[2]}`);
    }
  }
  return [...new Set(routes)].sort();
}

async function buildPlan() {
  const as = t.as(alice);
  const odyssey = await ok(as.post('/api/odysseys', { title: 'Run a marathon', description: 'Spring race' }), 201);
  const mission = await ok(as.post('/api/missions', { title: 'Base training', description: 'Twelve weeks', odyssey_id: odyssey.id }), 201);
  const second = await ok(as.post('/api/missions', { title: 'Race week', odyssey_id: odyssey.id }), 201);
  await ok(as.post('/api/missions', { title: 'Stretching', description: null }), 201);
  const todo = (title: string, extra: Record<string, unknown> = {}) =>
    ok(as.post('/api/todos', { title, success_criteria: `${title}: done`, mission_id: mission.id, priority: 'high', ...extra }), 201);

  const worked = await todo('Build the weekly plan', { description: 'Long runs on Sundays', due_date: '2031-01-01T00:00:00Z' });
  const evaluated = await todo('Buy shoes', { priority: 'low' });
  const forced = await todo('Book a physio');
  const overdue = await todo('Register for the race', { due_date: '2020-01-01T00:00:00Z', mission_id: second.id });
  const deleted = await todo('Plan the taper', { mission_id: second.id });
  const standalone = await ok(as.post('/api/todos', { title: 'Read a running book', success_criteria: 'Finished it' }), 201);

  const steps = await t.plannedSteps(alice, worked.id);
  await ok(as.put(`/api/steps/${steps[0].id}/complete`));
  const long = `Ran 8 km 🏃 ${'x'.repeat(130)} and then some more`;
  await ok(as.post(`/api/steps/${steps[1].id}/evidence`, { content_type: 'text', content_text: long }), 201);
  await ok(as.post(`/api/steps/${steps[1].id}/evidence`, { content_type: 'link', content_text: 'The plan', file_url: 'https://example.com/plan' }), 201);
  await ok(as.post('/api/step-assistant/findings', { step_id: steps[1].id, finding_type: 'decision', title: 'Pace', content: 'Even splits', source: 'watch' }), 201);
  await ok(as.post('/api/step-assistant/chat', { step_id: steps[1].id, message: 'I found that 5:30 per km suits me' }));
  await ok(as.post(`/api/steps/${steps[1].id}/notes`, { content: 'Check the hills' }));

  for (const step of await t.plannedSteps(alice, evaluated.id)) await ok(as.put(`/api/steps/${step.id}/complete`));
  await t.plannedSteps(alice, forced.id);
  await ok(as.post(`/api/todos/${forced.id}/force-complete`));
  await t.plannedSteps(alice, overdue.id);
  const copy = await ok(as.post(`/api/todos/${worked.id}/copy`), 201);
  // Waits: within a mission, across missions, on a standalone todo, and of a todo deleted and restored.
  const waitFor = (todoId: string, dependsOn: string) => ok(as.post(`/api/todos/${todoId}/dependencies`, { depends_on: dependsOn }));
  await waitFor(worked.id, evaluated.id);
  await waitFor(overdue.id, worked.id);
  await waitFor(standalone.id, forced.id);
  await waitFor(deleted.id, worked.id);
  await t.plannedSteps(alice, deleted.id);
  await ok(as.delete(`/api/todos/${deleted.id}`), 204);
  await ok(as.post(`/api/trash/todo/${deleted.id}/restore`));
  await t.plannedSteps(alice, standalone.id);
  await t.quiet();

  return { odyssey, missions: [mission, second], todos: [worked, evaluated, forced, overdue, deleted, standalone, copy], stepIds: steps.map((s) => s.id) };
}

it('every answer built by PostgreSQL, sent as text or not, is what its route\'s schema says', async () => {
  const plan = await buildPlan();
  const as = t.as(alice);
  /** Route pattern, URL, the schema the route declares. */
  const reads: Array<[string, string, z.ZodType]> = [
    ['GET /api/todos', '/api/todos', todoListView],
    ['GET /api/todos', '/api/todos?limit=3', todoListView],
    ['GET /api/todos', `/api/todos?mission_id=${plan.missions[0].id}&status=completed`, todoListView],
    ['GET /api/missions', '/api/missions', missionListView],
    ['GET /api/missions', '/api/missions?status=active', missionListView],
    ['GET /api/odysseys', '/api/odysseys', z.array(odysseyView)],
    ['GET /api/odysseys/:id', `/api/odysseys/${plan.odyssey.id}`, odysseyView],
    ['GET /api/odysseys/:id/graph', `/api/odysseys/${plan.odyssey.id}/graph`, odysseyGraphView],
    ['GET /api/odysseys/:id/as-of', `/api/odysseys/${plan.odyssey.id}/as-of?at=${encodeURIComponent(new Date().toISOString())}`, odysseyAsOfAnswer],
    ['GET /api/dashboard/summary', '/api/dashboard/summary', dashboardSummaryView],
  ];
  for (const mission of plan.missions) {
    reads.push(
      ['GET /api/missions/:id', `/api/missions/${mission.id}`, missionDetailView],
      ['GET /api/missions/:id/graph', `/api/missions/${mission.id}/graph`, missionGraphView],
      ['GET /api/missions/:id/resource-summary', `/api/missions/${mission.id}/resource-summary`, missionResourceSummaryView],
      ['GET /api/missions/:id/as-of', `/api/missions/${mission.id}/as-of?at=${encodeURIComponent(new Date().toISOString())}`, missionAsOfAnswer],
    );
  }
  for (const todo of plan.todos) {
    reads.push(
      ['GET /api/todos/:id', `/api/todos/${todo.id}`, todoDetailView],
      ['GET /api/todos/:id/progress', `/api/todos/${todo.id}/progress`, todoProgressView],
      ['GET /api/todos/:id/resource-summary', `/api/todos/${todo.id}/resource-summary`, todoResourceSummaryView],
      ['GET /api/steps/todo/:todoId', `/api/steps/todo/${todo.id}`, z.array(stepView)],
    );
  }
  for (const stepId of plan.stepIds) reads.push(['GET /api/steps/:id', `/api/steps/${stepId}`, stepView]);

  const bodies = new Map<string, unknown[]>();
  for (const [route, url, schema] of reads) {
    // Twice: built, then as the answer cache keeps it.
    for (let i = 0; i < 2; i++) {
      const body = await ok(as.get(url));
      expectShape(`${route} (${url})`, schema, body);
      bodies.set(route, [...(bodies.get(route) ?? []), body]);
    }
  }

  // Each answer sent as text, against the schema its own route declares.
  for (const sent of sentAsText) {
    expect(sent.schema).toBeDefined();
    expectShape(`${sent.route} (sent as text)`, sent.schema as z.ZodType, JSON.parse(sent.body));
  }
  // Every route that sends text was called, and was caught sending it.
  expect([...new Set(sentAsText.map((s) => s.route))].sort()).toEqual(routesSendingText());

  // The plan reached the parts of the shapes that are empty or null in a bare plan.
  const [list] = bodies.get('GET /api/todos') as Array<Array<Record<string, any>>>;
  expect(list).toHaveLength(plan.todos.length);
  expect(list.filter((todo) => todo.completion_evaluation !== null).length).toBeGreaterThanOrEqual(1);
  expect(list.some((todo) => todo.copied_from_todo_id !== null && todo.is_overdue === false)).toBe(true);
  expect(list.some((todo) => todo.is_overdue)).toBe(true);
  expect(list.some((todo) => todo.mission_id === null)).toBe(true);
  expect(list.some((todo) => todo.depends_on.length > 0 && todo.blocked)).toBe(true);
  expect(list.some((todo) => todo.needed_by.length > 1)).toBe(true);
  const [detail] = bodies.get('GET /api/missions/:id') as Array<Record<string, any>>;
  expect(detail.todos.some((todo: { depends_on: string[] }) => todo.depends_on.length > 0)).toBe(true);
  expect(detail.todo_order).toHaveLength(detail.todos.length);
  const progress = (bodies.get('GET /api/todos/:id/progress') as Array<Record<string, any>>)[0];
  expect(progress).toMatchObject({ metrics: { total_evidence: 2 } });
  expect(progress.findings.length).toBeGreaterThanOrEqual(1);
  const summary = (bodies.get('GET /api/todos/:id/resource-summary') as Array<Record<string, any>>)[0];
  expect([summary.evidence_previews.length, summary.chat_previews.length, summary.finding_previews.length].every((n) => n > 0)).toBe(true);
  const graph = (bodies.get('GET /api/odysseys/:id/graph') as Array<Record<string, any>>)[0];
  expect(graph.total_steps).toBeGreaterThan(0);
  const dashboard = (bodies.get('GET /api/dashboard/summary') as Array<Record<string, any>>)[0];
  expect(dashboard.in_progress_todos.length).toBeGreaterThan(0);
  expect(dashboard.missions_needing_attention.length).toBeGreaterThan(0);
}, 120_000);
