import { randomUUID } from 'node:crypto';
import type { Response as InjectResponse } from 'light-my-request';
import { findWaitChain } from '../../projections/todos/dependencyQueries';
import type { TestUser } from '../support/testApp';
import { queriesDuring } from '../support/queriesDuring';
import { testAppForSuite } from '../support/testAppForSuite';

/**
 * A todo waits for other todos: POST /api/todos/{id}/dependencies and DELETE
 * /api/todos/{id}/dependencies/{dependsOn}, their refusals, undo, and the loop check under
 * concurrency and over a long chain.
 */
const { t, admin, alice, bob } = testAppForSuite();

/** A todo with a two-step plan, made on the write side (no background planning). */
async function addTodo(user: TestUser, title: string, extra: Record<string, unknown> = {}): Promise<string> {
  const todoId = randomUUID();
  await t.runTodoCommand(user, todoId, {
    type: 'CreateTodo',
    title,
    successCriteria: `${title}: done`,
    steps: [randomUUID(), randomUUID()].map((stepId, i) => ({ stepId, title: `${title} step ${i + 1}` })),
    ...extra,
  });
  return todoId;
}

/** Todos of `user`'s, one of each title, made in this order; answers their ids. */
async function addTodos(user: TestUser, titles: string[], extra: Record<string, unknown> = {}): Promise<string[]> {
  const todoIds = [];
  for (const title of titles) todoIds.push(await addTodo(user, title, extra));
  return todoIds;
}

/** A mission of `user`'s holding a todo of each title, made in this order; answers the mission's id and the todos' ids. */
async function missionWithTodos(user: TestUser, title: string, todoTitles: string[]): Promise<{ missionId: string; todoIds: string[] }> {
  const missionId = (await t.as(user).post('/api/missions', { title })).json().id as string;
  return { missionId, todoIds: await addTodos(user, todoTitles, { missionId }) };
}

const wait = (user: TestUser, todoId: string, dependsOn: unknown) => t.as(user).post(`/api/todos/${todoId}/dependencies`, { depends_on: dependsOn });
const unwait = (user: TestUser, todoId: string, dependsOn: string) => t.as(user).delete(`/api/todos/${todoId}/dependencies/${dependsOn}`);
const undo = (user: TestUser, res: InjectResponse) => t.as(user).post('/api/undo', JSON.parse(res.headers['x-undo'] as string));
/** The links as the read model holds them (what the loop check reads). */
const links = async (todoId: string) => (await t.services.deps.db('todo_dependencies').where({ todo_id: todoId }).orderBy('added_at').pluck('depends_on')) as string[];
const history = async (user: TestUser, todoId: string) =>
  ((await t.as(user).get(`/api/history/todo/${todoId}`)).json().events as Array<{ type: string; summary: string }>).filter((e) => e.type.startsWith('TodoDependency'));

/** A todo of alice's waiting for 50 chores (the cap), the first of which is then in Recently deleted. */
async function partyAtTheCapOneChoreDeleted(): Promise<{ party: string; chores: string[] }> {
  const party = await addTodo(alice, 'Throw the party');
  const chores = await addTodos(alice, Array.from({ length: 50 }, (_, i) => `Chore ${i + 1}`));
  for (const chore of chores) expectStatus(await wait(alice, party, chore), 200);
  expectStatus(await t.as(alice).delete(`/api/todos/${chores[0]}`), 204);
  return { party, chores };
}

function expectStatus(res: InjectResponse, status: number) {
  if (res.statusCode !== status) throw new Error(`${res.statusCode} (expected ${status}): ${res.body}`);
}

