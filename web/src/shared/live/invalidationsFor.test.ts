import { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../queries/queryKeys';
import type { LiveChange } from './liveChange';
import { invalidationsFor, invalidationsForAll } from './invalidationsFor';

const change = (kind: LiveChange['kind'], id = 't1'): LiveChange => ({ kind, id, position: '7', type: 'Something' });

/** Which of the screens' cached queries a change marks stale. */
function staleAfter(c: LiveChange, keys: (readonly unknown[])[]): string[] {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, {});
  for (const queryKey of invalidationsFor(c)) void client.invalidateQueries({ queryKey, refetchType: 'none' });
  return keys.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => JSON.stringify(key));
}

const screens = [
  queryKeys.todos,
  queryKeys.todo('t1'),
  queryKeys.todoSteps('t1'),
  queryKeys.todoProgress('t1'),
  queryKeys.stepEvidence('s1'),
  queryKeys.stepMessages('s1'),
  queryKeys.stepMessages('s2'),
  queryKeys.missions,
  queryKeys.mission('m1'),
  queryKeys.odysseys,
  queryKeys.dashboard,
  queryKeys.trash,
  ['director', 'conversations'],
  ['history', 'todo', 't1'],
  ['history', 'todo', 't2'],
];

describe('invalidationsFor', () => {
  it("a todo change refreshes the todo's detail, steps, progress, evidence, the lists it counts in and its history", () => {
    const stale = staleAfter(change('todo', 't1'), screens);
    for (const key of [queryKeys.todos, queryKeys.todo('t1'), queryKeys.todoSteps('t1'), queryKeys.todoProgress('t1'), queryKeys.stepEvidence('s1'), queryKeys.missions, queryKeys.odysseys, queryKeys.dashboard, queryKeys.trash, ['history', 'todo', 't1']]) {
      expect(stale).toContain(JSON.stringify(key));
    }
    expect(stale).not.toContain(JSON.stringify(['director', 'conversations']));
    expect(stale).not.toContain(JSON.stringify(['history', 'todo', 't2']));
  });

  it("a step chat change refreshes that step's queries only", () => {
    expect(staleAfter(change('step_chat', 's1'), screens).sort()).toEqual([JSON.stringify(queryKeys.stepEvidence('s1')), JSON.stringify(queryKeys.stepMessages('s1'))].sort());
  });

  it('a conversation change refreshes the Director, not the plan', () => {
    expect(staleAfter(change('conversation', 'c1'), screens)).toEqual([JSON.stringify(['director', 'conversations'])]);
  });

  it('a mission change refreshes missions, the todos that show its name, odysseys and the dashboard', () => {
    const stale = staleAfter(change('mission', 'm1'), screens);
    for (const key of [queryKeys.mission('m1'), queryKeys.missions, queryKeys.todos, queryKeys.odysseys, queryKeys.dashboard]) expect(stale).toContain(JSON.stringify(key));
    expect(stale).not.toContain(JSON.stringify(queryKeys.stepMessages('s1')));
  });

  it('names each family once for a batch of changes', () => {
    const keys = invalidationsForAll([change('todo', 't1'), change('todo', 't1'), change('mission', 'm1')]).map((k) => JSON.stringify(k));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain(JSON.stringify(['history', 'mission', 'm1']));
  });
});
