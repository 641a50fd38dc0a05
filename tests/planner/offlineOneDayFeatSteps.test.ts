import { itPlansStepsOfEach, planOf } from '../support/offlinePlans';

/**
 * A distance covered "in a day" is the feat itself, not a deadline of tomorrow: the work step keeps
 * the words, and the plan of such a goal is not due the next day.
 */

describe('a distance in a day', () => {
  itPlansStepsOfEach(
    [
      ['Cycle 100 km in a day', ['Check the bike and plan the route', 'Ride the first 10 minutes easy', 'Cycle 100 km in a day', 'Ease off and stretch', 'Note how the ride went']],
      ['Ride 100 miles in one day', ['Check the bike and plan the route', 'Ride the first 10 minutes easy', 'Ride 100 miles in one day', 'Ease off and stretch', 'Note how the ride went']],
      ['Run 50 km in a day', ['Get your running kit and route ready', 'Warm up for 5 to 10 minutes', 'Run 50 km in a day', 'Cool down and stretch', 'Note how the run went']],
    ],
    '"%s" keeps "in a day" in the work step',
    (_title, steps) => [...steps, 'Check the result against the success criteria'],
  );

  it('is not read as a deadline: the goal\'s todos are not all due tomorrow', async () => {
    const todos = (await planOf('Cycle 100 km in a day')).todos;

    expect(todos.map((t) => t.due_date)).not.toContain('2026-11-29');
    expect(todos.map((t) => t.success_criteria).join('\n')).not.toMatch(/attempted in a day/);
  });

  it('"Write the report in a day" still has a deadline: no distance comes before it', async () => {
    const todos = (await planOf('Write the report in a day')).todos;

    expect(todos.map((t) => t.due_date)).toContain('2026-11-29');
  });
});