describe('adding and removing a wait', () => {
  it('adds a link, answers the todo with an undo, and adding it again changes nothing', async () => {
    const [venue, date] = await addTodos(alice, ['Book the venue', 'Pick a date']);
    const added = await wait(alice, venue, date);
    expectStatus(added, 200);
    expect(added.json()).toMatchObject({ id: venue, title: 'Book the venue' });
    expect(added.json()).toEqual((await t.as(alice).get(`/api/todos/${venue}`)).json());
    expect(JSON.parse(added.headers['x-undo'] as string)).toMatchObject({ kind: 'todo_dependency', id: venue });
    expect(await links(venue)).toEqual([date]);

    const again = await wait(alice, venue, date.toUpperCase());
    expectStatus(again, 200);
    expect(again.headers['x-undo']).toBeUndefined();
    expect(await history(alice, venue)).toHaveLength(1);

    const removed = await unwait(alice, venue, date);
    expectStatus(removed, 200);
    expect(removed.json()).toMatchObject({ id: venue });
    expect(JSON.parse(removed.headers['x-undo'] as string)).toMatchObject({ kind: 'todo_dependency', id: venue });
    expect(await links(venue)).toEqual([]);
    expect((await history(alice, venue)).map((e) => e.type)).toEqual(['TodoDependencyAdded', 'TodoDependencyRemoved']);
  });

  it('removing a link that does not exist answers 404 with a sentence', async () => {
    const [venue, date] = await addTodos(alice, ['Book the venue', 'Pick a date']);
    const res = await unwait(alice, venue, date);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'This todo does not wait for that todo.' });
  });

  it('undoes an added link (it is gone) and a removed one (it is back), each a new event in the history', async () => {
    const [venue, date] = await addTodos(alice, ['Book the venue', 'Pick a date']);
    const added = await wait(alice, venue, date);
    expectStatus(await undo(alice, added), 200);
    expect(await links(venue)).toEqual([]);

    await wait(alice, venue, date);
    const removed = await unwait(alice, venue, date);
    expectStatus(await undo(alice, removed), 200);
    expect(await links(venue)).toEqual([date]);
    expect((await history(alice, venue)).map((e) => e.type)).toEqual(['TodoDependencyAdded', 'TodoDependencyRemoved', 'TodoDependencyAdded', 'TodoDependencyRemoved', 'TodoDependencyAdded']);

    // Not once the todo changed since.
    const later = await wait(alice, venue, await addTodo(alice, 'Hire a band'));
    expectStatus(later, 200);
    const stale = await undo(alice, removed);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe('This todo changed after that change to what it waits for, so the change can no longer be undone.');
    // Another user cannot undo it.
    expect((await undo(bob, later)).statusCode).toBe(404);
  });
});

