import type { GeneratedTodo } from '../../shared/jobs/job';
import { reviewedTodos, withoutTodos } from './missionWizardRules';

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
