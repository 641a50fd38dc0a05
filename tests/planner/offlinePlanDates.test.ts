import { extractConstraints } from '../../planner/offline/constraints';
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
