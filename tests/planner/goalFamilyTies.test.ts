import { classifyGoal } from '../../planner/offline/goalKinds';
import { todoTitlesOf } from '../support/offlinePlans';

/** Fields a title names about equally: what its verb acts on decides, not the general plan. */
describe('a goal two fields claim about equally', () => {
  it.each([
    ['Launch an Etsy shop for my pottery', '', 'business'],
    ['Move to Manchester for my new job', '', 'moving'],
    ['Move to Manchester for my new job', 'My new job starts in March', 'moving'],
  ])('"%s" (%s) is planned as what it is about', (title, description, family) => {
    expect(classifyGoal(title, description).kind.id).toBe(family);
  });

  it('the Etsy shop gets a business plan and the move a moving plan, not the general frame', async () => {
    for (const [title, description] of [['Launch an Etsy shop for my pottery', ''], ['Move to Manchester for my new job', 'My new job starts in March']]) {
      const titles = await todoTitlesOf(title, description);
      expect([title, titles.join('\n')]).not.toEqual([title, expect.stringMatching(/Decide what done means|visible piece/)]);
    }
  });

  it('a thing no field knows keeps the plan from the person\'s own words', () => {
    // Calligraphy invitations are no event's invitations: the craft is no field's.
    expect(classifyGoal('Write calligraphy invitations in copperplate', "for my sister's wedding").kind.id).toBe('general');
  });
});
