import { burnup, burnupBucket, type BurnupItem } from '../../domain/forecast/burnup';

const now = new Date('2025-06-30T15:20:00.000Z');
const hoursAgo = (n: number, minute = 0) => new Date(Date.UTC(2025, 5, 30, 15 - n, minute)).toISOString();
const daysAgo = (n: number, hour = 10) => new Date(Date.UTC(2025, 5, 30 - n, hour)).toISOString();
const todo = (createdAt: string, completedAt: string | null = null, steps: { count: number; doneAt?: string[] } = { count: 0 }): BurnupItem => ({
  createdAt,
  completedAt,
  stepCount: steps.count,
  stepsCompletedAt: steps.doneAt ?? [],
});

describe('burn-up buckets', () => {
  it('are hours while the first todo is younger than three days, days from then on', () => {
    expect(burnupBucket(Date.parse(hoursAgo(0, 5)), now)).toBe('hour');
    expect(burnupBucket(Date.parse('2025-06-27T15:20:00.001Z'), now)).toBe('hour');
    expect(burnupBucket(Date.parse('2025-06-27T15:20:00.000Z'), now)).toBe('day');
    expect(burnupBucket(Date.parse(daysAgo(10)), now)).toBe('day');
  });

  it('draw a plan made this hour with one step done as two points: the hour before (nothing yet) and now', () => {
    const series = burnup([todo(hoursAgo(0, 2), null, { count: 4, doneAt: [hoursAgo(0, 15)] }), todo(hoursAgo(0, 3))], now);
    expect(series).toEqual({
      bucket: 'hour',
      points: [
        { at: '2025-06-30T14:00:00.000Z', scope: 0, done: 0, progress: 0 },
        { at: '2025-06-30T15:00:00.000Z', scope: 2, done: 0, progress: 0.25 },
      ],
    });
  });

  it('count each hour at its end: todos planned, todos done, and open todos by their share of steps', () => {
    const series = burnup(
      [
        todo(hoursAgo(3, 10), hoursAgo(1, 30), { count: 2, doneAt: [hoursAgo(2, 5), hoursAgo(1, 30)] }),
        todo(hoursAgo(2, 40), null, { count: 3, doneAt: [hoursAgo(0, 10), hoursAgo(0, 30)] }),
      ],
      now,
    );
    expect(series.bucket).toBe('hour');
    expect(series.points).toEqual([
      { at: '2025-06-30T11:00:00.000Z', scope: 0, done: 0, progress: 0 },
      { at: '2025-06-30T12:00:00.000Z', scope: 1, done: 0, progress: 0 },
      { at: '2025-06-30T13:00:00.000Z', scope: 2, done: 0, progress: 0.5 },
      { at: '2025-06-30T14:00:00.000Z', scope: 2, done: 1, progress: 1 },
      // The current hour as of now: the step done at 15:30 is still to come.
      { at: '2025-06-30T15:00:00.000Z', scope: 2, done: 1, progress: 1.33 },
    ]);
  });

  it('count scope and done at the end of each day from the first todo to today, once three days have passed', () => {
    const series = burnup([todo(daysAgo(3), daysAgo(1)), todo(daysAgo(2)), todo(daysAgo(2), daysAgo(0))], now);
    expect(series).toEqual({
      bucket: 'day',
      points: [
        { at: '2025-06-27T00:00:00.000Z', scope: 1, done: 0, progress: 0 },
        { at: '2025-06-28T00:00:00.000Z', scope: 3, done: 0, progress: 0 },
        { at: '2025-06-29T00:00:00.000Z', scope: 3, done: 1, progress: 1 },
        { at: '2025-06-30T00:00:00.000Z', scope: 3, done: 2, progress: 2 },
      ],
    });
  });

  it('keep long histories to about 120 points, ending with the current day', () => {
    const { points } = burnup([todo(daysAgo(700))], now);
    expect(points.length).toBeLessThanOrEqual(121);
    expect(points.at(-1)?.at).toBe('2025-06-30T00:00:00.000Z');
  });

  it('are empty without todos', () => {
    expect(burnup([], now)).toEqual({ bucket: 'day', points: [] });
  });
});
