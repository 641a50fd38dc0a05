import { constraintViolations } from '../../planner/constraintViolations';
import { extractConstraints } from '../../planner/offline/constraints';
import { formatConstraints } from '../../planner/prompts/shared';
import { qa } from '../support/qaPairs';

/** Saturday 28 November 2026: 1 December is a Tuesday, 3 December a Thursday. */
const now = new Date('2026-11-28T09:00:00Z');
const today = '2026-11-28';

describe('busy weekdays in a model plan', () => {
  it.each([
    ["I'm busy on Tuesdays and Thursdays", [2, 4]],
    ['no time on Mondays', [1]],
    ["Can't do Mondays or Wednesdays, choir", [1, 3]],
    ['Tuesday and Thursday evenings are taken', [2, 4]],
  ])('reads "%s" as the busy weekdays', (answer, days) => {
    expect(extractConstraints('', qa(answer), { now }).busyDays).toEqual(days);
  });

  it("states the busy weekdays in the prompt's constraints", () => {
    const c = extractConstraints('', qa('Done by 31 January 2027', "I'm busy on Tuesdays and Thursdays"), { now });

    expect(formatConstraints(c, 'todos', today).split('\n')).toContain('- Busy on: Tuesday, Thursday (no due dates on those days)');
  });

  it('flags a due date on a busy weekday, as it flags the other date rules', () => {
    const c = extractConstraints('', qa('Done by 31 January 2027', "I'm busy on Tuesdays and Thursdays"), { now });
    const reply = [
      { title: 'Measure the living room', due_date: '2026-12-01' },
      { title: 'Choose the flooring', due_date: '2026-12-02' },
      { title: 'Order the flooring', due_date: '2026-12-03' },
    ];

    expect(constraintViolations(reply, c, today)).toEqual([
      '"Measure the living room" is due on a Tuesday (2026-12-01), a day the user is busy',
      '"Order the flooring" is due on a Thursday (2026-12-03), a day the user is busy',
    ]);
  });

  it('leaves the deadline itself alone when it falls on a busy weekday: its day is fixed', () => {
    const c = extractConstraints('', qa('The exam is on Thursday 21 January 2027', 'no time on Thursdays'), { now });

    expect(c.deadlineDate).toBe('2027-01-21');
    expect(constraintViolations([{ title: 'Sit the exam', due_date: '2027-01-21' }], c, today)).toEqual([]);
    expect(formatConstraints(c, 'todos', today)).toContain('- Busy on: Thursday (no due dates on those days, except the deadline 2027-01-21 itself)');
  });
});
