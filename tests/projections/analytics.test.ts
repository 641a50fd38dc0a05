import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { Client } from 'pg';
import { analyticsViews } from '../../projections/analytics/analyticsViews';
import { setupAnalytics } from '../../projections/analytics/setupAnalytics';
import { testServerUrl } from '../support/db';
import { testAppForSuite } from '../support/testAppForSuite';
import { eventually } from '../support/eventually';
import { listenLocally } from '../support/listenLocally';
import { directorReply } from '../support/directorReplyText';

/** A role of this test's own (roles are shared by every database of the server). */
const role = `odyssey_analyst_test_${randomBytes(4).toString('hex')}`;

const { t, alice, bob } = testAppForSuite();
let db: Knex;
const ids: Record<string, string> = {};

/** Runs `work` as the analyst role (the test's server user may switch to any role). */
async function asAnalyst<T>(work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (trx) => {
    await trx.raw(`SET LOCAL ROLE ${role}`);
    return work(trx);
  });
}

beforeAll(async () => {
  db = t.services.deps.db;
  const baseUrl = await listenLocally(t.app);

  const odyssey = (await t.as(alice).post('/api/odysseys/', { title: 'Run a marathon', description: null })).json();
  const mission = (await t.as(alice).post('/api/missions/', { title: 'Build a base', description: null, odyssey_id: odyssey.id })).json();
  const done = (await t.as(alice).post('/api/todos/', { title: 'Run 3 times a week', success_criteria: '12 runs logged', mission_id: mission.id })).json();
  const late = (await t.as(alice).post('/api/todos/', { title: 'Buy shoes', success_criteria: 'Shoes bought', due_date: '2020-01-01' })).json();
  Object.assign(ids, { odyssey: odyssey.id, mission: mission.id, done: done.id, late: late.id });
  const steps = await t.plannedSteps(alice, done.id);
  await t.plannedSteps(alice, late.id);
  await t.as(alice).post('/api/step-assistant/chat', { step_id: steps[0].id, message: 'I will run in the mornings' });
  for (const step of steps) await t.as(alice).put(`/api/steps/${step.id}/complete`);
  // The evaluation arrives in the background; with gaps, alice completes it herself.
  const evaluated = await eventually(() => t.as(alice).get(`/api/todos/${done.id}`).then((r) => r.json()), (todo) => todo.completion_evaluation !== null);
  expect(evaluated.completion_evaluation).not.toBeNull();
  if (evaluated.status !== 'completed') await t.as(alice).post(`/api/todos/${done.id}/force-complete`);
  const job = (await t.as(alice).post('/api/mission-breakdown/generate-todos-async', { mission_title: 'Build a base', mission_description: '', qa_pairs: [], mission_id: mission.id })).json();
  ids.job = job.job_id;
  expect((await eventually(() => t.as(alice).get(`/api/jobs/${job.job_id}`).then((r) => r.json()), (j) => j.status === 'completed')).status).toBe('completed');
  await directorReply(baseUrl, alice, 'How am I doing?');
  expect((await t.as(alice).post(`/api/todos/${late.id}/dependencies`, { depends_on: done.id })).statusCode).toBe(200);
  const bobs = (await t.as(bob).post('/api/todos/', { title: 'Bob’s todo', success_criteria: 'Done' })).json();
  await t.plannedSteps(bob, bobs.id);
  await t.quiet();

  const result = await setupAnalytics(db, { role });
  expect(result).toEqual({ views: analyticsViews.map((v) => v.name), skipped: [], role, canLogin: false, locksWithheld: true });
}, 120_000);

afterAll(async () => {
  const admin = new Client({ connectionString: testServerUrl() });
  await admin.connect();
  await admin.query(`DROP ROLE IF EXISTS ${role}`).finally(() => admin.end());
});

