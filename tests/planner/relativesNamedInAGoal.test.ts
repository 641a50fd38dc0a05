import { classifyGoal } from '../../planner/offline/goalKinds';
import { itPlansEachIn, todoTitlesOf } from '../support/offlinePlans';

/** The family plan's todos: gathering, recording and sharing what a family keeps. */
const FAMILY_RECORD = /Gather what already exists|Ask relatives to contribute|Record the stories|Sort, date and label|Make the finished piece/;

describe('a goal that names relatives', () => {
  itPlansEachIn([
    ['Take my parents on holiday', 'travel'],
    ['Plan a family holiday to Spain', 'travel'],
    ['Build a treehouse for my kids', 'homeDiy'],
    ['Get my kids to sleep in their own beds', 'health'],
  ]);

  it.each(['Help my daughter with her maths homework', 'Spend more time with my family', 'Be a better dad'])(
    'never gives "%s" the plan of a photo album or a family history',
    async (title) => {
      expect((await todoTitlesOf(title)).join('\n')).not.toMatch(FAMILY_RECORD);
    },
  );

  it.each(['Make a family photo album for grandma', "Record my grandparents' stories", "Scan my parents' old photos", 'Build a family tree with my kids', 'Preserve family memories'])(
    'keeps the family plan for "%s", a record of the family',
    (title) => {
      expect(classifyGoal(title, '').kind.id).toBe('family');
    },
  );

  it('prepares the site, not a room, for a treehouse', async () => {
    const titles = await todoTitlesOf('Build a treehouse for my kids');

    expect(titles).toContain('Prepare the site');
    expect(titles).not.toContain('Prepare the room');
  });
});
