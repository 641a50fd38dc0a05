import { MAX_DEPENDENCIES, TOO_MANY_DEPENDENCIES } from '../../../domain/todos/dependencies';
import { deleteTodo } from '../../../commands/todos/deleteTodo';
import { addTodoDependency, removeTodoDependency, todoOrderTurn } from '../../../commands/todos/todoDependencies';
import { undoTodoDependencyChange, WAITED_FOR_TODO_GONE } from '../../../commands/undo/undoTodoDependencyChange';
import { useCaseHarness } from '../../support/useCaseHarness';

/** Where the loop lives: the use case checks every link of the user before adding one. */
async function plan() {
  const h = useCaseHarness();
  const user = h.actor();
  // Each call is a request of its own (an undo names the events of one request).
  const alice = () => ({ ...user, correlationId: crypto.randomUUID() });
  const todo = async (title: string) => (await h.givenTodo(alice(), { title, successCriteria: 'Done', steps: [] })).todoId;
  const venue = await todo('Book the venue');
  const date = await todo('Pick a date');
  const invitations = await todo('Send the invitations');
  const link = (todoId: string, dependsOn: string) => addTodoDependency(h.deps, { actor: alice(), todoId, dependsOn });
  const dependencyEvents = () => h.store.events.filter((e) => e.type.startsWith('TodoDependency'));
  return { h, alice, venue, date, invitations, link, dependencyEvents };
}

describe('a todo waits for another (use case, no server)', () => {
  it('adds the link once: adding it again appends nothing and offers no undo', async () => {
    const { h, venue, date, link, dependencyEvents } = await plan();
    expect((await link(venue, date)).undoRevision).not.toBeNull();
    expect((await h.todoState(venue)).dependsOn).toEqual([date]);
    expect(await link(venue, date)).toEqual({ todoId: venue, undoRevision: null });
    expect(dependencyEvents()).toHaveLength(1);
  });

  it('refuses a direct loop, naming both todos', async () => {
    const { venue, date, link, dependencyEvents } = await plan();
    await link(venue, date);
    await expect(link(date, venue)).rejects.toMatchObject({
      code: 'invalid',
      message: '"Book the venue" already waits for "Pick a date", so "Pick a date" cannot wait for "Book the venue".',
    });
    expect(dependencyEvents()).toHaveLength(1);
  });

  it('refuses a loop through other todos, naming them, deleted ones too', async () => {
    const { h, alice, venue, date, invitations, link } = await plan();
    await link(venue, date);
    await link(date, invitations);
    await expect(link(invitations, venue)).rejects.toMatchObject({
      code: 'invalid',
      message: '"Book the venue" already waits for "Send the invitations" (through "Pick a date"), so "Send the invitations" cannot wait for "Book the venue".',
    });
    // A deleted todo keeps its links: restoring it must never bring back a loop.
    await deleteTodo(h.deps, { actor: alice(), todoId: date });
    await expect(link(invitations, venue)).rejects.toMatchObject({ code: 'invalid', message: expect.stringContaining('(through "Pick a date" (in Recently deleted))') });
  });

  it('refuses a todo that waits for itself', async () => {
    const { venue, link } = await plan();
    await expect(link(venue, venue)).rejects.toMatchObject({ code: 'invalid', message: 'A todo cannot wait for itself.' });
  });

  it("answers not found for another user's, a missing or a deleted todo on either side, and records nothing", async () => {
    const { h, alice, venue, date, link, dependencyEvents } = await plan();
    const bobs = (await h.givenTodo(h.actor(), { title: 'Bob’s todo', successCriteria: 'Done', steps: [] })).todoId;
    await deleteTodo(h.deps, { actor: alice(), todoId: date });
    for (const [todoId, dependsOn] of [[venue, bobs], [bobs, venue], [venue, date], [date, venue], [venue, crypto.randomUUID()]]) {
      await expect(link(todoId, dependsOn)).rejects.toMatchObject({ code: 'not_found', message: 'Todo not found' });
    }
    expect(dependencyEvents()).toHaveLength(0);
  });

  it('takes the user\'s turn for every change to the waits', async () => {
    const { h, alice, venue, date } = await plan();
    const turns: string[] = [];
    const deps = { ...h.deps, exclusive: <T>(key: string, work: () => Promise<T>) => (turns.push(key), work()) };
    await addTodoDependency(deps, { actor: alice(), todoId: venue, dependsOn: date });
    await removeTodoDependency(deps, { actor: alice(), todoId: venue, dependsOn: date });
    const { userId } = alice();
    expect(turns).toEqual([todoOrderTurn(userId), todoOrderTurn(userId)]);
    expect(todoOrderTurn(userId)).toBe(`todo-order:${userId}`);
  });

  it('at the cap, reads the todo\'s stream once and looks its waits up in one query, still counting only live ones', async () => {
    const { h, alice, venue, link } = await plan();
    const waits: string[] = [];
    for (let i = 0; i < MAX_DEPENDENCIES; i++) waits.push((await h.givenTodo(alice(), { title: `Errand ${i + 1}`, successCriteria: 'Done', steps: [] })).todoId);
    for (const wait of waits) await link(venue, wait);
    await deleteTodo(h.deps, { actor: alice(), todoId: waits[0] });
    const extra = (await h.givenTodo(alice(), { title: 'Errand 51', successCriteria: 'Done', steps: [] })).todoId;
    const streamsRead: string[] = [];
    const lookups: string[] = [];
    const counted = {
      ...h.deps,
      store: Object.assign(Object.create(h.store), { readStream: (streamId: string) => (streamsRead.push(streamId), h.store.readStream(streamId)) }),
      queries: Object.fromEntries(
        Object.entries(h.deps.queries).map(([name, query]) => [name, (...args: unknown[]) => (lookups.push(name), (query as (...a: unknown[]) => unknown)(...args))]),
      ) as unknown as typeof h.deps.queries,
    };

    expect((await addTodoDependency(counted, { actor: alice(), todoId: venue, dependsOn: extra })).undoRevision).not.toBeNull();

    expect(streamsRead.filter((id) => id === `todo-${venue}`)).toHaveLength(1);
    // The two ownership checks, the loop check, and one look-up of the waits.
    expect(lookups.filter((name) => name === 'findTodo')).toHaveLength(2);
    expect(lookups.filter((name) => name === 'liveTodoIds')).toHaveLength(1);
    const another = (await h.givenTodo(alice(), { title: 'Errand 52', successCriteria: 'Done', steps: [] })).todoId;
    await expect(addTodoDependency(counted, { actor: alice(), todoId: venue, dependsOn: another })).rejects.toMatchObject({ message: TOO_MANY_DEPENDENCIES });
  });

  it('checks nothing while the read models are behind the log: it asks to try again', async () => {
    const { h, alice, venue, date, dependencyEvents } = await plan();
    const behind = { ...h.deps, readModelsHoldLog: async () => false };
    await expect(addTodoDependency(behind, { actor: alice(), todoId: venue, dependsOn: date })).rejects.toMatchObject({ code: 'conflict' });
    expect(dependencyEvents()).toHaveLength(0);
  });
});

