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
  critical_path: [],
};

describe('ForecastSection', () => {
  it("says 'Loading forecast...' while it loads, with three dots as every waiting text of the app", () => {
    installFakeApi().on('GET', '/missions/m1/forecast', { status: 503, body: { detail: 'down' } });
    renderWithApp(<ForecastSection kind="mission" id="m1" />);
    // Before the answer arrives.
    expect(screen.getByText('Loading forecast...')).toBeTruthy();
  });

  it('says when the mission will likely be done, whether it misses its due dates, and lists the numbers', async () => {
    installFakeApi().on('GET', '/missions/m1/forecast', {
      body: { ...base, forecast: { status: 'forecast', remaining: 4, p50_date: '2025-06-20', p85_date: '2025-07-01' }, outlook: 'will_miss' },
    });
    renderWithApp(<ForecastSection kind="mission" id="m1" />);
    await settle();
    expect(screen.getByTestId('forecast-sentence').textContent).toMatch(/^4 todos left\. At your pace, likely done by .*2025 \(85% chance by .*2025\)\.$/);
    expect(screen.getByText('Pace: 0.5 todos a week (2 in the last 28 days).')).toBeTruthy();
    // The due date reads as the forecast's own dates do, not as the API's YYYY-MM-DD.
    expect(screen.getByTestId('forecast-outlook').textContent).toMatch(/^Will miss the due dates at the current pace\. \(latest due date (Jun 7, 2025|7 Jun 2025)\)$/);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    // Days read as every other date of the app does (Jun 2, 2025), not as the API's YYYY-MM-DD.
    expect(rows.map((r) => r.textContent)).toEqual([
      'DatePlannedDoneDone, counting steps',
      expect.stringMatching(/^(Jun 2, 2025|2 Jun 2025)600\.5$/),
      expect.stringMatching(/^(Jun 3, 2025|3 Jun 2025)622\.25$/),
    ]);
  });

  it('reads a pace of one todo a week in the singular', async () => {
    installFakeApi().on('GET', '/missions/m1/forecast', {
      body: { ...base, pace: { window_days: 28, completed_in_window: 4, per_week: 1 }, forecast: { status: 'forecast', remaining: 2, p50_date: '2025-06-20', p85_date: '2025-07-01' }, outlook: 'at_risk' },
    });
    renderWithApp(<ForecastSection kind="mission" id="m1" />);
    await settle();
    expect(screen.getByText('Pace: 1 todo a week (4 in the last 28 days).')).toBeTruthy();
  });

  it('names the longest chain of waits, with links to its todos and the missions of those outside the plan', async () => {
    const critical_path = [
      { id: 't1', title: 'Pour the foundation', mission_id: 'm9', mission_title: 'Groundwork' },
      { id: 't2', title: 'Raise the walls', mission_id: 'm1', mission_title: 'Shell' },
      { id: 't3', title: 'Put on the roof', mission_id: 'm1', mission_title: 'Shell' },
    ];
    installFakeApi().on('GET', '/missions/m1/forecast', {
      body: { ...base, critical_path, forecast: { status: 'forecast', remaining: 5, p50_date: '2025-06-20', p85_date: '2025-07-01' }, outlook: 'on_track' },
    });
    renderWithApp(<ForecastSection kind="mission" id="m1" />);
    await settle();
    const chain = screen.getByTestId('critical-path');
    expect(within(chain).getByRole('heading', { name: 'Longest chain' })).toBeTruthy();
    const links = within(chain).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Pour the foundation', '/todo/t1'],
      ['Raise the walls', '/todo/t2'],
      ['Put on the roof', '/todo/t3'],
    ]);
    expect(chain.textContent).toContain('(Groundwork)');
    expect(chain.textContent).not.toContain('(Shell)');
    // 4 of the mission's own todos are open; the fifth is the other mission's todo that comes first.
    expect(screen.getByTestId('forecast-sentence').textContent).toMatch(/^5 todos left, 1 of them in other plans it waits for\. At your pace/);
  });

  it('shows no chain when nothing waits', async () => {
    installFakeApi().on('GET', '/missions/m3/forecast', {
      body: { ...base, forecast: { status: 'forecast', remaining: 4, p50_date: '2025-06-20', p85_date: '2025-07-01' }, outlook: 'on_track' },
    });
    renderWithApp(<ForecastSection kind="mission" id="m3" />);
    await settle();
    expect(screen.queryByTestId('critical-path')).toBeNull();
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
