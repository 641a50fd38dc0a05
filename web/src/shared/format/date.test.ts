import { isTodoOverdue } from './date';

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
