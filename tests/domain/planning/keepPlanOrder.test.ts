import { keepPlanOrder } from '../../../domain/planOrder';
import type { GeneratedTodo } from '../../../domain/planning';

const todo = (title: string, depends_on?: number[]): GeneratedTodo => ({ title, description: '', success_criteria: `- ${title}`, priority: 'medium', due_date: null, depends_on });

describe('the order a generated plan may keep', () => {
  it('keeps waits for earlier todos of the plan', () => {
    const plan = [todo('Book the venue', []), todo('Send the invitations', [0]), todo('Hold the party', [1, 0])];

    expect(keepPlanOrder(plan)).toEqual({ todos: [plan[0], plan[1], { ...plan[2], depends_on: [0, 1] }], dropped: [] });
  });

  it('drops a wait for itself, a later todo, a todo the plan does not have and a repeat, and names each', () => {
    const plan = [todo('Book the venue', [0]), todo('Send the invitations', [2, 7, -1]), todo('Hold the party', [1, 1])];

    const kept = keepPlanOrder(plan);

    expect(kept.todos.map((t) => t.depends_on)).toEqual([[], [], [1]]);
    expect(kept.dropped).toEqual([
      'todo 1 ("Book the venue") cannot wait for itself',
      'todo 2 ("Send the invitations") cannot wait for todo 3, listed after it',
      'todo 2 ("Send the invitations") cannot wait for todo 8, which the plan does not have',
      'todo 2 ("Send the invitations") cannot wait for todo 0, which the plan does not have',
      'todo 3 ("Hold the party") cannot wait for todo 2 twice',
    ]);
  });

  it('leaves a plan without any order as it is', () => {
    const plan = [todo('Book the venue'), todo('Hold the party')];

    expect(keepPlanOrder(plan)).toEqual({ todos: plan, dropped: [] });
  });
});
