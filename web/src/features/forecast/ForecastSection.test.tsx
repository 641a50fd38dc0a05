import '../../testing/jsdomPolyfills';
import { screen, within } from '@testing-library/react';
import { installFakeApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import { settle } from '../../testing/settle';
import { ForecastSection } from './ForecastSection';

const base = {
  unit: 'todos',
  burnup: [
    { date: '2025-06-02', scope: 6, done: 0 },
    { date: '2025-06-03', scope: 6, done: 2 },
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
    expect(rows.map((r) => r.textContent)).toEqual(['DatePlannedDone', '2025-06-0260', '2025-06-0362']);
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
