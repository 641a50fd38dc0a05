import { Client } from 'pg';
import type { Response as InjectResponse } from 'light-my-request';
import type { TestUser } from '../support/testApp';
import { testAppForSuite } from '../support/testAppForSuite';
import { expectNotFound } from '../support/expectNotFound';

/**
 * A link to a parent (a todo's mission, a mission's odyssey) and the parent's deletion sent
 * together. The link's answer must not name a deleted parent: either it is refused as for a
 * missing parent, or the item ends up standalone (and restoring the parent takes it back).
 *
 * The worst order is forced: the owner's order lock (projections/inlineProjection.ts) is held
 * while the deletion queues for it, then the link checks the read models (the parent is still
 * there) and queues behind the deletion; released, the deletion commits first.
 */
const { t, alice } = testAppForSuite();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Holds the user's order lock until the returned release is called. */
async function holdOrderLock(user: TestUser): Promise<{ waiting: () => Promise<number>; release: () => Promise<void> }> {
  const client = new Client({ connectionString: t.databaseUrl });
  await client.connect();
  await client.query('BEGIN');
  await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`inline-order:${user.user.id}`]);
  return {
    waiting: async () => (await client.query("SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted")).rows[0].n,
    release: async () => {
      await client.query('COMMIT');
      await client.end();
    },
  };
}

/** Until `n` appends wait for a lock (bounded). */
async function untilWaiting(lock: { waiting: () => Promise<number> }, n: number) {
  for (let i = 0; i < 200 && (await lock.waiting()) < n; i++) await sleep(25);
  expect(await lock.waiting()).toBeGreaterThanOrEqual(n);
}

/** Sends the deletion, then the link once the deletion waits for the lock; answers both once the lock is let go. */
async function deletionThenLink(deletion: () => Promise<InjectResponse>, link: () => Promise<InjectResponse>) {
  await t.quiet();
  const lock = await holdOrderLock(alice);
  let deleted: Promise<InjectResponse>;
  let linked: Promise<InjectResponse>;
  try {
    deleted = deletion();
    await untilWaiting(lock, 1);
    linked = link();
    await untilWaiting(lock, 2);
  } finally {
    await lock.release();
  }
  return { deleted: await deleted, linked: await linked };
}

async function post(path: string, body: Record<string, unknown>) {
  const res = await t.as(alice).post(path, body);
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string };
}

const newMission = (body: Record<string, unknown> = {}) => post('/api/missions/', { title: 'Get fit', ...body });
const newTodo = (body: Record<string, unknown> = {}) => post('/api/todos/', { title: 'Run a 10k', success_criteria: 'Finish a 10k race', ...body });
const newOdyssey = () => post('/api/odysseys/', { title: 'Run a marathon' });
const restore = async (kind: 'mission' | 'odyssey', id: string) => expect((await t.as(alice).post(`/api/trash/${kind}/${id}/restore`)).statusCode).toBe(200);
const todoMission = async (todoId: string) => (await t.as(alice).get(`/api/todos/${todoId}`)).json().mission_id;
const missionOdyssey = async (missionId: string) => (await t.as(alice).get(`/api/missions/${missionId}`)).json().odyssey_id;

/** The two links to a parent: a todo's mission, a mission's odyssey. */
const parentLinks = [
  {
    child: 'todo',
    parent: 'mission',
    notFound: 'Mission not found',
    newParent: () => newMission(),
    newChild: newTodo,
    parentOf: todoMission,
    link: (parentId: string) => ({ mission_id: parentId }),
    madeInParent: (parentId: string) => ({ title: 'Stretch daily', success_criteria: 'Stretched 30 days', mission_id: parentId }),
  },
  {
    child: 'mission',
    parent: 'odyssey',
    notFound: 'Odyssey not found',
    newParent: newOdyssey,
    newChild: newMission,
    parentOf: missionOdyssey,
    link: (parentId: string) => ({ odyssey_id: parentId }),
    madeInParent: (parentId: string) => ({ title: 'Long runs', odyssey_id: parentId }),
  },
] as const;

