import { readDeadline } from '../../planner/offline/deadlineDate';
import { extractConstraints, standingIn } from '../../planner/offline/constraints';
import { missionPlanOf, now, odysseyQuestionsOf, planOf, questionsOf } from '../support/offlinePlans';

/**
 * A number with a unit of time followed by "a week" says how often ("Run 5 d a week"); alone in a
 * sentence it says how long ("Swim 2 mo"). Neither is the day the work is due.
 */

describe('a frequency or a length in short units', () => {
  it.each([['Run 5 d a week'], ['Practise 3 d a week'], ['Run 5 d per week'], ['Run 5 d each week'], ['Run 4 d/week'], ['Swim 2 mo'], ['Swim 2 mos'], ['Swim 2 mo a week'], ['Run 2 w'], ['Run 4 days a week']])(
    'reads no deadline in "%s"',
    (title) => {
      expect(readDeadline([title], now)).toBeNull();
      expect(extractConstraints('', [], { now, title })).toMatchObject({ deadline: null, deadlineDate: null });
    },
  );

  it.each([
    ['Run 3 d a week by 2 March 2027', 'by 2 March 2027', '2027-03-02'],
    ['Swim 2 mo a week in 3 months', 'in 3 months', '2027-02-28'],
    ['Run 5 d a week by June', 'by June', '2027-06-30'],
    ['Swim 400 m in 3 mo', 'in 3 mo', '2027-02-28'],
    ['Finish the report in 5 d', 'in 5 d', '2026-12-03'],
  ])('still reads the date in "%s" as "%s"', (title, phrase, date) => {
    expect(readDeadline([title], now)).toMatchObject({ phrase, date });
    expect(extractConstraints('', [], { now, title })).toMatchObject({ deadline: phrase, deadlineDate: date });
  });

  it('reads "2 mo" given alone, as the answer to "By when?", as the time left', () => {
    expect(readDeadline(['2 mo'], now)).toMatchObject({ date: '2027-01-31' });
  });

  it.each([['Run 5 d a week'], ['Practise 3 d a week'], ['Swim 2 mo']])('plans "%s" with no todo or mission due and no question about it as a date', async (title) => {
    const { todos } = await planOf(title);
    const { missions } = await missionPlanOf(title);

    expect(todos.map((t) => t.due_date).filter((d) => d !== null)).toEqual([]);
    expect(missions.map((m) => m.due_date).filter((d) => d !== null)).toEqual([]);
    expect(await questionsOf(title)).not.toMatch(/is that date fixed/);
    expect((await odysseyQuestionsOf(title)).join(' ')).not.toMatch(/is that date fixed/);
  });
});

describe('where the person stands, as written', () => {
  it.each([
    ['I run twice a week', 'I run twice a week'],
    ['I run twice a week, mostly in the park', 'I run twice a week'],
    ['I can run 5.5 km now. I want more', 'I can run 5.5 km now'],
  ])('reads "%s" as "%s"', (text, standing) => {
    expect(standingIn(text)).toBe(standing);
  });
});
