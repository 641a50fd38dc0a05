import type { TodoEvent } from '../../../domain/todos/events';
import { DEPENDENCY_NOT_FOUND, MAX_DEPENDENCIES, orderByWaits, TOO_MANY_DEPENDENCIES, WAITS_FOR_ITSELF, waitLoopRefusal } from '../../../domain/todos/dependencies';
import type { TodoCommand } from '../../../domain/todos/todoCommands';
import { todoDecider } from '../../../domain/todos/todoDecider';
import { deciderSpec } from '../../support/deciderSpec';
import { created, newId, otherUserId, t1, t2, todoId, userId } from './fixtures';

const spec = deciderSpec(todoDecider);
const fold = (events: TodoEvent[]) => events.reduce(todoDecider.evolve, todoDecider.initialState());

const venue = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
const date = 'ffffffff-ffff-4fff-8fff-ffffffffffff';
const add = (dependsOn: string, user = userId, waitsOnGone?: string[]): TodoCommand => ({ type: 'AddTodoDependency', todoId, userId: user, dependsOn, now: t1, waitsOnGone });
const remove = (dependsOn: string, user = userId): TodoCommand => ({ type: 'RemoveTodoDependency', todoId, userId: user, dependsOn, now: t2 });
const added = (dependsOn: string, at = t1): TodoEvent => ({ type: 'TodoDependencyAdded', data: { todoId, dependsOn, addedAt: at } });
const removed = (dependsOn: string, at = t2): TodoEvent => ({ type: 'TodoDependencyRemoved', data: { todoId, dependsOn, removedAt: at } });

describe('a todo waits for another', () => {
  it('adds the link', () => {
    spec.given([created()]).when(add(venue)).then([added(venue)]);
  });

  it('keeps the links in the order they were made, each once', () => {
    expect(fold([created(), added(venue), added(date), added(venue)]).dependsOn).toEqual([venue, date]);
  });

  it('adding a link that is there already changes nothing', () => {
    spec.given([created(), added(venue)]).when(add(venue)).then([]);
  });

  it('refuses a todo that waits for itself, in plain words', () => {
    spec.given([created()]).when(add(todoId)).thenThrows('invalid', WAITS_FOR_ITSELF);
    expect(WAITS_FOR_ITSELF).toBe('A todo cannot wait for itself.');
  });

  it(`refuses link number ${MAX_DEPENDENCIES + 1}`, () => {
    const full = [created(), ...Array.from({ length: MAX_DEPENDENCIES }, () => added(newId()))];
    spec.given(full).when(add(venue)).thenThrows('invalid', TOO_MANY_DEPENDENCIES);
    // One removed makes room again.
    const [, first] = full;
    const dependsOn = first.type === 'TodoDependencyAdded' ? first.data.dependsOn : '';
    spec.given([...full, removed(dependsOn)]).when(add(venue)).then([added(venue)]);
  });

  it('does not count the waits on todos the read models no longer hold (the caller names them)', () => {
    const waits = Array.from({ length: MAX_DEPENDENCIES }, () => newId());
    const full = [created(), ...waits.map((id) => added(id))];
    spec.given(full).when(add(venue, userId, [waits[7]])).then([added(venue)]);
    spec.given([...full, added(venue)]).when(add(date, userId, [waits[7]])).thenThrows('invalid', TOO_MANY_DEPENDENCIES);
  });

  it('is refused on a deleted todo and on another user\'s, as not found', () => {
    spec.given([created(), { type: 'TodoDeleted', data: { todoId, deletedAt: t1 } }]).when(add(venue)).thenThrows('not_found');
    spec.given([created()]).when(add(venue, otherUserId)).thenThrows('not_found');
  });

  it('keeps its links through a deletion and a restore', () => {
    const state = fold([created(), added(venue), { type: 'TodoDeleted', data: { todoId, deletedAt: t1 } }, { type: 'TodoRestored', data: { todoId, missionId: null, restoredAt: t2 } }]);
    expect(state.dependsOn).toEqual([venue]);
  });
});

describe('a todo no longer waits for another', () => {
  it('removes the link', () => {
    spec.given([created(), added(venue)]).when(remove(venue)).then([removed(venue)]);
    expect(fold([created(), added(venue), removed(venue)]).dependsOn).toEqual([]);
  });

  it('answers not found for a link that does not exist', () => {
    spec.given([created()]).when(remove(venue)).thenThrows('not_found', DEPENDENCY_NOT_FOUND);
    spec.given([created(), added(venue), removed(venue)]).when(remove(venue)).thenThrows('not_found', DEPENDENCY_NOT_FOUND);
  });

  it('is refused on a deleted todo, as not found', () => {
    spec.given([created(), added(venue), { type: 'TodoDeleted', data: { todoId, deletedAt: t1 } }]).when(remove(venue)).thenThrows('not_found', 'Todo not found');
  });
});

