import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { allProjectors } from '../../projections/allProjectors';
import { applyBatchToProjectors } from '../../projections/applyBatch';
import type { TestUser } from '../support/testApp';
import { testAppForSuite } from '../support/testAppForSuite';
import { listenLocally } from '../support/listenLocally';
import { directorReply } from '../support/directorReplyText';

/**
 * Erasure by crypto-shredding: once an admin deletes a user, nothing the system holds (any
 * table of the database, the log included; the export; history; replays) reveals their
 * email or anything they wrote, and the read models rebuilt from the log equal the live ones.
 */

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const marker = `zqmark${randomUUID().replace(/-/g, '')}`;
const email = `erin-${randomUUID().slice(0, 8)}@example.com`;

const { t, admin, bob } = testAppForSuite();
let baseUrl: string;
/** The user erased, under an email no other row holds. */
let erin: TestUser;

beforeAll(async () => {
  baseUrl = await listenLocally(t.app);
  erin = await t.registerUser(email);
});

async function replay(schema: string) {
  const until = new Date(Date.now() + 60_000).toISOString();
  let run = (await t.as(admin).post('/api/admin/replays', { until, schema })).json();
  for (let i = 0; i < 400 && run.status === 'running'; i++) {
    await sleep(50);
    run = (await t.as(admin).get(`/api/admin/replays/${run.id}`)).json();
  }
  expect(run.status).toBe('completed');
}

/** Tables (any schema) whose rows, as text, contain the needle. */
async function tablesHolding(db: Knex, needle: string): Promise<string[]> {
  const tables: Array<{ table_schema: string; table_name: string }> = (
    await db.raw(`SELECT table_schema, table_name FROM information_schema.tables
                  WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`)
  ).rows;
  const found: string[] = [];
  for (const { table_schema: schema, table_name: table } of tables) {
    const { rows } = await db.raw('SELECT count(*)::int AS n FROM ??.?? t WHERE strpos(lower(t::text), lower(?)) > 0', [schema, table, needle]);
    if (rows[0].n > 0) found.push(`${schema}.${table}`);
  }
  return found;
}

async function readModelRows(db: Knex, schema: string): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const table of allProjectors.flatMap((p) => p.tables)) {
    tables[table] = (await db.raw('SELECT row_to_json(t)::text AS r FROM ??.?? t ORDER BY 1', [schema, table])).rows.map((r: { r: string }) => r.r);
  }
  return tables;
}

let todoId: string;

it('keeps no personal data in the log even while the user exists', async () => {
  const todo = (await t.as(erin).post('/api/todos/', { title: `Plan ${marker}`, description: `About ${marker}`, success_criteria: `Done ${marker}` })).json();
  todoId = todo.id;
  const steps = await t.plannedSteps(erin, todoId);
  await t.as(erin).post('/api/step-assistant/chat', { step_id: steps[0].id, message: `I decided ${marker}` });
  await t.as(erin).post(`/api/steps/${steps[0].id}/notes`, { content: `note ${marker}` });
  await directorReply(baseUrl, erin, `Director, help with ${marker}`);
  for (const step of steps) await t.as(erin).put(`/api/steps/${step.id}/complete`);
  // Questions produce no event of their own: their planner call is on erin's planner-call stream.
  expect((await t.as(erin).post('/api/mission-breakdown/questions', { title: `Learn ${marker}`, description: `Because ${marker}` })).statusCode).toBe(200);
  await t.as(bob).post('/api/todos/', { title: 'Bob keeps his todo', success_criteria: 'Done' });
  // A read model that fails on one of Erin's events keeps a dead letter whose error quotes her text.
  const [created] = await t.services.deps.store.readStream(`todo-${todoId}`);
  const failing = { name: 'failing_read_model', lifecycle: 'async' as const, version: 1, tables: [], handles: ['TodoCreated'], setup: async () => undefined,
    apply: async (_trx: unknown, events: { data: unknown }[]) => { throw new Error(`cannot apply "${(events[0].data as { title: string }).title}"`); } };
  await applyBatchToProjectors(t.services.deps.db, [failing], new Map([['failing_read_model', null]]), [created], { info() {}, warn() {}, error() {} }, { schema: 'public' });
  await t.quiet();
  await replay('before_erasure');

  const db = t.services.deps.db;
  // The search finds what is there: the read models and the replay show it to the user...
  expect(await tablesHolding(db, marker)).toEqual(expect.arrayContaining(['public.todos', 'public.step_chat_messages', 'before_erasure.todos', 'public.projection_dead_letters']));
  expect(Number((await db('analytics_todo_facts').where({ user_id: erin.user.id }).count({ n: '*' }).first())!.n)).toBe(1);
  // ...but the log holds neither the texts nor the email.
  expect(await tablesHolding(db, marker).then((ts) => ts.filter((x) => x.endsWith('.events')))).toEqual([]);
  expect((await tablesHolding(db, email)).filter((x) => x.endsWith('.events'))).toEqual([]);
  // History opens them for the owner.
  const history = await t.as(erin).get(`/api/history/todo/${todoId}`);
  expect(history.statusCode).toBe(200);
  expect(history.body).toContain(marker);
});

it('after deleting the user, no table, export, history or replay holds their email or texts', async () => {
  expect((await t.as(admin).delete(`/api/admin/users/${erin.user.id}`)).statusCode).toBe(204);
  await t.quiet();
  await replay('after_erasure');
  const db = t.services.deps.db;

  expect(await tablesHolding(db, marker)).toEqual([]);
  expect(await tablesHolding(db, email)).toEqual([]);
  // The dead letter stays (an event failed, where and when) with its text redacted.
  expect(await db('projection_dead_letters').where({ projector: 'failing_read_model' }).select('user_id', 'error')).toEqual([{ user_id: erin.user.id, error: '[erased]' }]);

  const exported = await t.as(admin).get('/api/admin/export');
  expect(exported.statusCode).toBe(200);
  expect(exported.body).toContain(`"${erin.user.id}"`);
  expect(exported.body).not.toContain(marker);
  expect(exported.body.toLowerCase()).not.toContain(email);

  const history = await t.as(admin).get(`/api/history/todo/${todoId}`);
  expect(history.statusCode).toBe(200);
  expect(history.body).not.toContain(marker);
  expect(history.body.toLowerCase()).not.toContain(email);
  expect(history.body).toContain('[erased]');

  // Other users are untouched; the email is free again.
  expect((await t.as(bob).get('/api/todos/')).json().map((x: { title: string }) => x.title)).toEqual(['Bob keeps his todo']);
  const again = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: 'another password' } });
  expect(again.statusCode).toBe(201);
});

it('read models rebuilt from a log with an erased user equal the live ones', async () => {
  await t.quiet();
  await replay('rebuilt_after_erasure');
  const db = t.services.deps.db;
  expect(await readModelRows(db, 'rebuilt_after_erasure')).toEqual(await readModelRows(db, 'public'));
});

it('a replay of a log with two accounts registered, then both erased, applies every event', async () => {
  const first = await t.registerUser();
  const second = await t.registerUser();
  for (const user of [first, second]) expect((await t.as(admin).delete(`/api/admin/users/${user.user.id}`)).statusCode).toBe(204);
  await t.quiet();
  await replay('replay_two_erased');
  const db = t.services.deps.db;
  // Both addresses read "[erased]" while the replay applies their registrations.
  expect(await db('replay_two_erased.projection_dead_letters').select('event_type', 'error')).toEqual([]);
  expect(await readModelRows(db, 'replay_two_erased')).toEqual(await readModelRows(db, 'public'));
});
