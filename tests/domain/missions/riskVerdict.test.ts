import { planOutlook } from '../../../domain/forecast/completionForecast';
import { compareRisk, missionRiskVerdict, odysseyRiskHealth, type VerdictTodo } from '../../../domain/missions/riskVerdict';

const now = new Date('2025-06-30T15:00:00.000Z');
const day = (offset: number, hour = 10) => new Date(Date.UTC(2025, 5, 30 + offset, hour)).toISOString();
const SEED = 42;

/** A todo finished `daysAgo` days before now. */
const done = (daysAgo: number): VerdictTodo => ({ completedAt: day(-daysAgo), dueDate: null, open: false, completedSteps: 1 });
/** An open todo due `inDays` days from now (negative: overdue). */
const open = (inDays: number | null, completedSteps = 1): VerdictTodo => ({ completedAt: null, dueDate: inDays === null ? null : day(inDays, 18), open: true, completedSteps });
/** One todo finished each day of the last four weeks: a pace of 7 a week. */
const steadyHistory = Array.from({ length: 28 }, (_, d) => done(d));

describe('one risk verdict per mission (health by the rule plus the forecast outlook)', () => {
  it('ten todos left at one a day with the last due in three days: will miss, at risk, needs attention', () => {
    const verdict = missionRiskVerdict('active', [...steadyHistory, ...Array.from({ length: 10 }, () => open(3))], now, SEED);

    expect(verdict).toEqual({ health: 'at_risk', outlook: 'will_miss', forecastDate: '2025-07-10', latestDueDate: '2025-07-03', attention: 'will_miss' });
  });

  it('the same plan due in a month is on track and healthy', () => {
    const verdict = missionRiskVerdict('active', [...steadyHistory, ...Array.from({ length: 10 }, () => open(30))], now, SEED);

    expect(verdict).toEqual({ health: 'healthy', outlook: 'on_track', forecastDate: null, latestDueDate: '2025-07-30', attention: null });
  });

  it('a pessimistic finish after the due date but a median one before it: outlook and health at risk', () => {
    // 14 todos done on one day of four weeks: a bursty pace with a wide range of finishes.
    const todos = [...Array.from({ length: 14 }, () => done(3)), ...Array.from({ length: 14 }, () => open(null))];
    const { forecast } = planOutlook(todos, now, SEED);
    if (forecast.status !== 'forecast' || forecast.p85Date <= forecast.p50Date) throw new Error('expected a forecast with a range');
    const dueOnMedian = Math.round((Date.parse(`${forecast.p50Date}T18:00:00Z`) - now.getTime()) / 86_400_000);
    todos[todos.length - 1] = open(dueOnMedian);

    const verdict = missionRiskVerdict('active', todos, now, SEED);

    expect(verdict).toMatchObject({ health: 'at_risk', outlook: 'at_risk', forecastDate: forecast.p50Date, latestDueDate: forecast.p50Date, attention: 'at_risk' });
  });

  it('three overdue todos are critical whatever the forecast says', () => {
    const verdict = missionRiskVerdict('active', [...steadyHistory, open(-1), open(-2), open(-3), open(40)], now, SEED);

    expect(verdict).toMatchObject({ health: 'critical', outlook: 'on_track', attention: 'critical' });
  });

  it('an open todo due within 48 hours with no completed step is at risk by the rule alone', () => {
    const verdict = missionRiskVerdict('active', [...steadyHistory, open(1, 0), open(20)], now, SEED);

    expect(verdict).toMatchObject({ health: 'at_risk', outlook: 'on_track', attention: 'at_risk', forecastDate: null });
  });

  it('without recent completions or without due dates the forecast cannot doubt the dates', () => {
    expect(missionRiskVerdict('active', [done(40), open(5)], now, SEED)).toMatchObject({ health: 'healthy', outlook: 'no_pace', attention: null });
    expect(missionRiskVerdict('active', [...steadyHistory, open(null)], now, SEED)).toMatchObject({ health: 'healthy', outlook: 'no_due_dates', latestDueDate: null });
  });

  it('a paused mission shows its risk but does not ask for attention; a completed one is healthy', () => {
    const late = [...steadyHistory, ...Array.from({ length: 10 }, () => open(3))];

    expect(missionRiskVerdict('paused', late, now, SEED)).toMatchObject({ health: 'at_risk', outlook: 'will_miss', attention: null });
    expect(missionRiskVerdict('completed', late, now, SEED)).toEqual({ health: 'healthy', outlook: 'complete', forecastDate: null, latestDueDate: null, attention: null });
  });

  it('the verdict moves with the clock: the same plan read three days later is overdue', () => {
    const todos = [...steadyHistory, ...Array.from({ length: 2 }, () => open(2, 1))];
    const later = new Date(now.getTime() + 3 * 86_400_000);

    expect(missionRiskVerdict('active', todos, now, SEED).health).toBe('healthy');
    expect(missionRiskVerdict('active', todos, later, SEED)).toMatchObject({ health: 'critical', attention: 'critical' });
  });

  it('orders missions most at risk first: critical, will miss, at risk, then the rest', () => {
    const missions = [
      { title: 'Calm', attention: null, overdue: 0 },
      { title: 'Rule risk', attention: 'at_risk' as const, overdue: 1 },
      { title: 'Late forecast', attention: 'will_miss' as const, overdue: 0 },
      { title: 'Overdue pile', attention: 'critical' as const, overdue: 3 },
    ];

    expect([...missions].sort(compareRisk).map((m) => m.title)).toEqual(['Overdue pile', 'Late forecast', 'Rule risk', 'Calm']);
  });

  it("an odyssey takes its active missions' worst health, raised by its own late forecast; none without active missions", () => {
    expect(odysseyRiskHealth([{ status: 'active', health: 'healthy' }, { status: 'paused', health: 'critical' }], 'on_track')).toBe('healthy');
    expect(odysseyRiskHealth([{ status: 'active', health: 'healthy' }], 'will_miss')).toBe('at_risk');
    expect(odysseyRiskHealth([{ status: 'active', health: 'critical' }], 'will_miss')).toBe('critical');
    expect(odysseyRiskHealth([{ status: 'completed', health: 'healthy' }], 'will_miss')).toBeNull();
  });
});
