import { axisTicks } from './axisTicks';

const hours = Array.from({ length: 30 }, (_, i) => `Nov ${26 + Math.floor(i / 24)}, ${String(i % 24).padStart(2, '0')}:00`);

describe('axisTicks', () => {
  it('names both points of a plan an hour old, however narrow the chart', () => {
    expect(axisTicks(['Nov 28, 01:00 AM', 'Nov 28, 02:00 AM'], 50)).toEqual(['Nov 28, 01:00 AM', 'Nov 28, 02:00 AM']);
  });

  it('keeps the first and the last label on a phone-wide chart, and no more than fit', () => {
    const ticks = axisTicks(hours, 250);
    expect(ticks[0]).toBe(hours[0]);
    expect(ticks.at(-1)).toBe(hours.at(-1));
    expect(ticks).toHaveLength(2);
  });

  it('adds evenly spaced labels between them on a wide chart', () => {
    const ticks = axisTicks(hours, 1100);
    expect(ticks.length).toBeGreaterThan(2);
    expect(ticks[0]).toBe(hours[0]);
    expect(ticks.at(-1)).toBe(hours.at(-1));
    expect(new Set(ticks).size).toBe(ticks.length);
  });
});