describe('refusals', () => {
  it("answers 404 for another user's todo or a missing one, on either side, exactly as for any todo id", async () => {
    const mine = await addTodo(alice, 'Book the venue');
    const theirs = await addTodo(bob, 'Bob’s todo');
    const missing = randomUUID();
    const notFound = { detail: 'Todo not found' };
    for (const [todoId, dependsOn] of [[mine, theirs], [theirs, mine], [mine, missing], [missing, mine]]) {
      for (const res of [await wait(alice, todoId, dependsOn), await unwait(alice, todoId, dependsOn)]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(notFound);
      }
    }
    expect(await links(mine)).toEqual([]);
    expect(await links(theirs)).toEqual([]);
  });

  it('answers 404 for a todo in Recently deleted, on either side', async () => {
    const [venue, date] = await addTodos(alice, ['Book the venue', 'Pick a date']);
    expectStatus(await wait(alice, venue, date), 200);
    expectStatus(await t.as(alice).delete(`/api/todos/${date}`), 204);
    for (const res of [await wait(alice, date, venue), await wait(alice, venue, date), await unwait(alice, venue, date), await unwait(alice, date, venue)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Todo not found' });
    }
  });

  it('answers 400 for a todo that would wait for itself and for an id that is not one', async () => {
    const venue = await addTodo(alice, 'Book the venue');
    const self = await wait(alice, venue, venue);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ detail: 'A todo cannot wait for itself.' });
    for (const bad of ['not-a-uuid', 42, null, undefined]) {
      const res = await wait(alice, venue, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/depends_on/);
    }
  });

  it('answers 400 naming the loop, direct or through other todos', async () => {
    const [venue, date, invitations] = await addTodos(alice, ['Book the venue', 'Pick a date', 'Send the invitations']);
    expectStatus(await wait(alice, venue, date), 200);
    const direct = await wait(alice, date, venue);
    expect(direct.statusCode).toBe(400);
    expect(direct.json()).toEqual({ detail: '"Book the venue" already waits for "Pick a date", so "Pick a date" cannot wait for "Book the venue".' });

    expectStatus(await wait(alice, date, invitations), 200);
    const through = await wait(alice, invitations, venue);
    expect(through.statusCode).toBe(400);
    expect(through.json()).toEqual({
      detail: '"Book the venue" already waits for "Send the invitations" (through "Pick a date"), so "Send the invitations" cannot wait for "Book the venue".',
    });
    expect(await links(invitations)).toEqual([]);
  });

  it('answers 400 for the 51st todo one todo would wait for', async () => {
    const party = await addTodo(alice, 'Throw the party');
    for (let i = 0; i < 50; i++) expectStatus(await wait(alice, party, await addTodo(alice, `Chore ${i + 1}`)), 200);
    const res = await wait(alice, party, await addTodo(alice, 'Chore 51'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'A todo can wait for at most 50 other todos: remove one before adding another.' });
    expect(await links(party)).toHaveLength(50);
  }, 60_000);

  it('at the cap, reads the todo once and finds which waited-for todos are gone in one query', async () => {
    const { party } = await partyAtTheCapOneChoreDeleted();
    const extra = await addTodo(alice, 'Chore 51');
    const store = t.services.deps.store;
    const readStream = jest.spyOn(store, 'readStream');
    let todoQueries: string[] = [];
    let streamsRead: string[] = [];
    try {
      todoQueries = await queriesDuring(t.services.deps.db, /from "todos"/i, async () => expectStatus(await wait(alice, party, extra), 200));
      streamsRead = readStream.mock.calls.map(([streamId]) => streamId);
    } finally {
      readStream.mockRestore();
    }
    expect(streamsRead.filter((streamId) => streamId === `todo-${party}`).length).toBeLessThanOrEqual(1);
    // The two ownership checks (the todo, the one it will wait for), then one look-up of the 50 it waits for.
    const byOneId = todoQueries.filter((sql) => /"id" = \$1/.test(sql));
    expect(byOneId).toHaveLength(2);
    expect(todoQueries.filter((sql) => /id = any\(/.test(sql))).toHaveLength(1);
  }, 90_000);

  it('counts only the waits the todo lists: a wait on a todo in Recently deleted leaves room, as the answer shows no wait to remove', async () => {
    const { party, chores } = await partyAtTheCapOneChoreDeleted();
    expect((await t.as(alice).get(`/api/todos/${party}`)).json().depends_on).toHaveLength(49);

    const added = await wait(alice, party, await addTodo(alice, 'Chore 51'));
    expectStatus(added, 200);
    expect(added.json().depends_on).toHaveLength(50);
    expect((await wait(alice, party, await addTodo(alice, 'Chore 52'))).json()).toEqual({ detail: 'A todo can wait for at most 50 other todos: remove one before adding another.' });
    // The deleted todo's restore brings its wait back, above the cap: the todo lists all 51.
    expect((await t.as(alice).post(`/api/trash/todo/${chores[0]}/restore`)).statusCode).toBe(200);
    expect((await t.as(alice).get(`/api/todos/${party}`)).json().depends_on).toHaveLength(51);
  }, 90_000);
});