describe('the analytics views, read by the analyst role', () => {
  it('analytics.todo_dependencies: each wait with both todos, whether they share a mission and whether it still holds the todo up', async () => {
    const rows = await asAnalyst((trx) => trx('analytics.todo_dependencies').where({ user_id: alice.user.id }));
    expect(rows).toEqual([
      expect.objectContaining({
        todo_id: ids.late,
        depends_on_todo_id: ids.done,
        todo_title: 'Buy shoes',
        todo_mission_id: null,
        depends_on_title: 'Run 3 times a week',
        depends_on_status: 'completed',
        depends_on_mission_id: ids.mission,
        same_mission: false,
        blocking: false,
      }),
    ]);
    expect(await asAnalyst((trx) => trx('analytics.todo_dependencies').where({ user_id: bob.user.id }))).toEqual([]);
  });

  it('analytics.todos: live todos with mission and odyssey titles, step counts and overdue now', async () => {
    const rows = await asAnalyst((trx) => trx('analytics.todos').where({ user_id: alice.user.id }).orderBy('title'));
    expect(rows.map((r) => r.title)).toEqual(['Buy shoes', 'Run 3 times a week']);
    const [late, done] = rows;
    expect(done).toMatchObject({ todo_id: ids.done, status: 'completed', mission_id: ids.mission, mission_title: 'Build a base', odyssey_id: ids.odyssey, odyssey_title: 'Run a marathon', evaluated: true, is_overdue: false });
    expect(done.completed_steps).toBe(done.total_steps);
    expect(late).toMatchObject({ todo_id: ids.late, mission_title: null, odyssey_title: null, is_overdue: true, evaluated: false });
  });

  it('analytics.missions: counts and progress', async () => {
    const [mission] = await asAnalyst((trx) => trx('analytics.missions').where({ mission_id: ids.mission }));
    expect(mission).toMatchObject({ title: 'Build a base', odyssey_title: 'Run a marathon', total_todos: 1, completed_todos: 1, overdue_todos: 0, progress_percentage: 100 });
  });

  it('analytics.todo_completion_times and evaluation_outcomes: completion, how, and the evaluation before it', async () => {
    const todo = (await t.as(alice).get(`/api/todos/${ids.done}`)).json();
    const kind = todo.completion_evaluation.todo_auto_completed ? 'auto' : 'forced';
    const [times] = await asAnalyst((trx) => trx('analytics.todo_completion_times').where({ todo_id: ids.done }));
    expect(times).toMatchObject({ user_id: alice.user.id, mission_id: ids.mission, completion_kind: kind, deleted: false });
    expect(Number(times.hours_to_complete)).toBeGreaterThanOrEqual(0);
    expect(new Date(times.completed_at).getTime()).toBeGreaterThanOrEqual(new Date(times.created_at).getTime());
    expect(times.started_at).not.toBeNull();

    const outcomes = await asAnalyst((trx) => trx('analytics.evaluation_outcomes').where({ todo_id: ids.done }));
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]).toMatchObject({
      user_id: alice.user.id,
      gaps_found: todo.completion_evaluation.gaps_found,
      gap_count: todo.completion_evaluation.gaps.length,
      recommendation: todo.completion_evaluation.recommendation,
      outcome: kind === 'auto' ? 'auto_completed' : 'force_completed',
    });
    expect(outcomes[0].criteria_met).toBeLessThanOrEqual(outcomes[0].criteria_count);

    // Deleting the todo removes it from the screens, not from the analysis.
    await t.as(alice).delete(`/api/todos/${ids.done}`);
    // The analytics read model is async: it holds the deletion once the runtime has applied it.
    await t.quiet();
    expect(await asAnalyst((trx) => trx('analytics.todos').where({ todo_id: ids.done }))).toEqual([]);
    const [after] = await asAnalyst((trx) => trx('analytics.todo_completion_times').where({ todo_id: ids.done }));
    expect(after).toMatchObject({ todo_id: ids.done, deleted: true });
  });

  it('analytics.planner_calls and planner_usage: every kind of AI call, with durations', async () => {
    const calls = await asAnalyst((trx) => trx('analytics.planner_calls').where({ user_id: alice.user.id }));
    const byCapability = (c: string) => calls.filter((x) => x.capability === c);
    expect(byCapability('todo_steps')).toHaveLength(2);
    expect(byCapability('step_chat')).toHaveLength(1);
    expect(byCapability('todo_evaluation')).toHaveLength(1);
    expect(byCapability('director_reply')).toHaveLength(1);
    expect(byCapability('mission_replan')).toEqual([expect.objectContaining({ subject_id: ids.job, status: 'completed', attempts: 1 })]);
    for (const call of calls) {
      expect(call.status).toBe('completed');
      expect(Number(call.duration_ms)).toBeGreaterThanOrEqual(0);
    }

    const usage = await asAnalyst((trx) => trx('analytics.planner_usage'));
    const total = await asAnalyst((trx) => trx('analytics.planner_calls').count({ n: '*' }).first());
    expect(usage.reduce((sum, u) => sum + Number(u.calls), 0)).toBe(Number(total!.n));
    const steps = usage.find((u) => u.capability === 'todo_steps' && u.status === 'completed')!;
    expect(Number(steps.calls)).toBe(3); // alice's two todos and bob's
    expect(Number(steps.users)).toBe(2);
    expect(Number(steps.p50_ms)).toBeLessThanOrEqual(Number(steps.max_ms));
  });

  it('analytics.events_per_day: the event log by day and type', async () => {
    const days = await asAnalyst((trx) => trx('analytics.events_per_day'));
    const events = await db('events').count({ n: '*' }).first();
    expect(days.reduce((sum, d) => sum + Number(d.events), 0)).toBe(Number(events!.n));
    const registered = days.filter((d) => d.event_type === 'UserRegistered');
    expect(registered.reduce((sum, d) => sum + Number(d.events), 0)).toBe(3);
  });
});

