import { healthCounts, missionHealth, worstHealth, type OpenTodo } from '../../../domain/missions/health';
import { progressPercentage } from '../../../domain/missions/progress';

const now = '2025-03-10T12:00:00.000Z';
const hoursFromNow = (hours: number) => new Date(Date.parse(now) + hours * 3600_000).toISOString();
const overdue: OpenTodo = { dueDate: hoursFromNow(-1), completedSteps: 2 };
const noDueDate: OpenTodo = { dueDate: null, completedSteps: 0 };
const farAway: OpenTodo = { dueDate: hoursFromNow(24 * 10), completedSteps: 0 };
const active = (openTodos: OpenTodo[]) => missionHealth({ status: 'active', openTodos }, now);

describe('missionHealth', () => {
  it('is healthy with no open todos, or todos without urgency', () => {
    expect(active([])).toBe('healthy');
    expect(active([noDueDate, farAway])).toBe('healthy');
  });

  it('is critical when 3 or more open todos are overdue, even among many', () => {
    const many = [overdue, overdue, overdue, ...Array.from({ length: 10 }, () => farAway)];
    expect(active(many)).toBe('critical');
  });

  it('is critical when at least half of the open todos are overdue', () => {
    expect(active([overdue, farAway])).toBe('critical');
    expect(active([overdue])).toBe('critical');
  });

  it('is at risk when fewer than half (and fewer than 3) are overdue', () => {
    expect(active([overdue, farAway, farAway])).toBe('at_risk');
    expect(active([overdue, overdue, farAway, farAway, farAway])).toBe('at_risk');
  });

  it('is at risk when a todo is due within 48 hours with no completed step', () => {
    expect(active([{ dueDate: hoursFromNow(47), completedSteps: 0 }, farAway])).toBe('at_risk');
    expect(active([{ dueDate: hoursFromNow(48), completedSteps: 0 }])).toBe('at_risk');
  });

  it('is healthy when the todo due soon already has a completed step, or is due after 48 hours', () => {
    expect(active([{ dueDate: hoursFromNow(5), completedSteps: 1 }])).toBe('healthy');
    expect(active([{ dueDate: hoursFromNow(49), completedSteps: 0 }])).toBe('healthy');
  });

  it('changes with the clock alone: the same todo becomes at risk, then critical', () => {
    const todo: OpenTodo = { dueDate: '2025-03-20T23:59:59.999Z', completedSteps: 0 };
    expect(missionHealth({ status: 'active', openTodos: [todo] }, '2025-03-15T00:00:00.000Z')).toBe('healthy');
    expect(missionHealth({ status: 'active', openTodos: [todo] }, '2025-03-19T12:00:00.000Z')).toBe('at_risk');
    expect(missionHealth({ status: 'active', openTodos: [todo] }, '2025-03-21T00:00:00.000Z')).toBe('critical');
  });

  it('is healthy for a completed mission whatever its todos', () => {
    expect(missionHealth({ status: 'completed', openTodos: [overdue, overdue, overdue] }, now)).toBe('healthy');
  });

  it('still judges a paused mission by its todos', () => {
    expect(missionHealth({ status: 'paused', openTodos: [overdue] }, now)).toBe('critical');
  });

  it('counts overdue and due-soon todos separately', () => {
    expect(healthCounts([overdue, { dueDate: hoursFromNow(1), completedSteps: 0 }, farAway, noDueDate], now)).toEqual({
      openTodos: 4,
      overdueTodos: 1,
      dueSoonWithoutProgress: 1,
    });
  });
});

describe('worstHealth', () => {
  it('picks the worst', () => {
    expect(worstHealth(['healthy', 'at_risk', 'healthy'])).toBe('at_risk');
    expect(worstHealth(['at_risk', 'critical'])).toBe('critical');
    expect(worstHealth([])).toBeNull();
  });
});

describe('progressPercentage', () => {
  it('rounds completed over total to an integer percent, 0 when empty', () => {
    expect(progressPercentage(0, 0)).toBe(0);
    expect(progressPercentage(1, 3)).toBe(33);
    expect(progressPercentage(2, 3)).toBe(67);
    expect(progressPercentage(1, 8)).toBe(13);
    expect(progressPercentage(5, 5)).toBe(100);
  });
});
