import { dueDateOutlook, forecastCompletion, recentPace } from '../../domain/forecast/completionForecast';

const today = new Date('2025-06-30T15:00:00.000Z');
const daysAgo = (n: number, hour = 10) => new Date(Date.UTC(2025, 5, 30 - n, hour)).toISOString();

describe('recent pace', () => {
  it('counts completions per day over the window, oldest first, and ignores older ones', () => {
    const pace = recentPace([daysAgo(0), daysAgo(0), daysAgo(27), daysAgo(28), daysAgo(90)], today, 28);
    expect(pace.daily).toHaveLength(28);
    expect(pace.daily[27]).toBe(2);
    expect(pace.daily[0]).toBe(1);
    expect(pace.completedInWindow).toBe(3);
    expect(pace.perWeek).toBe(0.8);
  });
});

describe('completion forecast', () => {
  it('a steady pace of two a day finishes ten items in exactly five days', () => {
    const completedAt = Array.from({ length: 28 }, (_, d) => [daysAgo(d, 9), daysAgo(d, 17)]).flat();
    const forecast = forecastCompletion({ completedAt, scope: completedAt.length + 10, today });
    expect(forecast).toEqual({ status: 'forecast', remaining: 10, p50Days: 5, p85Days: 5, p50Date: '2025-07-05', p85Date: '2025-07-05' });
  });

  it('no completion in the window gives no forecast, however much is left', () => {
    expect(forecastCompletion({ completedAt: [daysAgo(40)], scope: 6, today })).toEqual({ status: 'no_pace', remaining: 5 });
    expect(forecastCompletion({ completedAt: [], scope: 3, today })).toEqual({ status: 'no_pace', remaining: 3 });
  });

  it('everything done is complete', () => {
    expect(forecastCompletion({ completedAt: [daysAgo(1), daysAgo(2)], scope: 2, today })).toEqual({ status: 'complete', remaining: 0 });
  });

  it('a single burst gives a wide range around the expected wait for another burst day', () => {
    // 14 done on one day of 28: each simulated day repeats that burst with chance 1/28, so
    // the median wait is the geometric median ln 2 / -ln(27/28) ~ 19.1 days.
    const completedAt = Array.from({ length: 14 }, () => daysAgo(3));
    const forecast = forecastCompletion({ completedAt, scope: 28, today, trials: 4000, seed: 7 });
    if (forecast.status !== 'forecast') throw new Error(`expected a forecast, got ${forecast.status}`);
    expect(forecast.p50Days).toBeGreaterThanOrEqual(16);
    expect(forecast.p50Days).toBeLessThanOrEqual(23);
    // The 85th percentile of that geometric wait is ~52 days.
    expect(forecast.p85Days).toBeGreaterThanOrEqual(45);
    expect(forecast.p85Days).toBeLessThanOrEqual(60);
  });

  it('the same history and seed give the same answer', () => {
    const completedAt = [daysAgo(1), daysAgo(5), daysAgo(5), daysAgo(9)];
    const a = forecastCompletion({ completedAt, scope: 12, today, seed: 42 });
    expect(forecastCompletion({ completedAt, scope: 12, today, seed: 42 })).toEqual(a);
  });
});

describe('due date outlook', () => {
  const forecast = { status: 'forecast' as const, remaining: 4, p50Days: 10, p85Days: 20, p50Date: '2025-07-10', p85Date: '2025-07-20' };
  it.each([
    ['2025-07-25', 'on_track'],
    ['2025-07-15', 'at_risk'],
    ['2025-07-05', 'will_miss'],
    [null, 'no_due_dates'],
  ])('due %s -> %s', (due, outlook) => {
    expect(dueDateOutlook(forecast, due)).toBe(outlook);
  });
  it('no pace with a due date cannot promise anything', () => {
    expect(dueDateOutlook({ status: 'no_pace', remaining: 2 }, '2025-07-05')).toBe('no_pace');
  });
});