describe('docs/analytics.md', () => {
  it('every example query runs as the analyst and answers', async () => {
    const doc = fs.readFileSync(path.join(__dirname, '../../docs/analytics.md'), 'utf8');
    const queries = [...doc.matchAll(/```sql\n([\s\S]*?)```/g)].map((m) => m[1]);
    expect(queries.length).toBeGreaterThanOrEqual(8);
    for (const query of queries) {
      for (const statement of query.split(/;\s*\n/).map((q) => q.trim()).filter(Boolean)) {
        const { rows } = await asAnalyst((trx) => trx.raw(statement));
        expect(Array.isArray(rows)).toBe(true);
      }
    }
  });

  it('documents every view', () => {
    const doc = fs.readFileSync(path.join(__dirname, '../../docs/analytics.md'), 'utf8');
    for (const view of analyticsViews) expect(doc).toContain(`### analytics.${view.name} `);
  });
});

describe('the analyst role', () => {
  it('cannot write anything, nor read outside analytics', async () => {
    const attempts: Array<[string, RegExp]> = [
      [`INSERT INTO analytics.todos (todo_id) VALUES (gen_random_uuid())`, /permission denied|cannot insert/],
      [`UPDATE public.todos SET title = 'hacked'`, /permission denied/],
      [`DELETE FROM public.events`, /permission denied/],
      [`SELECT password_hash FROM public.user_credentials`, /permission denied|does not exist/],
      [`CREATE TABLE analytics.mine (x int)`, /permission denied/],
      [`CREATE TABLE public.mine (x int)`, /permission denied/],
      [`DROP VIEW analytics.todos`, /must be owner/],
    ];
    for (const [sql, error] of attempts) {
      await expect(asAnalyst((trx) => trx.raw(sql))).rejects.toThrow(error);
    }
    expect(Number((await db('todos').where({ title: 'hacked' }).count({ n: '*' }).first())!.n)).toBe(0);
  });

  it('is NOLOGIN unless given a password; with one it logs in to read-only sessions', async () => {
    const password = `pw-${randomBytes(6).toString('hex')}`;
    expect((await setupAnalytics(db, { role, password })).canLogin).toBe(true);
    const url = new URL(t.databaseUrl);
    url.username = role;
    url.password = password;
    const client = new Client({ connectionString: url.toString() });
    await client.connect();
    try {
      expect((await client.query('SHOW transaction_read_only')).rows[0].transaction_read_only).toBe('on');
      expect((await client.query('SELECT count(*)::int AS n FROM analytics.todos')).rows[0].n).toBeGreaterThan(0);
      await expect(client.query('SELECT * FROM public.todos')).rejects.toThrow(/permission denied/);
    } finally {
      await client.end();
    }
  });
});

