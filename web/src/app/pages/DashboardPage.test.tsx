import '../../testing/jsdomPolyfills';
import { screen } from '@testing-library/react';
import { installFakeApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import { settle } from '../../testing/settle';
import DashboardPage from './DashboardPage';

const focus = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `t${i}`, title: `Todo ${i}`, priority: 'medium', is_overdue: false, mission_title: null, progress_percentage: 10 * i }));
const summary = {
  active_odysseys: 2,
  healthy_missions: 3,
  at_risk_missions: 1,
  critical_missions: 1,
  in_progress_todos: focus(5),
  in_progress_total: 7,
  next_todos: [],
  missions_needing_attention: [
    { id: 'm1', title: 'Fix the roof', health_status: 'critical', progress_percentage: 10, overdue_count: 3 },
    { id: 'm2', title: 'Plan the fair', health_status: 'at_risk', progress_percentage: 40, overdue_count: 1 },
  ],
};

describe('DashboardPage', () => {
  it("shows the cards, up to five focus todos with 'View all N todos', and missions needing attention", async () => {
    installFakeApi().on('GET', '/dashboard/summary', { body: summary });
    renderWithApp(<DashboardPage />);
    await settle();
    expect(screen.getByRole('heading', { name: 'Command Center' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Active Odysseys/ }).getAttribute('href')).toBe('/odysseys');
    expect(screen.getByRole('link', { name: /Critical Missions/ }).textContent).toContain('1');
    expect(screen.getByRole('link', { name: /At-Risk Missions/ }).getAttribute('href')).toBe('/missions');
    expect(screen.getAllByRole('link', { name: /^Todo \d/ })).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'View all 7 todos' }).getAttribute('href')).toBe('/todos');
    expect(screen.getByRole('link', { name: /Fix the roof/ }).getAttribute('href')).toBe('/missions/m1');
    expect(screen.getByText('Critical')).toBeTruthy();
  });

  it('shows the outlook beside the health of a mission whose forecast finishes after its due date, and says why', async () => {
    const late = { id: 'm3', title: 'Learn Spanish', health_status: 'at_risk', outlook: 'will_miss', progress_percentage: 30, overdue_count: 0, attention_reason: 'will_miss', forecast_date: '2025-09-14' };
    installFakeApi().on('GET', '/dashboard/summary', { body: { ...summary, missions_needing_attention: [...summary.missions_needing_attention, late] } });
    renderWithApp(<DashboardPage />);
    await settle();
    const card = screen.getByRole('link', { name: /Learn Spanish/ });
    expect(card.textContent).toContain('At this pace it finishes after its due date (forecast Sep 14, 2025)');
    expect(card.textContent).toContain('At Risk');
    expect(card.textContent).toContain('Will miss the due dates');
    expect(card.textContent).not.toContain('Healthy');
    expect(screen.getByText('Will miss the due dates').getAttribute('title')).toBe('At the current pace, likely done by 2025-09-14');
    expect(screen.getByRole('link', { name: /Fix the roof/ }).textContent).not.toContain('At this pace');
  });

  it("offers 'Start a Todo' when nothing is in progress, and no 'View all' link", async () => {
    installFakeApi().on('GET', '/dashboard/summary', { body: { ...summary, in_progress_todos: [], in_progress_total: 0, missions_needing_attention: [] } });
    renderWithApp(<DashboardPage />);
    await settle();
    expect(screen.getByText('No todos in progress. Pick something to move forward today.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start a Todo' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /View all/ })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Next in your plan' })).toBeNull();
  });

  it('names what is next in the plan when nothing is in progress, and still offers to start a todo', async () => {
    const next = [
      { id: 'n1', title: 'Run 5k', priority: 'high', due_date: '2030-03-10T23:59:59.999Z', is_overdue: false, mission_title: 'Half marathon base' },
      { id: 'n2', title: 'Buy running shoes', priority: 'medium', due_date: '2030-02-01T23:59:59.999Z', is_overdue: true, mission_title: 'Half marathon base' },
      { id: 'n3', title: 'Stretch routine', priority: 'low', due_date: null, is_overdue: false, mission_title: null },
    ];
    installFakeApi().on('GET', '/dashboard/summary', { body: { ...summary, in_progress_todos: [], in_progress_total: 0, next_todos: next } });
    renderWithApp(<DashboardPage />);
    await settle();
    expect(screen.getByText('No todos in progress. Next in your plan:')).toBeTruthy();
    expect(screen.queryByText(/Pick something to move forward today/)).toBeNull();
    const rows = screen.getAllByRole('link', { name: /Run 5k|Buy running shoes|Stretch routine/ });
    expect(rows.map((row) => row.getAttribute('href'))).toEqual(['/todo/n1', '/todo/n2', '/todo/n3']);
    expect(rows[0].textContent).toBe('Run 5kHigh priorityHalf marathon base · Due Mar 10, 2030');
    expect(rows[1].textContent).toContain('Due Feb 1, 2030· Overdue');
    expect(rows[2].textContent).toBe('Stretch routineLow priorityStandalone · No due date');
    expect(screen.getByRole('button', { name: 'Start a Todo' })).toBeTruthy();
  });

  it('does not call missions on track before there is any: it offers to plan an odyssey', async () => {
    installFakeApi().on('GET', '/dashboard/summary', {
      body: { ...summary, active_odysseys: 0, healthy_missions: 0, at_risk_missions: 0, critical_missions: 0, missions_needing_attention: [] },
    });
    renderWithApp(<DashboardPage />);
    await settle();
    expect(screen.queryByText(/on track/)).toBeNull();
    expect(screen.getByText('No missions yet. Plan an odyssey or a mission and this shows the ones that fall behind.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Plan an Odyssey' }).getAttribute('href')).toBe('/odysseys');
  });

  it('does not call every mission on track when a paused one counts as critical: Needs Attention lists active missions', async () => {
    installFakeApi().on('GET', '/dashboard/summary', { body: { ...summary, healthy_missions: 0, at_risk_missions: 0, critical_missions: 1, missions_needing_attention: [] } });
    renderWithApp(<DashboardPage />);
    await settle();
    expect(screen.getByRole('link', { name: /Critical Missions/ }).textContent).toContain('1');
    expect(screen.getByText('All active missions are on track. Nothing needs your attention.')).toBeTruthy();
    expect(screen.queryByText(/All missions are on track/)).toBeNull();
  });

  it("marks a focus todo that waits as Blocked when the answer says so", async () => {
    const [first, second, ...rest] = focus(5);
    const blocked = { ...first, blocked: true, waiting_for: [{ id: 't7', title: 'Order the tiles' }, { id: 't8', title: 'Hire a roofer' }] };
    installFakeApi().on('GET', '/dashboard/summary', { body: { ...summary, in_progress_todos: [blocked, { ...second, blocked: false, waiting_for: [] }, ...rest] } });
    renderWithApp(<DashboardPage />);
    await settle();
    expect(screen.getByRole('link', { name: /^Todo 0/ }).textContent).toContain('Blocked · waits for “Order the tiles” and “Hire a roofer”');
    expect(screen.getByRole('link', { name: /^Todo 1/ }).textContent).not.toContain('Blocked');
    // An answer without the fields marks nothing.
    expect(screen.getByRole('link', { name: /^Todo 2/ }).textContent).not.toContain('Blocked');
  });
});
