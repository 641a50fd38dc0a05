import type { Knex } from 'knex';
import { allProjectors } from '../../projections/allProjectors';
import { listConversations, listMessages } from '../../projections/director/queries';
import { listJobs } from '../../projections/jobs/queries';
import { dashboardSummary } from '../../projections/missions/dashboardQueries';
import { getMissionDetail, listMissionsJson } from '../../projections/missions/queries';
import { listOdysseys } from '../../projections/odysseys/queries';
import { getTodo, listTodosJson } from '../../projections/todos/queries';
import type { TestUser } from '../support/testApp';
import { listenLocally } from '../support/listenLocally';
import { testAppForSuite } from '../support/testAppForSuite';

/**
 * Point-in-time replay: what the read models (and the API answers built on them) said at T
 * is what a replay up to T rebuilds, however much changed after T. Live, the read models
 * applied the log a few events at a time as the commands came; the replay applies it in
 * pages of thousands: each read model's one apply path gives the same rows either way.
 */

/** A fixed clock: overdue and health mean the same at capture time and at comparison time. */
const clock = new Date('2026-01-15T10:00:00.000Z');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const { t, admin, alice, bob } = testAppForSuite({ now: () => clock });
let baseUrl: string;
beforeAll(async () => {
  baseUrl = await listenLocally(t.app);
});

/** Nothing is being appended any more (the planner works in the background) and the read models hold it all. */

async function chat(user: TestUser, message: string, conversationId: string | null = null): Promise<string> {
  const raw = await fetch(`${baseUrl}/api/director/chat`, {
    method: 'POST',
    headers: { ...user.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ message, conversation_id: conversationId }),
  }).then((r) => r.text());
  return /"conversation_id":\s*"([0-9a-f-]{36})"/.exec(raw)![1];
}

/** Every row of every read model table in a schema, as comparable text. */
async function readModelRows(db: Knex, schema: string): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const table of allProjectors.flatMap((p) => p.tables)) {
    tables[table] = (await db.raw('SELECT row_to_json(t)::text AS r FROM ??.?? t ORDER BY 1', [schema, table])).rows.map((r: { r: string }) => r.r);
  }
  return tables;
}

async function inTurn<T, R>(items: T[], read: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (const item of items) results.push(await read(item));
  return results;
}

/** What alice's screens read, through the API's own query functions, from one schema. */
async function aliceReads(db: Knex, schema: string, ids: { todos: string[]; missions: string[]; conversations: string[] }) {
  return db.transaction(async (trx) => {
    await trx.raw('SET LOCAL search_path TO ??', [schema]);
    const userId = alice.user.id;
    const reads = {
      todos: JSON.parse((await listTodosJson(trx, userId, {}, clock, 'UTC')).json),
      // One read at a time: a transaction is one connection.
      todoDetails: await inTurn(ids.todos, (id) => getTodo(trx, userId, id, clock, 'UTC')),
      missions: JSON.parse((await listMissionsJson(trx, userId, clock, 'UTC')).body),
      missionDetails: await inTurn(ids.missions, (id) => getMissionDetail(trx, userId, id, clock, 'UTC')),
      odysseys: await listOdysseys(trx, userId, clock, 'UTC'),
      conversations: (await listConversations(trx, userId)).conversations,
      messages: await inTurn(ids.conversations, (id) => listMessages(trx, id)),
      jobs: await listJobs(trx, userId),
      dashboard: await dashboardSummary(trx, userId, clock, 'UTC'),
    };
    // As JSON, the way the API sends them (dates become ISO text).
    return JSON.parse(JSON.stringify(reads));
  });
}

async function apiAnswers(ids: { todos: string[]; missions: string[]; conversations: string[] }) {
  const get = async (url: string) => {
    const res = await t.as(alice).get(url);
    return res.statusCode === 200 ? res.json() : undefined;
  };
  return {
    todos: await get('/api/todos/'),
    todoDetails: await Promise.all(ids.todos.map((id) => get(`/api/todos/${id}`))),
    missions: await get('/api/missions/'),
    missionDetails: await Promise.all(ids.missions.map((id) => get(`/api/missions/${id}`))),
    odysseys: await get('/api/odysseys/'),
    conversations: await get('/api/director/conversations'),
    messages: await Promise.all(ids.conversations.map((id) => get(`/api/director/conversations/${id}/messages`))),
    jobs: await get('/api/jobs/user/me'),
    dashboard: await get('/api/dashboard/summary'),
  };
}

