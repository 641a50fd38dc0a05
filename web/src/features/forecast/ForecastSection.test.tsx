import '../../testing/jsdomPolyfills';
import { screen, within } from '@testing-library/react';
import { installFakeApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import { settle } from '../../testing/settle';
import { ForecastSection } from './ForecastSection';

const base = {
  unit: 'todos',
  burnup_bucket: 'day',
  burnup: [
    { at: '2025-06-02T00:00:00.000Z', scope: 6, done: 0, progress: 0.5 },
    { at: '2025-06-03T00:00:00.000Z', scope: 6, done: 2, progress: 2.25 },
  ],
  pace: { window_days: 28, completed_in_window: 2, per_week: 0.5 },
  latest_due_date: '2025-06-07',
};

describe('ForecastSection', () => {
  it('says when the mission will likely be done, whether it misses its due dates, and lists the numbers', async () => {
    installFakeApi().on('GET', '/missions/m1/forecast', {
      body: { ...base, forecast: { status: 'forecast', remaining: 4, p50_date: '2025-06-20', p85_date: '2025-07-01' }, outlook: 'will_miss' },
    });
    renderWithApp(<ForecastSection kind="mission" id="m1" />);
    await settle();
    expect(screen.getByTestId('forecast-sentence').textContent).toMatch(/^4 todos left\. At your pace, likely done by .*2025 \(85% chance by .*2025\)\.$/);
    expect(screen.getByText('Pace: 0.5 todos a week (2 in the last 28 days).')).toBeTruthy();
    expect(screen.getByTestId('forecast-outlook').textContent).toBe('Will miss the due dates at the current pace. (latest due date 2025-06-07)');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['DatePlannedDoneDone, counting steps', '2025-06-02600.5', '2025-06-03622.25']);
  });

  it('lists a young plan hour by hour', async () => {
    const hours = ['2025-06-02T08:00:00.000Z', '2025-06-02T09:00:00.000Z'];
    installFakeApi().on('GET', '/missions/m2/forecast', {
      body: {
        ...base,
        burnup_bucket: 'hour',
        burnup: [
          { at: hours[0], scope: 0, done: 0, progress: 0 },
          { at: hours[1], scope: 2, done: 0, progress: 0.2 },
        ],
        forecast: { status: 'no_pace', remaining: 2, p50_date: null, p85_date: null },
        outlook: 'no_pace',
      },
    });
    renderWithApp(<ForecastSection kind="mission" id="m2" />);
    await settle();
    const table = screen.getByRole('table');
    expect(table.querySelector('caption')?.textContent).toBe('Todos planned and done at the end of each hour');
    const cells = within(table).getAllByRole('row').map((r) => Array.from(r.children, (c) => c.textContent));
    expect(cells[0]).toEqual(['Hour', 'Planned', 'Done', 'Done, counting steps']);
    expect(cells.slice(1).map((c) => c.slice(1))).toEqual([['0', '0', '0'], ['2', '0', '0.2']]);
    expect(cells[1][0]).toBe(new Date(hours[0]).toLocaleString(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }));
  });

  it('explains why there is no forecast without recent progress', async () => {
    installFakeApi().on('GET', '/odysseys/o1/forecast', {
      body: { ...base, forecast: { status: 'no_pace', remaining: 6, p50_date: null, p85_date: null }, outlook: 'no_pace' },
    });
    renderWithApp(<ForecastSection kind="odyssey" id="o1" />);
    await settle();
    expect(screen.getByTestId('forecast-sentence').textContent).toBe('6 todos left, and none completed in the last 4 weeks: no forecast until you finish one.');
  });
});
