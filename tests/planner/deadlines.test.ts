import { readDeadline, readNotBefore } from '../../planner/offline/deadlineDate';
import { extractConstraints } from '../../planner/offline/constraints';
import { constraintViolations } from '../../planner/constraintViolations';
import { missionPlanOf, planOf } from '../support/offlinePlans';
import { qa } from '../support/qaPairs';

/** Thursday 15 January 2026: every relative phrase below counts from it. */
const now = new Date('2026-01-15T09:00:00Z');

describe('deadlines in the person\'s words', () => {
  it.each([
    ['by 28 March', '2026-03-28'],
    ['end of next month', '2026-02-28'],
    ['in 8 weeks', '2026-03-12'],
    ['before the summer', '2026-06-20'],
    ['by Friday', '2026-01-16'],
    ['next Friday', '2026-01-23'],
    ['2026-05-03', '2026-05-03'],
    ['deadline: 2026-03-01', '2026-03-01'],
    ['within 3 months', '2026-04-15'],
    ['by October 12', '2026-10-12'],
    ['by 12 October 2026', '2026-10-12'],
    ['by next spring', '2027-03-19'],
    ['in two weeks', '2026-01-29'],
    ['in a fortnight', '2026-01-29'],
    ['within two fortnights', '2026-02-12'],
    ['in three fortnights', '2026-02-26'],
    ['in 2 fortnights', '2026-02-12'],
    ['in four fortnights', '2026-03-12'],
    ['by June 2026', '2026-06-30'],
    ['by December', '2026-12-31'],
    ['until mid-June', '2026-06-15'],
    ['by the end of the year', '2026-12-31'],
    ['by the end of the month', '2026-01-31'],
    ['by end of February', '2026-02-28'],
    ['by the 3rd of March', '2026-03-03'],
    ['by 3/4/2026', '2026-03-04'],
    ['by summer', '2026-06-20'],
    ['by end of summer', '2026-09-21'],
    ['in 6 months', '2026-07-15'],
    ['within a year', '2027-01-15'],
    ['by 1 February', '2026-02-01'],
    ['on Saturday', '2026-01-17'],
    ['within 10 days', '2026-01-25'],
    ['by March 2027', '2027-03-31'],
    ['no later than 15 May', '2026-05-15'],
    ['by Dec 24', '2026-12-24'],
    ['in 12 weeks', '2026-04-09'],
    ['by early April', '2026-04-10'],
    ['by the end of June', '2026-06-30'],
    ['The race is on October 12', '2026-10-12'],
    ['exam on March 3', '2026-03-03'],
    ['Fixed: a 10 km race on 28 March. I want the plan done by end of February', '2026-03-28'],
    ['invitations by April, the wedding is on 20 June', '2026-06-20'],
    ['not before June, done by September', '2026-09-30'],
    ['by the 5th of January', '2027-01-05'],
    ['before the autumn', '2026-09-21'],
    ['Two healthy colonies through their first winter, ready by next spring', '2027-03-19'],
  ])('reads "%s" as %s', (answer, date) => {
    expect(readDeadline([answer], now)?.date).toBe(date);
  });

  it('reads "not before June" as the first day work may start, never as the deadline', () => {
    expect(readNotBefore(['not before June, done by September'], now)).toBe('2026-06-01');
    expect(extractConstraints('', qa('not before June'), { now }).deadline).toBeNull();
  });

  it('prefers the answers to the description, and an event\'s day to a "finish by"', () => {
    expect(extractConstraints('by May 2026', qa('Actually by July 2026'), { now }).deadlineDate).toBe('2026-07-31');
    expect(extractConstraints('Training plan done by end of February', qa('The race is on 28 March'), { now })).toMatchObject({ deadlineDate: '2026-03-28', deadlineIsEvent: true });
  });
});

