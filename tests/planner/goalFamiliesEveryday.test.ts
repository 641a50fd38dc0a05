import { OfflinePlanner } from '../../planner/offlinePlanner';
import { classifyGoal } from '../../planner/offline/goalKinds';

/** Everyday goals get the plan of the field they are in, read from what the person wrote. */
const planner = new OfflinePlanner();

describe('the family of an everyday goal', () => {
  it.each([
    ['Get fit after having a baby', 'My daughter is 4 months old. I used to run before pregnancy. I can train while she naps.'],
    ['Get back in shape after my pregnancy', 'My son is six months old.'],
    ['Get fit again', 'I have not done any sport for years.'],
  ])('plans "%s" as fitness, not as expecting a baby', async (title, description) => {
    expect(classifyGoal(title, description).kind.id).toBe('fitness');
    const { todos } = await planner.missionTodos({ mission_title: title, mission_description: description, qa_pairs: [] });

    expect(todos.map((t) => t.title).join(' ')).toMatch(/training plan|baseline/i);
    expect(todos.map((t) => t.title).join(' ')).not.toMatch(/birth plan|hospital bag|Decide what done means/i);
  });

  it.each([
    ['Get fit after having a baby', 'getting fit after having a baby'],
    ['Get in shape', 'getting in shape'],
  ])('names the goal of "%s" as getting into that state in its titles', async (title, goal) => {
    const { todos } = await planner.missionTodos({ mission_title: title, mission_description: '', qa_pairs: [] });
    const { missions } = await planner.odysseyMissions({ odyssey_title: title, odyssey_description: '', qa_pairs: [] });
    const titles = [...todos, ...missions].map((t) => t.title);

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
