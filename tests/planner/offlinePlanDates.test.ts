import { extractConstraints } from '../../planner/offline/constraints';
import { spreadDueDates } from '../../planner/offline/dueDates';
import { now, planOf } from '../support/offlinePlans';

/** A deadline given as a month only gets the plan's due dates, May as much as June. */

describe('a month given as the deadline', () => {
  it.each([
    ['By May', '2027-05-31'],
    ['by May', '2027-05-31'],
    ['Before May', '2027-05-31'],
    ['By the end of May', '2027-05-31'],
    ['By June', '2027-06-30'],
  ])('reads "%s" as a day', (answer, day) => {
    expect(extractConstraints('', [{ question: 'By when?', answer }], { now, title: 'Start a vegetable garden' }).deadlineDate).toBe(day);
  });

  it('does not read the verb "may" as the month', () => {
    expect(extractConstraints('We may need help by then, I may ask my neighbour.', [], { now, title: 'Start a vegetable garden' }).deadlineDate).toBeNull();
  });

  it('dates every todo of a vegetable garden due by May', async () => {
    const { todos } = await planOf('Start a vegetable garden', 'We have a sunny back garden of about 20 square metres and have never grown anything.', [
      { question: 'By when?', answer: 'By May' },
    ]);

    expect(todos.every((t) => typeof t.due_date === 'string' && t.due_date <= '2027-05-31')).toBe(true);
    expect(todos.at(-1)?.due_date).toBe('2027-05-31');
  });
});

describe('a deadline a goal names in its title', () => {
  it.each([
    ['Plan a wedding for next May', '2027-05-31'],
    ['Get fit enough to hike Kilimanjaro next September', '2027-09-30'],
  ])('dates the last todo of "%s" on the day it names', async (title, day) => {
    const { todos } = await planOf(title);

    expect(todos.at(-1)?.due_date).toBe(day);
  });

  it('takes the day an answer gives in the month the title names', async () => {
    const { todos } = await planOf('Plan a wedding for next May', '', ['22 May in Porto, 90 guests']);

    expect(todos.at(-1)?.due_date).toBe('2027-05-22');
    expect(todos.find((t) => t.title === 'Confirm every supplier one week before')?.due_date).toBe('2027-05-15');
  });

  it.each([
    ['Get fit enough to hike Kilimanjaro next September', 'The climb starts 12 September 2027', '2027-09-12'],
    ['Run a half marathon in October', 'The race starts on 18 October', '2027-10-18'],
  ])('leads "%s" up to the day the event starts (%s)', async (title, answer, day) => {
    const { todos } = await planOf(title, '', [{ question: 'By when?', answer }]);

    expect(todos.at(-1)?.due_date).toBe(day);
  });

  it('quotes the deadline with its "next" when it asks whether it is fixed', () => {
    expect(extractConstraints('', [], { now, title: 'Get fit enough to hike Kilimanjaro next September' }).deadline).toBe('next September');
  });

  it.each([
    ['Learn to swim before summer', 'By June', 'before summer'],
    ['Run a half marathon in October', 'The race is on 18 October', 'in October'],
    ['Get fit enough to hike Kilimanjaro next September', 'The climb is on 12 September 2027', 'September'],
  ])('names "%s" in its todos without the deadline, even when an answer gives the day', async (title, answer, deadline) => {
    const { todos } = await planOf(title, '', [{ question: 'By when?', answer }]);

    expect(todos.map((t) => t.title).join('\n')).not.toContain(deadline);
    expect(todos.map((t) => t.title).join('\n')).not.toMatch(/\bnext$/m);
  });

  it('does not take "three days a week" for a deadline', () => {
    expect(extractConstraints('We both work from home three days a week.', [], { now, title: 'Adopt a rescue dog' }).deadline).toBeNull();
  });
});

describe('an item that says how long before the event it is done', () => {
  const c = extractConstraints('', [{ question: 'When?', answer: 'The wedding is on 22 May 2027' }], { now });
  it.each([
    ['Confirm every supplier one week before', '2027-05-15'],
    ['Confirm every supplier a week before', '2027-05-15'],
    ['Confirm every supplier two weeks before', '2027-05-08'],
    ['Confirm every supplier 3 days before', '2027-05-19'],
    ['Confirm every supplier five days before', '2027-05-17'],
  ])('"%s" is due that long before the day', (title, day) => {
    expect(spreadDueDates(3, c, now, { titles: ['Book the venue', title, 'Hold the wedding'], event: true })[1]).toBe(day);
  });
});
