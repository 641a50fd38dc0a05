import { classifyGoal } from '../../planner/offline/goalKinds';
import { subjectOf } from '../../planner/offline/text';
import { now, planner, todoTitlesOf } from '../support/offlinePlans';

/**
 * A mission planned as part of its odyssey: a mission whose own words name no field ("Pack and
 * ship", "Taper and race week") gets the field of the odyssey it serves, the stage its title names,
 * and todos that speak of the odyssey's subject.
 */
const planIn = (odyssey: string, title: string, odysseyDescription = '') =>
  planner.missionTodos({ mission_title: title, mission_description: '', qa_pairs: [], now, odyssey: { title: odyssey, description: odysseyDescription } });
const titlesIn = async (odyssey: string, title: string, odysseyDescription = '') => (await planIn(odyssey, title, odysseyDescription)).todos.map((t) => t.title);

describe('a mission planned as part of its odyssey', () => {
  it.each([
    ['Find a teacher', 'Learn to play piano', ['Get the instrument ready and set practice times', 'Find a teacher or a course', 'Choose the pieces to learn']],
    ['Pack and ship', 'Move to Lisbon', ['Book movers or a van', 'Declutter and pack room by room', 'Transfer utilities, internet and address']],
    ['Increase the load', 'Run a marathon in October', ['Set up recovery habits', 'Repeat the baseline test']],
    ['Taper and race week', 'Run a marathon in October', ['Repeat the baseline test', 'Reach the target: a marathon']],
    ['Settle in', 'Move to Lisbon', ['Hand over the old home', 'Unpack the essentials']],
  ])('plans "%s" of "%s" as the stage of its field the title names', async (title, odyssey, todos) => {
    expect(await titlesIn(odyssey, title)).toEqual(todos);
  });

  it('writes the field’s todos about the odyssey’s subject, not the words of the stage', async () => {
    const { todos } = await planIn('Run a marathon in October', 'Build the base');

    expect(todos.map((t) => t.title)).toEqual(['Measure your starting baseline', 'Write a weekly training plan', 'Get the gear and a place to train', 'Complete the first four weeks of training']);
    expect(todos[0].description).toContain("Record today's numbers for a marathon");
    expect(JSON.stringify(todos)).not.toMatch(/the base:|Decide what done means/);
  });

  it('plans a mission whose own word belongs to another field, but that names a stage of the odyssey’s, in the odyssey’s field', async () => {
    const titles = await titlesIn('Get married next summer', 'Choose the photographer');

    expect(titles).toContain('Book the venue');
    expect(titles.join('\n')).not.toMatch(/fundamentals|rough version/i);
  });

  it.each([
    ['Book the venue', 'Get married next summer', /^Book the venue$/],
    ['Open a savings account', 'Learn to play piano', /^Track a month of spending$/],
    ['Build base fitness', 'Learn Spanish to B1', /^Write a weekly training plan$/],
  ])('keeps the field the words of "%s" name, of "%s"', async (title, odyssey, todo) => {
    const titles = await titlesIn(odyssey, title);

    expect(titles).toEqual(await todoTitlesOf(title));
    expect(titles.some((t) => todo.test(t))).toBe(true);
  });

  it('plans a mission as on its own when its odyssey names no field either', async () => {
    expect(await titlesIn('Buy our first home', 'Save the deposit')).toEqual(await todoTitlesOf('Save the deposit'));
  });

  it('reads the odyssey’s description when its title names no field', async () => {
    const titles = await titlesIn('The big day', 'Sort out the logistics', 'Our wedding in Porto next June: a ceremony by the sea, dinner for 60 guests.');

    expect(titles).toContain('Book the venue');
  });

  it('plans getting married as a wedding, named as getting married', async () => {
    expect(classifyGoal('Get married next summer', '').kind.id).toBe('event');
    expect(subjectOf('Get married')).toBe('getting married');
  });
});
