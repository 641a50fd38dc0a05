import { classifyGoal } from '../../planner/offline/goalKinds';
import { itPlansEachIn, todoTitlesOf } from '../support/offlinePlans';

/** A craft, a sport, a climb or a skill with a course gets its field's plan; a goal no field fits keeps the general one. */
describe('the field an everyday goal is in', () => {
  itPlansEachIn([
    ['Learn to knit a sweater', 'creative'],
    ['Knit a scarf for my dad', 'creative'],
    ['Learn to surf', 'fitness'],
    ['Go surfing every weekend this summer', 'fitness'],
    ['Climb Kilimanjaro', 'fitness'],
    ['Climb Ben Nevis before the summer', 'fitness'],
    ['Learn first aid', 'learning'],
    // Climbing that is not a mountain's is no sport
    ['Climb the career ladder', 'career'],
  ]);

  it('plans learning to knit as a craft with a first piece, and first aid as a skill learned and tested', async () => {
    expect((await todoTitlesOf('Learn to knit a sweater')).join('\n')).toMatch(/fundamentals/i);
    expect((await todoTitlesOf('Learn first aid')).join('\n')).toMatch(/learning resources|fundamentals/i);
  });

  it('names a climb as the climbing it is', async () => {
    expect(await todoTitlesOf('Climb Kilimanjaro')).toContain('Reach the target: climbing Kilimanjaro');
  });

  it.each(['Buy a car', 'Sell my house', "Get a master's degree", 'Apply to university'])('keeps "%s" in its own words rather than another field\'s frame', async (title) => {
    expect(classifyGoal(title, '').kind.id).toBe('general');
    expect((await todoTitlesOf(title)).join('\n')).not.toMatch(/movers|driving test|syllabus|past paper|thesis|customers/i);
  });
});