describe('a todo no longer waits for another (use case, no server)', () => {
  it('removes the link; a link that does not exist is not found', async () => {
    const { h, alice, venue, date, link } = await plan();
    await link(venue, date);
    await removeTodoDependency(h.deps, { actor: alice(), todoId: venue, dependsOn: date });
    expect((await h.todoState(venue)).dependsOn).toEqual([]);
    await expect(removeTodoDependency(h.deps, { actor: alice(), todoId: venue, dependsOn: date })).rejects.toMatchObject({
      code: 'not_found',
      message: 'This todo does not wait for that todo.',
    });
  });
});

describe('undo of a change to the waits (use case, no server)', () => {
  it('takes back an added link, and puts back a removed one', async () => {
    const { h, alice, venue, date, link } = await plan();
    const added = await link(venue, date);
    await undoTodoDependencyChange(h.deps, { actor: alice(), todoId: venue, revision: Number(added.undoRevision) });
    expect((await h.todoState(venue)).dependsOn).toEqual([]);

    await link(venue, date);
    const removed = await removeTodoDependency(h.deps, { actor: alice(), todoId: venue, dependsOn: date });
    await undoTodoDependencyChange(h.deps, { actor: alice(), todoId: venue, revision: Number(removed.undoRevision) });
    expect((await h.todoState(venue)).dependsOn).toEqual([date]);
  });

  it('does not put back a link that would close a loop made since', async () => {
    const { h, alice, venue, date, link } = await plan();
    await link(venue, date);
    const removed = await removeTodoDependency(h.deps, { actor: alice(), todoId: venue, dependsOn: date });
    await link(date, venue);
    await expect(undoTodoDependencyChange(h.deps, { actor: alice(), todoId: venue, revision: Number(removed.undoRevision) })).rejects.toMatchObject({
      code: 'invalid',
      message: '"Pick a date" already waits for "Book the venue", so "Book the venue" cannot wait for "Pick a date".',
    });
    expect((await h.todoState(venue)).dependsOn).toEqual([]);
  });

  it('does not put back a link to a todo deleted since', async () => {
    const { h, alice, venue, date, link } = await plan();
    await link(venue, date);
    const removed = await removeTodoDependency(h.deps, { actor: alice(), todoId: venue, dependsOn: date });
    await deleteTodo(h.deps, { actor: alice(), todoId: date });
    await expect(undoTodoDependencyChange(h.deps, { actor: alice(), todoId: venue, revision: Number(removed.undoRevision) })).rejects.toMatchObject({
      code: 'conflict',
      message: WAITED_FOR_TODO_GONE,
    });
  });

  it('is refused once the todo changed since', async () => {
    const { h, alice, venue, date, invitations, link } = await plan();
    const added = await link(venue, date);
    await link(venue, invitations);
    await expect(undoTodoDependencyChange(h.deps, { actor: alice(), todoId: venue, revision: Number(added.undoRevision) })).rejects.toMatchObject({ code: 'conflict' });
    expect((await h.todoState(venue)).dependsOn).toEqual([date, invitations]);
  });
});
