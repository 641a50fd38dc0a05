import type { GeneratedTodo } from '../../shared/jobs/job';
import { reviewedTodos, waitsFailedMessage, withoutTodos } from './missionWizardRules';

const todo = (title: string, dependsOn?: number[]): GeneratedTodo => ({ title, description: '', success_criteria: 'done', priority: 'medium', depends_on: dependsOn });
const waits = (todos: GeneratedTodo[]) => todos.map((t) => [t.title, t.depends_on]);

describe('the waits of a reviewed plan', () => {
  it('a todo left without a title is not created, and the waits still name the same todos', () => {
    const plan = [todo('Choose a venue'), todo('  '), todo('Book the band', [0, 1]), todo('Open the doors', [2, 0])];
    expect(waits(reviewedTodos(plan))).toEqual([
      ['Choose a venue', []],
      ['Book the band', [0]],
      ['Open the doors', [1, 0]],
    ]);
  });

  it('keeps only waits on earlier todos of the plan, once each', () => {
    const plan = [todo('A', [0, 1]), todo('B', [0, 0, 5, -1])];
    expect(waits(withoutTodos(plan, () => false))).toEqual([
      ['A', []],
      ['B', [0]],
    ]);
  });
});

describe('the toast of waits that could not be set', () => {
  it('names a few, counts the rest and gives each reason once', () => {
    const failed = ['B', 'C', 'D', 'E', 'F'].map((title, i) => ({ waiting: title, waitsFor: 'A', reason: i === 4 ? 'Todo not found.' : 'The server is busy.' }));
    expect(waitsFailedMessage(6, failed)).toBe(
      'Mission created with 6 todos, but 5 waits could not be set (The server is busy; Todo not found): “B” waits for “A”, “C” waits for “A”, “D” waits for “A” and 2 more. The todos are there: add them on the todos\' pages.',
    );
  });
});