describe('the loop check', () => {
  it('lets exactly one of two opposite links made at the same time through', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await addTodo(alice, `A ${round}`);
      const b = await addTodo(alice, `B ${round}`);
      const answers = await Promise.all([wait(alice, a, b), wait(alice, b, a)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      expect([...(await links(a)), ...(await links(b))]).toHaveLength(1);
    }
  });

  it("takes a burst of one user's links in turn, more than the connections of a pool", async () => {
    const party = await addTodo(alice, 'Throw the party');
    const chores: string[] = [];
    for (let i = 0; i < 24; i++) chores.push(await addTodo(alice, `Errand ${i + 1}`));
    const answers = await Promise.all(chores.map((chore) => wait(alice, party, chore)));
    expect(answers.map((r) => r.statusCode)).toEqual(chores.map(() => 200));
    expect((await links(party)).sort()).toEqual([...chores].sort());
  }, 60_000);

  it('refuses the link closing a chain of 200 todos built through the API, naming it', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 200; i++) ids.push(await addTodo(alice, `Stage ${i + 1}`));
    for (let i = 1; i < 200; i++) expectStatus(await wait(alice, ids[i], ids[i - 1]), 200);

    const started = process.hrtime.bigint();
    const closing = await wait(alice, ids[0], ids[199]);
    const requestMs = Number(process.hrtime.bigint() - started) / 1e6;
    expect(closing.statusCode).toBe(400);
    expect(closing.json()).toEqual({
      detail: '"Stage 200" already waits for "Stage 1" (through "Stage 199", then "Stage 198", then "Stage 197" and 195 more), so "Stage 1" cannot wait for "Stage 200".',
    });
    // The check alone: the one query the use case runs.
    const db = t.services.deps.db;
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const at = process.hrtime.bigint();
      expect(await findWaitChain(db, alice.user.id, ids[199], ids[0], new Date().toISOString())).toHaveLength(200);
      times.push(Number(process.hrtime.bigint() - at) / 1e6);
    }
    console.log(`loop check over a 200-todo chain: ${Math.min(...times).toFixed(1)}-${Math.max(...times).toFixed(1)} ms a query; the refused request ${requestMs.toFixed(1)} ms`);
  }, 120_000);
});

it("a user's erasure removes their links", async () => {
  const erin = await t.registerUser();
  const venue = await addTodo(erin, 'Book the venue');
  expectStatus(await wait(erin, venue, await addTodo(erin, 'Pick a date')), 200);
  expect(await t.services.deps.db('todo_dependencies').where({ user_id: erin.user.id }).count({ n: '*' }).first()).toEqual({ n: '1' });
  expectStatus(await t.as(admin).delete(`/api/admin/users/${erin.user.id}`), 204);
  await t.quiet();
  expect(await t.services.deps.db('todo_dependencies').where({ user_id: erin.user.id }).select('todo_id')).toEqual([]);
});

