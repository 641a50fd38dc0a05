import { classifyGoal } from '../../planner/offline/goalKinds';
import { planOf, questionsOf } from '../support/offlinePlans';

/** A sport's verb with how far or how much ("Run 5 km", "Lift 60 kg") is a fitness goal, planned as one. */
describe('a goal that names a sport by its verb and a measure', () => {
  it.each([
    ['Run 5 km', ''],
    ['Run 10 km without stopping', ''],
    ['Cycle 100 km', 'In one day, this summer.'],
    ['Lift 60 kg', ''],
    ['Row 2000 m in under 8 minutes', ''],
    ['Ride 50 miles', ''],
    ['Jog 3 km', ''],
  ])('plans "%s" as fitness', (title, description) => {
    expect(classifyGoal(title, description).kind.id).toBe('fitness');
  });

  it.each([
    ['Walk 10 000 steps a day', 'health'],
    ['Run my own bakery', 'business'],
    ['Save 5000 euros', 'finance'],
  ])('leaves "%s" to its own field (%s)', (title, family) => {
    expect(classifyGoal(title, '').kind.id).toBe(family);
  });
});

describe('the plan for a measured fitness goal', () => {
  it('asks about the sport done, says back where the person stands once and tests over a distance they can cover', async () => {
    const questions = await questionsOf('Run 5 km');
    expect(questions).toContain('What is your starting point for running 5 km today');
    const { todos } = await planOf('Run 5 km', '', ['I can run 2 km now', 'Three times a week', 'By March']);
    const baseline = todos.find((t) => t.title === 'Measure your starting baseline');
    expect(baseline?.description).toMatch(/^Today you can run 2 km: confirm it\. /);
    expect(baseline?.description).toContain('over a distance you can cover today');
    expect(todos.map((t) => t.description).join(' ')).toContain('your progress towards running 5 km');
  });

  it('tests a swimmer over a distance they can finish', async () => {
    const { todos } = await planOf('Swim 25 m', '', ['I can swim 10 m now']);
    expect(todos.find((t) => t.title === 'Measure your starting baseline')?.description).toMatch(/^Today you can swim 10 m: confirm it\. Swim a set distance you can finish today/);
  });
});