describe('the analyst role, logged in', () => {
  async function asLoggedInAnalyst<T>(work: (client: Client) => Promise<T>): Promise<T> {
    const password = `pw-${randomBytes(6).toString('hex')}`;
    await setupAnalytics(db, { role, password });
    const url = new URL(t.databaseUrl);
    url.username = role;
    url.password = password;
    const client = new Client({ connectionString: url.toString() });
    client.on('error', () => undefined);
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  it('cannot take the advisory locks the app uses, so it cannot stall writes', async () => {
    await asLoggedInAnalyst(async (client) => {
      for (const sql of ['SELECT pg_advisory_lock(1)', 'SELECT pg_try_advisory_lock(1)', 'SELECT pg_advisory_xact_lock(1)', 'SELECT pg_advisory_lock_shared(1, 2)']) {
        await expect(client.query(sql)).rejects.toThrow(/permission denied for function/);
      }
      await expect(client.query("SELECT * FROM public.odyssey_append('x', 'any', '{}', '{}', '{}', '{}')")).rejects.toThrow(/permission denied for function/);
    });
    // The app still can: a todo is created while the analyst is connected.
    expect((await t.as(alice).post('/api/todos/', { title: 'After the analyst', success_criteria: 'Saved' })).statusCode).toBe(201);
  });

  it('gains nothing by lifting its read-only setting: no table, no temporary table, no writes', async () => {
    await asLoggedInAnalyst(async (client) => {
      await client.query('SET default_transaction_read_only = off');
      await client.query('SET transaction_read_only = off');
      for (const sql of [
        'CREATE TABLE public.mine (x int)',
        'CREATE TEMP TABLE mine (x int)',
        'CREATE SCHEMA mine',
        "UPDATE public.todos SET title = 'hacked'",
        'BEGIN; LOCK TABLE public.events IN EXCLUSIVE MODE',
      ]) {
        await expect([sql, await client.query(sql).then(() => 'allowed', (e: Error) => e.message)]).toEqual([sql, expect.stringMatching(/permission denied/)]);
        await client.query('ROLLBACK');
      }
    });
  });

  it('starts its sessions with timeouts, so a forgotten query or transaction lets go', async () => {
    await asLoggedInAnalyst(async (client) => {
      const setting = async (name: string) => (await client.query(`SHOW ${name}`)).rows[0][name];
      expect(await setting('statement_timeout')).toBe('1min');
      expect(await setting('idle_in_transaction_session_timeout')).toBe('1min');
      expect(await setting('idle_session_timeout')).toBe('15min');
      expect(await setting('lock_timeout')).toBe('5s');
    });
  });
});

describe('read model rebuilds', () => {
  it('are never blocked by the views, which answer again once the tables are back', async () => {
    const rollback = new Error('rollback');
    await expect(
      db.transaction(async (trx) => {
        // What a projector version bump does first: drop its tables. A view depending on them would refuse this.
        await trx.schema.dropTable('todos');
        await trx.schema.dropTable('analytics_planner_calls');
        await expect(trx.raw('SELECT * FROM analytics.todos')).rejects.toThrow(/relation "todos" does not exist/);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(Number((await asAnalyst((trx) => trx('analytics.todos').count({ n: '*' }).first()))!.n)).toBeGreaterThan(0);
  });

  it('setup runs again, replacing the views', async () => {
    const again = await setupAnalytics(db, { role });
    expect(again.views).toEqual(analyticsViews.map((v) => v.name));
    expect(again.canLogin).toBe(true); // a login set earlier is kept
  });
});

describe('analytics.missions beside the app', () => {
  it('analytics.missions: the progress the app shows, rounded as the app rounds it', async () => {
    // 23 of 40 is 57.5% exactly, but 23 / 40 * 100 in floating point is just below it: the app shows 57.
    const mission = (await t.as(bob).post('/api/missions/', { title: 'Forty todos', description: null })).json();
    const todos = [];
    for (let i = 0; i < 40; i++) {
      const created = await t.as(bob).post('/api/todos/', { title: `Todo ${i}`, success_criteria: 'Done', mission_id: mission.id });
      expect(created.statusCode).toBe(201);
      todos.push(created.json());
    }
    for (const todo of todos.slice(0, 23)) expect((await t.as(bob).post(`/api/todos/${todo.id}/force-complete`)).statusCode).toBe(200);
    const shown = (await t.as(bob).get(`/api/missions/${mission.id}`)).json();
    const [row] = await asAnalyst((trx) => trx('analytics.missions').where({ mission_id: mission.id }));
    expect(shown.progress_percentage).toBe(57);
    expect(row).toMatchObject({ total_todos: 40, completed_todos: 23, progress_percentage: shown.progress_percentage });
  });
});