it('a replay up to T rebuilds exactly the read models, and the answers, of time T', async () => {
  // ---- before T ----
  const odyssey = (await t.as(alice).post('/api/odysseys/', { title: 'Change careers', description: 'Into data engineering' })).json();
  const mission = (await t.as(alice).post('/api/missions/', { title: 'Learn SQL', description: null, odyssey_id: odyssey.id })).json();
  const sql = (await t.as(alice).post('/api/todos/', { title: 'Finish a SQL course', success_criteria: 'Certificate', mission_id: mission.id, due_date: '2026-01-10' })).json();
  const cv = (await t.as(alice).post('/api/todos/', { title: 'Rewrite my CV', success_criteria: 'CV sent to 3 people', priority: 'high' })).json();
  const sqlSteps = await t.plannedSteps(alice, sql.id);
  await t.plannedSteps(alice, cv.id);
  await t.as(alice).put(`/api/steps/${sqlSteps[0].id}/complete`);
  await t.as(alice).post('/api/step-assistant/chat', { step_id: sqlSteps[1].id, message: 'I decided on the Stanford course' });
  const conversation = await chat(alice, 'What should I do first?');
  const job = (await t.as(alice).post('/api/mission-breakdown/generate-todos-async', { mission_title: 'Learn SQL', mission_description: '', qa_pairs: [], mission_id: mission.id })).json();
  for (let i = 0; i < 200 && (await t.as(alice).get(`/api/jobs/${job.job_id}`)).json().status !== 'completed'; i++) await sleep(50);
  await t.as(bob).post('/api/todos/', { title: 'Bob’s todo', success_criteria: 'Done' });
  expect((await t.as(bob).post('/api/onboarding/complete')).statusCode).toBe(200);
  // Settings and a calendar feed: read models of their own.
  expect((await t.as(alice).put('/api/director/settings', { response_style: 'concise' })).statusCode).toBe(200);
  expect((await t.as(alice).post('/api/calendar/feed')).statusCode).toBe(201);
  // Undo and restore in the log: a todo deleted and restored, a mission left in Recently deleted.
  const book = (await t.as(alice).post('/api/todos/', { title: 'Read a data book', success_criteria: 'Finished' })).json();
  await t.plannedSteps(alice, book.id);
  expect((await t.as(alice).delete(`/api/todos/${book.id}`)).statusCode).toBe(204);
  expect((await t.as(alice).post(`/api/trash/todo/${book.id}/restore`)).statusCode).toBe(200);
  // Reopening: a step and a todo taken back after they were completed, and the mission of that todo with them.
  const bookSteps = await t.plannedSteps(alice, book.id);
  expect((await t.as(alice).put(`/api/steps/${bookSteps[0].id}/complete`)).statusCode).toBe(200);
  expect((await t.as(alice).put(`/api/steps/${bookSteps[0].id}/reopen`)).statusCode).toBe(200);
  const stats = (await t.as(alice).post('/api/missions/', { title: 'Learn statistics' })).json();
  const course = (await t.as(alice).post('/api/todos/', { title: 'Statistics course', success_criteria: 'Passed', mission_id: stats.id })).json();
  await t.plannedSteps(alice, course.id);
  expect((await t.as(alice).post(`/api/todos/${course.id}/force-complete`)).statusCode).toBe(200);
  await t.quiet();
  expect((await t.as(alice).get(`/api/missions/${stats.id}`)).json().status).toBe('completed');
  expect((await t.as(alice).put(`/api/todos/${course.id}/reopen`)).statusCode).toBe(200);
  await t.quiet();
  expect((await t.as(alice).get(`/api/missions/${stats.id}`)).json().status).toBe('active');
  const scala = (await t.as(alice).post('/api/missions/', { title: 'Learn Scala' })).json();
  expect((await t.as(alice).delete(`/api/missions/${scala.id}`)).statusCode).toBe(204);
  // A mission re-plan undone (its todo back, the re-plan's todo set aside), and one kept.
  const python = (await t.as(alice).post('/api/missions/', { title: 'Learn Python' })).json();
  const basics = (await t.as(alice).post('/api/todos/', { title: 'Python basics', success_criteria: 'A script runs', mission_id: python.id })).json();
  await t.plannedSteps(alice, basics.id);
  const replan = await t.as(alice).post(`/api/missions/${python.id}/replan`, { title: 'Learn Go' });
  expect(replan.statusCode).toBe(200);
  const replanRevision = (JSON.parse(replan.headers['x-undo'] as string) as { revision: number }).revision;
  expect((await t.as(alice).post('/api/todos/', { title: 'Take the Go tour', success_criteria: 'Tour done', mission_id: python.id, replan_revision: replanRevision })).statusCode).toBe(201);
  // Made by hand after the re-plan: its undo leaves it in the mission.
  expect((await t.as(alice).post('/api/todos/', { title: 'Install Go', success_criteria: 'go version runs', mission_id: python.id })).statusCode).toBe(201);
  expect((await t.as(alice).post('/api/undo', JSON.parse(replan.headers['x-undo'] as string))).statusCode).toBe(200);
  const rust = (await t.as(alice).post('/api/missions/', { title: 'Learn Rust' })).json();
  expect((await t.as(alice).post('/api/todos/', { title: 'Read the Rust book', success_criteria: 'Finished', mission_id: rust.id })).statusCode).toBe(201);
  expect((await t.as(alice).post(`/api/missions/${rust.id}/replan`, { title: 'Learn Zig' })).statusCode).toBe(200);

  // Waits between todos: one kept, one removed again, one on a todo deleted after T.
  const link = (todoId: string, dependsOn: string) => t.as(alice).post(`/api/todos/${todoId}/dependencies`, { depends_on: dependsOn });
  expect((await link(book.id, sql.id)).statusCode).toBe(200);
  expect((await link(book.id, cv.id)).statusCode).toBe(200);
  expect((await t.as(alice).delete(`/api/todos/${book.id}/dependencies/${cv.id}`)).statusCode).toBe(200);
  expect((await link(sql.id, cv.id)).statusCode).toBe(200);
  await t.quiet();
  const until = new Date((await t.services.deps.db('events').max('recorded_at as at').first())!.at).toISOString();
  const headAtT = await t.services.rawStore.headPosition();
  const ids = { todos: [sql.id, cv.id, basics.id, course.id], missions: [mission.id, python.id, rust.id, stats.id], conversations: [conversation] };
  const rowsAtT = await readModelRows(t.services.deps.db, 'public');
  // The scenario gives every read model rows to compare.
  const empty = allProjectors.filter((p) => p.tables.every((table) => rowsAtT[table].length === 0)).map((p) => p.name);
  expect(empty).toEqual([]);
  const readsAtT = await aliceReads(t.services.deps.db, 'public', ids);
  const answersAtT = await apiAnswers(ids);
  expect(Object.entries(answersAtT).filter(([, v]) => v === undefined || (Array.isArray(v) && v.includes(undefined)))).toEqual([]);
  // Nothing moved while we looked: this is the state at T.
  expect(await t.services.rawStore.headPosition()).toBe(headAtT);
  await sleep(20);

  // ---- after T: changes of every kind ----
  for (const step of sqlSteps.slice(1)) await t.as(alice).put(`/api/steps/${step.id}/complete`);
  await t.as(alice).put(`/api/missions/${mission.id}`, { title: 'Learn SQL and Python', description: 'Both', status: 'active', odyssey_id: odyssey.id });
  await t.as(alice).delete(`/api/todos/${cv.id}`);
  const later = (await t.as(alice).post('/api/todos/', { title: 'Apply for jobs', success_criteria: '5 applications' })).json();
  await t.plannedSteps(alice, later.id);
  await chat(alice, 'And then?', conversation);
  await t.as(alice).post(`/api/odysseys/${odyssey.id}/complete`);
  await t.quiet();
  const answersNow = await apiAnswers(ids);
  expect(answersNow).not.toEqual(answersAtT);

  // ---- replay to T ----
  const started = await t.as(admin).post('/api/admin/replays', { until, schema: 'as_of_t' });
  expect(started.statusCode).toBe(202);
  let run = started.json();
  for (let i = 0; i < 200 && run.status === 'running'; i++) {
    await sleep(50);
    run = (await t.as(admin).get(`/api/admin/replays/${run.id}`)).json();
  }
  expect(run).toMatchObject({ status: 'completed', last_position: headAtT!.toString() });

  // Every read model row, of every user, as it was at T.
  expect(await readModelRows(t.services.deps.db, 'as_of_t')).toEqual(rowsAtT);
  // alice's screens, read from the replay by the API's query functions, as they were at T...
  const replayed = await aliceReads(t.services.deps.db, 'as_of_t', ids);
  expect(replayed).toEqual(readsAtT);
  // ...and holding everything the API answered at T.
  expect(replayed).toMatchObject(answersAtT);
  expect(replayed.todos.map((x: { title: string }) => x.title).sort()).toEqual(['Finish a SQL course', 'Install Go', 'Python basics', 'Read a data book', 'Rewrite my CV', 'Statistics course']);
});
