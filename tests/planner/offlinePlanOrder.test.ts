import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { EvalGoal } from '../../planner/eval/scorePlan';
import { todoOrder } from '../../planner/offline/todoOrder';
import { OfflinePlanner } from '../../planner/offlinePlanner';

const goals = JSON.parse(readFileSync(path.join(__dirname, '../../planner/eval/goals.json'), 'utf8')) as EvalGoal[];
const planner = new OfflinePlanner();
const now = new Date('2026-01-15T09:00:00Z');

describe('the order an offline plan proposes', () => {
  it('runs the sequence one after the other, own actions and reviews beside it, and the closing todo last', () => {
    expect(todoOrder(['opening', 'sequence', 'own', 'sequence', 'review', 'closing'])).toEqual([[], [0], [0], [1], [0], [2, 3]]);
    expect(todoOrder(['opening', 'closing'])).toEqual([[], [0]]);
    expect(todoOrder(['opening'])).toEqual([[]]);
  });

  it(`gives every plan of the ${goals.length} eval goals an order: waits only for earlier todos, the first waits for none, the last for some`, async () => {
    const failures: string[] = [];
    for (const goal of goals) {
      const qa_pairs = goal.answers.map((answer, i) => ({ question: `Question ${i + 1}`, answer }));
      const { todos } = await planner.missionTodos({ mission_title: goal.title, mission_description: goal.description, qa_pairs, now });
      todos.forEach((t, i) => {
        const refs = t.depends_on ?? [];
        if (refs.some((r) => r < 0 || r >= i)) failures.push(`${goal.title}: todo ${i + 1} waits for ${refs.join(', ')}`);
        if (i > 0 && refs.length === 0) failures.push(`${goal.title}: todo ${i + 1} waits for nothing`);
      });
      if ((todos[0].depends_on ?? []).length > 0) failures.push(`${goal.title}: the first todo waits`);
      // Due dates follow the order: a todo is not due before one it waits for.
      todos.forEach((t, i) => {
        for (const r of t.depends_on ?? []) if (t.due_date && todos[r].due_date && t.due_date < todos[r].due_date!) failures.push(`${goal.title}: todo ${i + 1} is due before todo ${r + 1}`);
      });
    }
    expect(failures).toEqual([]);
  });
});

describe('a plan that keeps the work itself', () => {
  const renovation = {
    title: 'Renovate the bathroom',
    description: 'Choose the tiles and the vanity; get three quotes from bathroom fitters; order the shower.',
  };

  it.each([
    ['a deadline months away', ['By September 2026']],
    ['a deadline three months away', ['By 15 April 2026']],
    ['no deadline', []],
  ])('plans the renovation being carried out after choosing, quotes and buying, with %s', async (_when, answers) => {
    const qa_pairs = answers.map((answer, i) => ({ question: `Question ${i + 1}`, answer }));
    const { todos } = await planner.missionTodos({ mission_title: renovation.title, mission_description: renovation.description, qa_pairs, now });
    const titles = todos.map((t) => t.title);
    const work = titles.indexOf('Do the work one job at a time');

    expect(work).toBeGreaterThan(titles.indexOf('Order the shower'));
    expect(work).toBeLessThan(titles.indexOf('Finish, clean up and snag'));
  });
});