describe('due dates of a generated plan', () => {
  const cases: Array<[string, string[]]> = [
    ['Run my first 10 km race', ['Fixed: a 10 km race on 28 March', 'I want the plan done by end of February', '3 runs a week']],
    ['Learn to cook 20 weeknight dinners', ['within 3 months', 'no oven and no meat']],
    ['Start beekeeping with two hives', ['by next spring', 'not before June']],
    ['Move to Berlin', ['by 1 February']],
    ['Write my first novel', ['by the end of the year']],
  ];

  it.each(cases)('"%s": every todo and mission is due on or before the deadline, in order', async (title, answers) => {
    const c = extractConstraints('', qa(...answers), { now, title });
    const todos = (await planOf(title, '', answers, now)).todos;
    const missions = (await missionPlanOf(title, '', answers, now)).missions;

    for (const items of [todos, missions]) {
      const days = items.map((i) => i.due_date);
      expect(days.every((d) => typeof d === 'string' && d >= '2026-01-15' && d <= c.deadlineDate!)).toBe(true);
      expect([...days].sort()).toEqual(days);
      expect(constraintViolations(items, c)).toEqual([]);
    }
    // The last item is the deadline itself (the race day, the move): preparation comes before it.
    expect(todos.at(-1)!.due_date).toBe(c.deadlineDate);
  });

  it('puts the race day last and the preparation before it, not on the "by end of February" date', async () => {
    const todos = (await planOf('Run my first 10 km race', '', ['Fixed: a 10 km race on 28 March', 'plan done by end of February'], now)).todos;

    expect(todos.at(-1)!.due_date).toBe('2026-03-28');
    expect(todos.slice(0, -1).every((t) => t.due_date! < '2026-03-28')).toBe(true);
  });

  it('plans only weekend days when the person has only weekends, and nothing before "not before"', async () => {
    const todos = (await planOf('Restore a 1972 Honda motorbike', '', ['by end of August', 'Only weekends', 'not before March'], now)).todos;
    const weekdays = todos.map((t) => new Date(`${t.due_date}T00:00:00Z`).getUTCDay());

    expect(weekdays.every((d) => d === 0 || d === 6)).toBe(true);
    expect(todos.every((t) => t.due_date! >= '2026-03-01' && t.due_date! <= '2026-08-31')).toBe(true);
  });

  it('invents no date without a deadline or without the day the plan is made', async () => {
    const noDeadline = await planOf('Learn chess properly', '', ['some basics'], now);
    const noNow = await planOf('Learn chess properly', '', ['by 28 March'], null);

    expect(noDeadline.todos.every((t) => t.due_date === null)).toBe(true);
    expect(noNow.todos.every((t) => t.due_date === null)).toBe(true);
  });
});

describe('what is not a deadline', () => {
  it.each(['3 hours per week', '30 minutes a day', 'practice at 9 pm', 'at 18:30 after work', '2 sessions a week', 'twice a week', 'three runs a month', 'plan the weeks around my work shifts', 'plan the week ahead', 'the months go by fast', 'over the days off', 'A 15 km run logged under 1 h 45', 'Run 10 km in under 1 h', 'Thursday evenings are taken by choir', 'I have book club on Thursdays'])('"%s" names no deadline', (answer) => {
    expect(readDeadline([answer], now)).toBeNull();
  });

  it('keeps no punctuation that follows a date in the phrase a plan quotes', () => {
    expect(readDeadline(['April, the Berlin half marathon'], now)?.phrase).toBe('April');
    expect(extractConstraints('', qa('Done by June; then rest'), { now }).deadline).toBe('by June');
  });

  it('a rate beside a deadline leaves the deadline as said: "2 sessions a week" is not "within a week"', () => {
    expect(readDeadline(['2 sessions a week', 'within 3 months'], now)?.date).toBe('2026-04-15');
  });

  it('a date already past gives no due dates and reads no horizon from the calendar', () => {
    const c = extractConstraints('', qa('by June 2025', '3 hours per week'), { now });

    expect(c.deadlineDate).toBeNull();
    expect(c.deadline).toBe('by June 2025');
  });
});
