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
    expect(screen.getByRole('button', { name: 'Start a Todo' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /View all/ })).toBeNull();
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
