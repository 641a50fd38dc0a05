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

/** Where each label lies on the axis, as the chart draws it: the first from its point onwards, the last up to it, the rest centred. */
function extents(labels: readonly string[], ticks: readonly string[], width: number) {
  const spacing = width / (labels.length - 1);
  return ticks.map((tick, i) => {
    const at = labels.indexOf(tick) * spacing;
    const size = tick.length * 7;
    if (i === 0) return [at, at + size];
    if (i === ticks.length - 1) return [at - size, at];
    return [at - size / 2, at + size / 2];
  });
}

describe('axisTicks on a chart of days', () => {
  const days = Array.from({ length: 10 }, (_, i) => `Nov ${19 + i}, 2026`);

  it.each([250, 400, 640, 880, 1100])('draws no label over another at %i px', (width) => {
    const spans = extents(days, axisTicks(days, width), width);
    for (let i = 1; i < spans.length; i++) expect(spans[i][0]).toBeGreaterThanOrEqual(spans[i - 1][1]);
  });

  it('names the days between the ends at one regular step', () => {
    const ticks = axisTicks(days, 880).map((label) => days.indexOf(label));
    const steps = ticks.slice(1, -1).map((index, i) => index - ticks[i]);
    expect(ticks[0]).toBe(0);
    expect(ticks.at(-1)).toBe(9);
    expect(new Set(steps.slice(1)).size).toBeLessThanOrEqual(1);
  });
});
