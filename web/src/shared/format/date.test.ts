import { isOverdue, isTodoOverdue } from './date';

describe('isTodoOverdue', () => {
  const past = '2000-01-01T00:00:00.000Z';
  const future = '2999-01-01T00:00:00.000Z';

  it("takes the server's flag when the answer has one", () => {
    expect(isTodoOverdue({ is_overdue: false, due_date: past, status: 'pending' })).toBe(false);
    expect(isTodoOverdue({ is_overdue: true, due_date: future, status: 'pending' })).toBe(true);
  });

  it('else an open todo past its due date is overdue, a completed one never', () => {
    expect(isTodoOverdue({ due_date: past, status: 'in_progress' })).toBe(true);
    expect(isTodoOverdue({ is_overdue: null, due_date: past, status: 'completed' })).toBe(false);
    expect(isTodoOverdue({ due_date: future, status: 'pending' })).toBe(false);
    expect(isTodoOverdue({ due_date: null, status: 'pending' })).toBe(false);
  });
});

describe('isOverdue in the reader’s time zone', () => {
  const due = '2026-11-27T23:59:59.999Z';

  it('a todo due today is not overdue at 23:00 in Los Angeles, though the day is over in UTC', () => {
    expect(isOverdue(due, false, new Date('2026-11-28T07:00:00.000Z'), 'America/Los_Angeles')).toBe(false);
    expect(isOverdue(due, false, new Date('2026-11-28T08:00:00.000Z'), 'America/Los_Angeles')).toBe(true);
    expect(isOverdue(due, false, new Date('2026-11-28T07:00:00.000Z'), 'UTC')).toBe(true);
  });

  it('a todo due yesterday is overdue at 02:00 in Tonga, though the day is not over in UTC', () => {
    expect(isOverdue(due, false, new Date('2026-11-27T13:00:00.000Z'), 'Pacific/Tongatapu')).toBe(true);
    expect(isOverdue(due, false, new Date('2026-11-27T13:00:00.000Z'), 'UTC')).toBe(false);
  });

  it('reads the browser’s zone when none is given', () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const at = new Date('2026-11-28T03:00:00.000Z');
    expect(isOverdue(due, false, at)).toBe(isOverdue(due, false, at, zone));
  });
});
