import { classifyGoal } from '../../planner/offline/goalKinds';
import { missionTitlesOf, todoTitlesOf } from '../support/offlinePlans';

/** Everyday goals get the plan of the field they are in, read from what the person wrote. */

describe('the family of an everyday goal', () => {
  it.each([
    ['Get fit after having a baby', 'My daughter is 4 months old. I used to run before pregnancy. I can train while she naps.'],
    ['Get back in shape after my pregnancy', 'My son is six months old.'],
    ['Get fit again', 'I have not done any sport for years.'],
  ])('plans "%s" as fitness, not as expecting a baby', async (title, description) => {
    expect(classifyGoal(title, description).kind.id).toBe('fitness');
    const todos = (await todoTitlesOf(title, description, [], null)).join(' ');

    expect(todos).toMatch(/training plan|baseline/i);
    expect(todos).not.toMatch(/birth plan|hospital bag|Decide what done means/i);
  });

  it.each([
    ['Get fit after having a baby', 'getting fit after having a baby'],
    ['Get in shape', 'getting in shape'],
  ])('names the goal of "%s" as getting into that state in its titles', async (title, goal) => {
    const titles = [...(await todoTitlesOf(title, '', [], null)), ...(await missionTitlesOf(title, '', [], null))];

    expect(titles).toContain(`Reach the target: ${goal}`);
    expect(titles.join('\n')).not.toMatch(/(?:for|:) (?:fit|Get)\b/);
  });

  it.each([
    ['Prepare for having a baby', 'Our first is due in May.'],
    ['Get ready for our new baby', 'I am 20 weeks pregnant.'],
  ])('still plans "%s" as expecting a baby', (title, description) => {
    expect(classifyGoal(title, description).kind.id).toBe('baby');
  });
});