describe('what the answers say about the waits', () => {
  const detail = async (user: TestUser, todoId: string) => (await t.as(user).get(`/api/todos/${todoId}`)).json();
  const listed = async (user: TestUser, todoId: string) => ((await t.as(user).get('/api/todos')).json() as Array<{ id: string }>).find((x) => x.id === todoId);
  const named = (todoId: string, title: string, status = 'pending') => ({ id: todoId, title, status });

  it('lists what a todo waits for (in the order added) and what waits for it, in the list and the detail', async () => {
    const [party, venue, date] = await addTodos(alice, ['Throw the party', 'Book the venue', 'Pick a date']);
    expectStatus(await wait(alice, party, venue), 200);
    const answer = await wait(alice, party, date);
    expectStatus(answer, 200);
    expect(answer.json()).toMatchObject({ depends_on: [named(venue, 'Book the venue'), named(date, 'Pick a date')], needed_by: [], blocked: true });
    for (const view of [await detail(alice, venue), await listed(alice, venue)]) expect(view).toMatchObject({ depends_on: [], needed_by: [named(party, 'Throw the party')], blocked: false });
    expect(await listed(alice, party)).toMatchObject({ depends_on: [named(venue, 'Book the venue'), named(date, 'Pick a date')], blocked: true });
  });

  it('names each linked todo with its due date, so the page can tell when the dates run against the order', async () => {
    const [party, venue] = await addTodos(alice, ['Throw the party', 'Book the venue']);
    expectStatus(await t.as(alice).put(`/api/todos/${venue}`, { due_date: '2026-06-20' }), 200);
    expectStatus(await wait(alice, party, venue), 200);
    const venueDue = (await detail(alice, venue)).due_date;
    expect(venueDue).toMatch(/^2026-06-20T/);
    expect(await detail(alice, party)).toMatchObject({ depends_on: [{ ...named(venue, 'Book the venue'), due_date: venueDue }] });
    expect(await listed(alice, venue)).toMatchObject({ needed_by: [{ ...named(party, 'Throw the party'), due_date: null }] });
  });

  it('a deleted todo leaves the lists of the others and stops blocking them; its restore brings the links back', async () => {
    const [party, venue, cake] = await addTodos(alice, ['Throw the party', 'Book the venue', 'Order the cake']);
    expectStatus(await wait(alice, party, venue), 200);
    expectStatus(await wait(alice, cake, party), 200);
    expectStatus(await t.as(alice).delete(`/api/todos/${venue}`), 204);
    expect(await detail(alice, party)).toMatchObject({ depends_on: [], blocked: false, needed_by: [named(cake, 'Order the cake')] });
    expectStatus(await t.as(alice).delete(`/api/todos/${party}`), 204);
    expect(await detail(alice, cake)).toMatchObject({ depends_on: [], blocked: false });

    expectStatus(await t.as(alice).post(`/api/trash/todo/${party}/restore`), 200);
    expectStatus(await t.as(alice).post(`/api/trash/todo/${venue}/restore`), 200);
    expect(await detail(alice, party)).toMatchObject({ depends_on: [named(venue, 'Book the venue')], needed_by: [named(cake, 'Order the cake')], blocked: true });
    expect(await detail(alice, cake)).toMatchObject({ depends_on: [named(party, 'Throw the party')], blocked: true });
    // The restored todo cannot close a loop its links already rule out.
    expect((await wait(alice, venue, cake)).statusCode).toBe(400);
  });

  it('completing what it waits for unblocks it; a blocked todo can still be force-completed, and says so', async () => {
    const [party, venue] = await addTodos(alice, ['Throw the party', 'Book the venue']);
    expectStatus(await wait(alice, party, venue), 200);
    const forced = await t.as(alice).post(`/api/todos/${party}/force-complete`);
    expectStatus(forced, 200);
    expect(forced.json()).toMatchObject({ status: 'completed', blocked: true });

    expectStatus(await t.as(alice).post(`/api/todos/${venue}/force-complete`), 200);
    expect(await detail(alice, party)).toMatchObject({ blocked: false, depends_on: [named(venue, 'Book the venue', 'completed')] });
    expectStatus(await t.as(alice).put(`/api/todos/${venue}/reopen`), 200);
    expect(await detail(alice, party)).toMatchObject({ blocked: true });
  });

  it('the mission detail and graph give each todo the ids it waits for (any mission), whether it is blocked, and an order that respects the waits', async () => {
    const { missionId, todoIds: [invitations, venue] } = await missionWithTodos(alice, 'Plan the party', ['Send the invitations', 'Book the venue']);
    const budget = await addTodo(alice, 'Set a budget');
    expectStatus(await wait(alice, invitations, venue), 200);
    expectStatus(await wait(alice, venue, budget), 200);
    const view = (await t.as(alice).get(`/api/missions/${missionId}`)).json();
    expect(view.todos.map((x: { id: string; depends_on: string[]; blocked: boolean }) => [x.id, x.depends_on, x.blocked])).toEqual([
      [invitations, [venue], true],
      [venue, [budget], true],
    ]);
    expect(view.todo_order).toEqual([venue, invitations]);
    const graph = (await t.as(alice).get(`/api/missions/${missionId}/graph`)).json();
    expect(graph.todos.map((x: { depends_on: string[]; blocked: boolean }) => [x.depends_on, x.blocked])).toEqual([
      [[venue], true],
      [[budget], true],
    ]);
  });

  it("the mission's order follows a wait that runs through todos outside it; a deleted one in between holds nothing up", async () => {
    const { missionId, todoIds: [party, venue] } = await missionWithTodos(alice, 'Throw a party', ['Throw the party', 'Book the venue']);
    const [deposit, bank] = await addTodos(alice, ['Pay the deposit', 'Go to the bank']);
    // The party waits for the deposit (outside the mission), which waits for the bank, which waits for the venue.
    expectStatus(await wait(alice, party, deposit), 200);
    expectStatus(await wait(alice, deposit, bank), 200);
    expectStatus(await wait(alice, bank, venue), 200);
    const order = async () => (await t.as(alice).get(`/api/missions/${missionId}`)).json().todo_order;
    expect(await order()).toEqual([venue, party]);

    expectStatus(await t.as(alice).delete(`/api/todos/${bank}`), 204);
    expect(await order()).toEqual([party, venue]);
    expectStatus(await t.as(alice).post(`/api/trash/todo/${bank}/restore`), 200);
    expect(await order()).toEqual([venue, party]);
  });

  it('the mission as it was shows the waits as they were', async () => {
    const { missionId, todoIds: [base, walls] } = await missionWithTodos(alice, 'Build a shed', ['Pour the base', 'Raise the walls']);
    const permit = await addTodo(alice, 'Get a permit');
    expectStatus(await wait(alice, walls, base), 200);
    expectStatus(await wait(alice, base, permit), 200);
    const cut = await cutAfterLog();
    // Later: the permit came, the walls no longer wait.
    expectStatus(await t.as(alice).post(`/api/todos/${permit}/force-complete`), 200);
    expectStatus(await unwait(alice, walls, base), 200);

    const asOf = async (at: string) => {
      const res = await t.as(alice).get(`/api/missions/${missionId}/as-of?at=${encodeURIComponent(at)}`);
      expectStatus(res, 200);
      const m = res.json().mission;
      return { order: m.todo_order, todos: m.todos.map((x: { id: string; depends_on: string[]; blocked: boolean }) => [x.id, x.depends_on, x.blocked]) };
    };
    expect(await asOf(cut)).toEqual({ order: [base, walls], todos: [[base, [permit], true], [walls, [base], true]] });
    expect(await asOf(new Date().toISOString())).toEqual({ order: [base, walls], todos: [[base, [permit], false], [walls, [], false]] });
  });

  it('the history says in plain words what the todo waits for, undo included', async () => {
    const [party, venue] = await addTodos(alice, ['Throw the party', 'Book the venue']);
    expectStatus(await wait(alice, party, venue), 200);
    expectStatus(await undo(alice, await unwait(alice, party, venue)), 200);
    expectStatus(await unwait(alice, party, venue), 200);
    expectStatus(await undo(alice, await wait(alice, party, venue)), 200);
    expect((await history(alice, party)).map((e) => e.summary)).toEqual([
      'Now waits for "Book the venue"',
      'No longer waits for "Book the venue"',
      'Now waits for "Book the venue" again (its removal undone)',
      'No longer waits for "Book the venue"',
      'Now waits for "Book the venue"',
      'No longer waits for "Book the venue" (the wait undone)',
    ]);
    // A todo deleted since is still named, from Recently deleted.
    expectStatus(await wait(alice, party, venue), 200);
    expectStatus(await t.as(alice).delete(`/api/todos/${venue}`), 204);
    expect((await history(alice, party)).at(-1)?.summary).toBe('Now waits for "Book the venue"');
  });
});

/** The newest recording time in the log; then waits for the clock to move past it, so what follows happens later. */
async function cutAfterLog(): Promise<string> {
  const row = await t.services.deps.db('events').max('recorded_at as at').first();
  const cut = new Date(new Date(row?.at).getTime() + 1);
  for (let i = 0; i < 100 && Date.now() <= cut.getTime() + 1; i++) await new Promise((r) => setTimeout(r, 2));
  return cut.toISOString();
}
