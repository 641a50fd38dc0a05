import type { Todo } from '../../shared/models/todo';
import { aTodo } from '../../testing/todoFixture';
import { filterTodos, statusCounts } from './todoFilters';

const todo = (id: string, status: Todo['status'], priority: Todo['priority'], mission_id: string | null): Todo => aTodo({ id, title: id, status, priority, mission_id });

const todos = [
  todo('a', 'pending', 'high', 'm1'),
  todo('b', 'in_progress', 'medium', null),
  todo('c', 'in_progress', 'low', 'm2'),
  todo('d', 'completed', 'high', null),
];

const ids = (list: Todo[]) => list.map((t) => t.id);

describe('todo filters', () => {
  it('counts each status', () => {
    expect(statusCounts(todos)).toEqual({ all: 4, pending: 1, in_progress: 2, completed: 1 });
  });

  it('filters by status', () => {
    expect(ids(filterTodos(todos, { status: 'in_progress', mission: 'all', priority: 'all' }))).toEqual(['b', 'c']);
  });

  it('filters standalone todos and one mission', () => {
    expect(ids(filterTodos(todos, { status: 'all', mission: 'standalone', priority: 'all' }))).toEqual(['b', 'd']);
    expect(ids(filterTodos(todos, { status: 'all', mission: 'm2', priority: 'all' }))).toEqual(['c']);
  });

  it('combines status, mission and priority', () => {
    expect(ids(filterTodos(todos, { status: 'all', mission: 'all', priority: 'high' }))).toEqual(['a', 'd']);
    expect(ids(filterTodos(todos, { status: 'completed', mission: 'standalone', priority: 'high' }))).toEqual(['d']);
    expect(ids(filterTodos(todos, { status: 'pending', mission: 'standalone', priority: 'all' }))).toEqual([]);
  });
});