describe.each(parentLinks)('a $child linked to a $parent deleted at the same moment', ({ child, parent, notFound, newParent, newChild, parentOf, link, madeInParent }) => {
  it(`PUT /api/${child}s/{id} with the ${parent} is refused as for a missing ${parent}; the ${child} stays standalone`, async () => {
    const parentItem = await newParent();
    const item = await newChild();
    const { deleted, linked } = await deletionThenLink(
      () => t.as(alice).delete(`/api/${parent}s/${parentItem.id}`),
      () => t.as(alice).put(`/api/${child}s/${item.id}`, link(parentItem.id)),
    );
    expect(deleted.statusCode).toBe(204);
    expectNotFound(linked, notFound);
    expect(await parentOf(item.id)).toBeNull();
    await restore(parent, parentItem.id);
    expect(await parentOf(item.id)).toBeNull();
  });

  it(`POST /api/${child}s/ in the ${parent} is refused as for a missing ${parent}; no ${child} is made`, async () => {
    const parentItem = await newParent();
    const before = (await t.as(alice).get(`/api/${child}s/`)).json();
    const { deleted, linked } = await deletionThenLink(
      () => t.as(alice).delete(`/api/${parent}s/${parentItem.id}`),
      () => t.as(alice).post(`/api/${child}s/`, madeInParent(parentItem.id)),
    );
    expect(deleted.statusCode).toBe(204);
    expectNotFound(linked, notFound);
    expect((await t.as(alice).get(`/api/${child}s/`)).json()).toEqual(before);
  });
});

describe.each(parentLinks)('a $child copied or restored into its $parent deleted at the same moment', ({ child, parent, newParent, newChild, parentOf, link }) => {
  it(`POST /api/${child}s/{id}/copy of a ${child} in the ${parent} makes a standalone copy`, async () => {
    const parentItem = await newParent();
    const item = await newChild(link(parentItem.id));
    const { deleted, linked } = await deletionThenLink(
      () => t.as(alice).delete(`/api/${parent}s/${parentItem.id}`),
      () => t.as(alice).post(`/api/${child}s/${item.id}/copy`),
    );
    expect(deleted.statusCode).toBe(204);
    expect(linked.statusCode).toBe(201);
    expect(await parentOf(linked.json().id)).toBeNull();
  });

  it(`restoring a ${child} of the ${parent} brings it back standalone`, async () => {
    const parentItem = await newParent();
    const item = await newChild(link(parentItem.id));
    expect((await t.as(alice).delete(`/api/${child}s/${item.id}`)).statusCode).toBe(204);
    const { deleted, linked } = await deletionThenLink(
      () => t.as(alice).delete(`/api/${parent}s/${parentItem.id}`),
      () => t.as(alice).post(`/api/trash/${child}/${item.id}/restore`),
    );
    expect(deleted.statusCode).toBe(204);
    expect(linked.statusCode).toBe(200);
    expect(await parentOf(item.id)).toBeNull();
  });
});

describe('an edit undone back into a mission deleted at the same moment', () => {
  it('POST /api/undo of a move to another mission leaves the todo standalone', async () => {
    const left = await newMission();
    const other = await newMission({ title: 'Eat well' });
    const todo = await newTodo({ mission_id: left.id });
    await t.plannedSteps(alice, todo.id); // the plan comes first: the move is the todo's last change
    const move = await t.as(alice).put(`/api/todos/${todo.id}`, { mission_id: other.id });
    const undo = JSON.parse(move.headers['x-undo'] as string);
    const { deleted, linked } = await deletionThenLink(
      () => t.as(alice).delete(`/api/missions/${left.id}`),
      () => t.as(alice).post('/api/undo', undo),
    );
    expect(deleted.statusCode).toBe(204);
    expect(linked.statusCode).toBe(200);
    expect(await todoMission(todo.id)).toBeNull();
  });
});
