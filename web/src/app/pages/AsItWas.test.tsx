import '../../testing/jsdomPolyfills';
import { fireEvent, screen, within } from '@testing-library/react';
import { installFakeApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import { settle } from '../../testing/settle';
import MissionDetailPage from './MissionDetailPage';
import OdysseyDetailPage from './OdysseyDetailPage';

const missionToday = {
  id: 'm1',
  title: 'Summer fair',
  description: null,
  status: 'active',
  odyssey_id: null,
  odyssey_title: null,
  health_status: 'healthy',
  progress_percentage: 100,
  total_todos: 1,
  completed_todos: 1,
  in_progress_count: 0,
  overdue_count: 0,
  created_at: '2025-01-01T00:00:00Z',
  completion_evaluation: null,
  todos: [{ id: 't1', title: 'Book the band', description: null, status: 'completed', priority: 'high', due_date: null, is_overdue: false }],
};
const todoThen = {
  id: 't1',
  mission_id: 'm1',
  title: 'Book a band',
  description: null,
  success_criteria: 'Band booked',
  status: 'in_progress',
  priority: 'high',
  due_date: null,
  is_overdue: false,
  total_steps: 2,
  completed_steps: 1,
  created_at: '2025-03-01T10:00:00Z',
  completed_at: null,
  depends_on: [],
  blocked: false,
  waiting_for: [],
  progress_percentage: 50,
  steps: [
    { id: 's1', title: 'List three bands', description: null, status: 'completed', completed: true, order_index: 0, completed_at: '2025-03-05T10:00:00Z' },
    { id: 's2', title: 'Sign the contract', description: null, status: 'pending', completed: false, order_index: 1, completed_at: null },
  ],
};
const missionThen = { ...missionToday, title: 'Spring fair', progress_percentage: 0, completed_todos: 0, in_progress_count: 1, updated_at: '2025-03-05T10:00:00Z', completed_at: null, todos: [todoThen] };
/** The end of 10 March 2025 in the browser's time zone: what "as it was on 10 March" means. */
const endOfDay = new Date(2025, 2, 10, 23, 59, 59, 999).toISOString();
const asOfPath = `/missions/m1/as-of?at=${encodeURIComponent(endOfDay)}`;

function renderMission(path: string) {
  return renderWithApp(<MissionDetailPage />, { path, route: '/missions/:id' });
}

describe('the mission page as it was', () => {
  it('offers "View as it was on…" and then shows the mission read-only as it stood at the end of that day', async () => {
    const api = installFakeApi()
      .on('GET', '/missions/m1', { body: missionToday })
      .on('GET', asOfPath, { body: { at: endOfDay, events_applied: 9, mission: missionThen } });
    renderMission('/missions/m1');
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Summer fair' })).toBeTruthy();
    const dayInput = screen.getByLabelText('View as it was on…');
    expect(dayInput.getAttribute('max')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    fireEvent.change(dayInput, { target: { value: '2025-03-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    await settle();

    expect(api.calls('GET', asOfPath)).toHaveLength(1);
    const banner = screen.getByRole('note', { name: 'As it was' });
    expect(banner.textContent).toMatch(/^As it was on Mar 10, 2025 — read-only/);
    expect(within(banner).getByRole('link', { name: 'Back to today' }).getAttribute('href')).toBe('/missions/m1');
    expect(screen.getByRole('heading', { level: 1, name: 'Spring fair' })).toBeTruthy();
    const todo = screen.getByRole('listitem', { name: 'Book a band' });
    expect(todo.textContent).toContain('1 of 2 steps done · 50%');
    expect(within(todo).getByText('List three bands').className).toContain('line-through');
    expect(within(todo).getByText('Sign the contract').className).not.toContain('line-through');
    // Read-only: nothing that changes the mission.
    expect(screen.queryByRole('button', { name: 'Edit / Re-plan / Copy' })).toBeNull();
    expect(screen.queryByRole('button', { name: '+ Add Todo' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Book/ })).toBeNull();

    fireEvent.click(within(banner).getByRole('link', { name: 'Back to today' }));
    await settle();
    expect(screen.queryByRole('note', { name: 'As it was' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit / Re-plan / Copy' })).toBeTruthy();
  });

  it('marks a todo that was blocked then, naming what it waited for', async () => {
    const venue = { ...todoThen, id: 't0', title: 'Find a venue', steps: [] };
    const band = { ...todoThen, depends_on: ['t0'], blocked: true, waiting_for: [{ id: 't0', title: 'Find a venue' }] };
    installFakeApi().on('GET', asOfPath, { body: { at: endOfDay, events_applied: 9, mission: { ...missionThen, todos: [{ ...venue, depends_on: [], blocked: false }, band] } } });
    renderMission('/missions/m1?asOf=2025-03-10');
    await settle();
    expect(within(screen.getByRole('listitem', { name: 'Book a band' })).getByText('Blocked · waits for “Find a venue”')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Find a venue' })).queryByText(/Blocked/)).toBeNull();
  });

  it("names what a todo waited for then in another mission, as the mission today does, not a bare Blocked", async () => {
    const band = { ...todoThen, depends_on: ['t9'], blocked: true, waiting_for: [{ id: 't9', title: 'Hire a stage' }] };
    installFakeApi().on('GET', asOfPath, { body: { at: endOfDay, events_applied: 9, mission: { ...missionThen, todos: [band] } } });
    renderMission('/missions/m1?asOf=2025-03-10');
    await settle();
    expect(within(screen.getByRole('listitem', { name: 'Book a band' })).getByText('Blocked · waits for “Hire a stage”')).toBeTruthy();
  });

  it('lists the todos in the order the server gives (each after what it waited for), as the mission today does', async () => {
    const band = { ...todoThen, depends_on: ['t0'], blocked: true };
    const venue = { ...todoThen, id: 't0', title: 'Find a venue', steps: [], depends_on: [], blocked: false };
    installFakeApi().on('GET', asOfPath, { body: { at: endOfDay, events_applied: 9, mission: { ...missionThen, todos: [band, venue], todo_order: ['t0', 't1'] } } });
    renderMission('/missions/m1?asOf=2025-03-10');
    await settle();
    const items = within(screen.getByRole('list', { name: 'Todos then' })).getAllByRole('listitem', { name: /./ });
    expect(items.map((item) => item.getAttribute('aria-label')).filter((name) => name === 'Find a venue' || name === 'Book a band')).toEqual(['Find a venue', 'Book a band']);
  });

  it("shows the server's sentence when the mission did not exist yet on that day", async () => {
    installFakeApi()
      .on('GET', '/missions/m1', { body: missionToday })
      .on('GET', asOfPath, { status: 404, body: { detail: 'This mission did not exist yet at that time: choose a later day.' } });
    renderMission('/missions/m1?asOf=2025-03-10');
    await settle();
    expect(screen.getByRole('alert').textContent).toMatch(/did not exist yet/);
    expect(screen.getByRole('link', { name: 'Back to today' })).toBeTruthy();
  });

  it('asks for a day up to today instead of asking the server about the future', async () => {
    const api = installFakeApi().on('GET', '/missions/m1', { body: missionToday });
    renderMission('/missions/m1?asOf=2999-01-01');
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Pick a day up to today to see the mission as it was.');
    expect(api.calls('GET', /as-of/)).toHaveLength(0);
  });
});

describe('the odyssey page as it was', () => {
  it('shows the odyssey with the missions, todos and steps it had then, read-only', async () => {
    const odysseyThen = {
      id: 'o1',
      title: 'Move abroad',
      description: null,
      status: 'active',
      health_status: 'healthy',
      total_missions: 1,
      completed_missions: 0,
      active_missions: 1,
      paused_missions: 0,
      progress_percentage: 0,
      is_sample: false,
      created_at: '2025-03-01T10:00:00Z',
      updated_at: '2025-03-01T10:00:00Z',
      completed_at: null,
      missions: [missionThen],
    };
    installFakeApi()
      .on('GET', '/odysseys/o1', { body: { ...odysseyThen, title: 'Move to Lisbon', missions: [] } })
      .on('GET', `/odysseys/o1/as-of?at=${encodeURIComponent(endOfDay)}`, { body: { at: endOfDay, events_applied: 12, odyssey: odysseyThen } });
    renderWithApp(<OdysseyDetailPage />, { path: '/odysseys/o1?asOf=2025-03-10', route: '/odysseys/:id' });
    await settle();
    expect(screen.getByRole('note', { name: 'As it was' }).textContent).toMatch(/As it was on Mar 10, 2025 — read-only/);
    expect(screen.getByRole('heading', { level: 1, name: 'Move abroad' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Spring fair' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Book a band' }).textContent).toContain('List three bands');
    expect(screen.queryByRole('button', { name: 'Complete Odyssey' })).toBeNull();
  });
});