describe('undo of a change to what a todo waits for', () => {
  const undo = (history: TodoEvent[], change: TodoEvent): TodoCommand => ({
    type: 'UndoTodoChange',
    todoId,
    userId,
    now: t2,
    kind: 'dependency',
    revision: history.length,
    change: [change],
    before: fold(history),
    previousMissionExists: true,
  });

  it('of an added link removes it, naming the revision it undoes', () => {
    const history = [created()];
    spec
      .given([...history, added(venue)])
      .when(undo(history, added(venue)))
      .then([{ type: 'TodoDependencyRemoved', data: { todoId, dependsOn: venue, removedAt: t2, undoneRevision: 1 } }]);
  });

  it('of a removed link is held to the cap, not counting the waits on todos gone', () => {
    // 50 waits, one of them on a todo gone (so a 51st was allowed), then that 51st removed.
    const waits = Array.from({ length: MAX_DEPENDENCIES }, () => newId());
    const history = [created(), ...waits.map((id) => added(id)), added(venue)];
    const given = [...history, removed(venue)];
    spec.given(given).when(undo(history, removed(venue))).thenThrows('invalid', TOO_MANY_DEPENDENCIES);
    spec
      .given(given)
      .when({ ...undo(history, removed(venue)), waitsOnGone: [waits[7]] } as TodoCommand)
      .then([{ type: 'TodoDependencyAdded', data: { todoId, dependsOn: venue, addedAt: t2, undoneRevision: history.length } }]);
  });

  it('of a removed link adds it back', () => {
    const history = [created(), added(venue, t1)];
    spec
      .given([...history, removed(venue)])
      .when(undo(history, removed(venue)))
      .then([{ type: 'TodoDependencyAdded', data: { todoId, dependsOn: venue, addedAt: t2, undoneRevision: 2 } }]);
  });

  it('is refused once the todo changed since', () => {
    const history = [created()];
    spec
      .given([...history, added(venue), added(date)])
      .when(undo(history, added(venue)))
      .thenThrows('conflict', 'This todo changed after that change to what it waits for, so the change can no longer be undone.');
  });

  it('is refused for a change of another kind', () => {
    const history = [created()];
    const edit: TodoEvent = { type: 'TodoDetailsUpdated', data: { todoId, title: 'Other', updatedAt: t1 } };
    spec.given([...history, edit]).when(undo(history, edit)).thenThrows('invalid', 'The change at revision 1 is not a change to what it waits for of this todo.');
  });
});

describe('the loop a new link would close, in plain words', () => {
  it('names both ends of a direct loop', () => {
    expect(waitLoopRefusal([{ title: 'Book the venue', deleted: false }, { title: 'Send the invitations', deleted: false }])).toBe(
      '"Book the venue" already waits for "Send the invitations", so "Send the invitations" cannot wait for "Book the venue".',
    );
  });

  it('names the todos in between, a deleted one as such, and counts a long chain', () => {
    const chain = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `Todo ${i + 1}`, deleted: i === 1 }));
    expect(waitLoopRefusal([{ title: 'Book the venue', deleted: false }, { title: 'Pick a date', deleted: true }, { title: 'Send the invitations', deleted: false }])).toBe(
      '"Book the venue" already waits for "Send the invitations" (through "Pick a date" (in Recently deleted)), so "Send the invitations" cannot wait for "Book the venue".',
    );
    expect(waitLoopRefusal(chain(200))).toBe(
      '"Todo 1" already waits for "Todo 200" (through "Todo 2" (in Recently deleted), then "Todo 3", then "Todo 4" and 195 more), so "Todo 200" cannot wait for "Todo 1".',
    );
  });
});

describe('an order that respects the waits', () => {
  const todo = (id: string, ...dependsOn: string[]) => ({ id, depends_on: dependsOn });

  it('puts each todo after the todos it waits for, ties in the order given', () => {
    expect(orderByWaits([todo('a', 'c'), todo('b'), todo('c'), todo('d', 'a', 'b')])).toEqual(['b', 'c', 'a', 'd']);
  });

  it('ignores waits on todos outside the list', () => {
    expect(orderByWaits([todo('a', 'elsewhere'), todo('b')])).toEqual(['a', 'b']);
  });

  it('keeps every todo even if links loop', () => {
    expect(orderByWaits([todo('a', 'b'), todo('b', 'a'), todo('c')])).toEqual(['c', 'a', 'b']);
  });
});
