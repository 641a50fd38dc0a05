import { readDeadline } from '../../planner/offline/deadlineDate';
import { extractConstraints, standingIn } from '../../planner/offline/constraints';
import { missionPlanOf, now, odysseyQuestionsOf, planner, planOf, questionsOf } from '../support/offlinePlans';
import { converseOn } from '../support/offlineStepChat';

/**
 * A number with a unit of time followed by "a week" says how often ("Run 5 d a week"); alone in a
 * sentence it says how long ("Swim 2 mo"). A weekday in work that repeats ("Weekly meal plan: shop on
 * Saturday") is the day it is done each week. None of them is the day the work is due.
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

describe('a weekday in work that repeats', () => {
  it.each([
    ['Weekly meal plan', 'Shop on Saturday'],
    ['Weekly meal plan', 'Plan the meals for the week. Shop on Saturday.'],
    ['Cook dinner every week', 'Shop on Saturday'],
    ['Daily walk', 'Long walk on Sunday'],
    ['Go running', 'Run on Sundays'],
    ['Go running', 'Run every Monday'],
  ])('reads no deadline in "%s" described "%s"', (title, description) => {
    expect(extractConstraints(description, [], { now, title })).toMatchObject({ deadline: null, deadlineDate: null });
  });

  it.each([
    ['Weekly meal plan', 'Shop by Saturday', 'by Saturday'],
    ['Weekly meal plan', 'Plan it before Saturday', 'before Saturday'],
    ['Weekly meal plan', 'Shop this Saturday', 'this Saturday'],
    ['Train every week', 'The race is on Saturday', 'on Saturday'],
    ['Meal plan', 'Shop on Saturday', 'on Saturday'],
  ])('still reads "%s" described "%s" as due "%s"', (title, description, phrase) => {
    expect(extractConstraints(description, [], { now, title })).toMatchObject({ deadline: phrase, deadlineDate: '2026-11-28' });
  });

  it('plans a weekly meal plan whose shopping is on Saturday with nothing due today and no question about "on Saturday" as a date', async () => {
    const { todos } = await planOf('Weekly meal plan', 'Shop on Saturday');
    const { missions } = await missionPlanOf('Weekly meal plan', 'Shop on Saturday');

    expect(todos.map((t) => t.due_date).filter((d) => d !== null)).toEqual([]);
    expect(missions.map((m) => m.due_date).filter((d) => d !== null)).toEqual([]);
    expect(await questionsOf('Weekly meal plan', 'Shop on Saturday')).not.toContain('"on Saturday"');
  });

  it('gives the todo "Weekly meal plan" with the criterion "Shop on Saturday" steps that set no day for the plan', async () => {
    const { steps } = await planner.todoSteps({ title: 'Weekly meal plan', description: '', success_criteria: 'Shop on Saturday' });

    expect(steps[0].description).not.toMatch(/meal plan on Saturday/);
  });

  it('answers "When should I do this?" on a weekly meal plan that shops on Saturday with no deadline of "on Saturday"', async () => {
    const todo = { title: 'Weekly meal plan', description: 'Shop on Saturday', success_criteria: 'Meals planned for the week' };
    const [reply] = await converseOn(
      { todo, step: { title: 'Plan meals for the week', description: null, status: 'pending' }, steps: [{ title: 'Plan meals for the week', status: 'pending' }], evidence: [], findings: [] },
      ['When should I do this?'],
    );

    expect(reply.response).not.toContain('"on Saturday"');
    expect(reply.response).toContain('"Weekly meal plan" has no due date');
  });

  it('still answers from "by Saturday" in a weekly todo\'s words', async () => {
    const todo = { title: 'Weekly meal plan', description: 'Shop by Saturday', success_criteria: 'Meals planned for the week' };
    const [reply] = await converseOn(
      { todo, step: { title: 'Plan meals for the week', description: null, status: 'pending' }, steps: [{ title: 'Plan meals for the week', status: 'pending' }], evidence: [], findings: [] },
      ['When should I do this?'],
    );

    expect(reply.response).toContain('Before the todo\'s deadline, "by Saturday"');
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
