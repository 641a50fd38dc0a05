import '../../testing/jsdomPolyfills';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { installFakeApi, type FakeApi } from '../../testing/fakeApi';
import { answerDeleteWithUndo, deleteThenUndo } from '../../testing/deleteWithUndo';
import { aMission } from '../../testing/missionFixture';
import { renderWithApp } from '../../testing/renderWithApp';
import { settle } from '../../testing/settle';
import MissionDetailPage from './MissionDetailPage';

const mission = {
  ...aMission({ health_status: 'at_risk', progress_percentage: 50, total_todos: 2, completed_todos: 1, in_progress_count: 1, overdue_count: 1 }),
  todos: [
    { id: 't1', title: 'Book the band', description: null, status: 'completed', priority: 'high', due_date: null, is_overdue: false },
    { id: 't2', title: 'Rent tables', description: 'Twenty of them', status: 'in_progress', priority: 'medium', due_date: '2020-01-01T23:59:59Z', is_overdue: true },
  ],
};
const generated = [
  { title: 'Choose a date', description: 'A Saturday', success_criteria: 'Date agreed', priority: 'high' },
  { title: 'Invite stall holders', description: '', success_criteria: 'Ten stalls confirmed', priority: 'medium' },
];
const job = (status: string, extra: object = {}) => ({ id: 'job-9', type: 'mission_replan', status, progress: status === 'completed' ? 100 : 30, result: null, error_message: null, metadata: { mission_id: 'm1' }, ...extra });

function render() {
  return renderWithApp(<MissionDetailPage />, { path: '/missions/m1', route: '/missions/:id', otherRoutes: [{ path: '/dashboard', element: <p>Dashboard screen</p> }] });
}

const replanToken = { kind: 'mission_replan', id: 'm1', revision: 3 };

function fakeReplan(jobAnswers: object[]): FakeApi {
  return installFakeApi()
    .on('GET', '/missions/m1', { body: mission })
    .on('GET', '/odysseys/', { body: [] })
    .on('GET', '/missions/m1/resource-summary', { body: { has_resources: false, todos_with_progress: 0, total_steps: 0, total_evidence: 0, total_chat_messages: 0, total_findings: 0, todo_previews: [] } })
    .on('PUT', '/missions/m1', { body: mission })
    .on('POST', '/missions/m1/replan', { body: mission, headers: { 'X-Undo': JSON.stringify(replanToken) } })
    .on('POST', '/undo', { body: { ...replanToken, detail: 'Undone.' } })
    .on('POST', '/mission-breakdown/generate-todos-async', { status: 202, body: { job_id: 'job-9' } })
    .on('GET', '/jobs/job-9', () => ({ body: jobAnswers.length > 1 ? jobAnswers.shift() : jobAnswers[0] }))
    .on('POST', '/todos/', { status: 201, body: { id: 'new' } });
}

async function startReplan() {
  fireEvent.click(screen.getByRole('button', { name: 'Edit / Re-plan / Copy' }));
  await settle();
  const edit = screen.getByRole('dialog', { name: 'Edit / Re-plan / Copy Mission' });
  fireEvent.change(within(edit).getByLabelText('Title'), { target: { value: 'Autumn fair' } });
  fireEvent.click(within(edit).getByRole('button', { name: 'Save and Re-plan' }));
  await settle();
}

describe('MissionDetailPage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('Delete leaves for the mission list with an Undo toast that restores the mission', async () => {
    const token = { kind: 'mission_delete', id: 'm1', revision: 2 };
    const api = answerDeleteWithUndo(installFakeApi().on('GET', '/missions/m1', { body: mission }).on('GET', '/odysseys/', { body: [] }), '/missions/m1', token);
    renderWithApp(<MissionDetailPage />, { path: '/missions/m1', route: '/missions/:id', otherRoutes: [{ path: '/missions', element: <p>Mission list screen</p> }] });
    await settle();
    await deleteThenUndo(api, { path: '/missions/m1', token, listScreen: 'Mission list screen', deleted: 'Mission deleted.' });
    expect(screen.queryByText('Mission list screen')).toBeNull();
  });

  it('shows badges, progress, counts and the todos', async () => {
    installFakeApi().on('GET', '/missions/m1', { body: mission });
    render();
    await settle();
    expect(screen.getByRole('heading', { name: 'Summer fair' })).toBeTruthy();
    expect(screen.getByText('At Risk')).toBeTruthy();
    expect(screen.getByText('1 of 2 todos · 50%')).toBeTruthy();
    expect(screen.getByText('1 in progress · 1 overdue')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Rent tables/ }).getAttribute('href')).toBe('/todo/t2');
    expect(screen.getByRole('link', { name: 'View 3D Graph' }).getAttribute('href')).toBe('/missions/m1/graph');
    expect(screen.getByRole('link', { name: '← Back to Missions' }).getAttribute('href')).toBe('/missions');
  });

  it('each todo row says its steps done of total, its due date and whether it is overdue, still one link to the todo', async () => {
    const working = {
      ...mission,
      todos: [
        { ...mission.todos[0], total_steps: 1, completed_steps: 1 },
        { ...mission.todos[1], total_steps: 6, completed_steps: 2 },
        { id: 't3', title: 'Hire a stage', description: null, status: 'pending', priority: 'low', due_date: '2030-03-10T23:59:59Z', is_overdue: false, total_steps: 0, completed_steps: 0 },
      ],
    };
    installFakeApi().on('GET', '/missions/m1', { body: working }).on('GET', '/odysseys/', { body: [] });
    render();
    await settle();
    const row = (title: string) => screen.getByRole('link', { name: new RegExp(title) });
    expect(row('Rent tables').getAttribute('href')).toBe('/todo/t2');
    expect(within(row('Rent tables')).getByText(/2 of 6 steps · Due Jan 1, 2020/).textContent).toBe('2 of 6 steps · Due Jan 1, 2020· Overdue');
    expect(within(row('Book the band')).getByText(/1 of 1 step /).textContent).toBe('1 of 1 step · No due date');
    expect(within(row('Hire a stage')).getByText(/No steps yet/).textContent).toBe('No steps yet · Due Mar 10, 2030');
  });

  it("shows 'No todos in this mission yet.' and the 'Mission Complete' box", async () => {
    installFakeApi().on('GET', '/missions/m1', { body: { ...mission, todos: [], completion_evaluation: 'Everything shipped on time.' } });
    render();
    await settle();
    expect(screen.getByText('No todos in this mission yet.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Mission Complete/ })).toBeTruthy();
    expect(screen.getByText('Everything shipped on time.')).toBeTruthy();
  });

  it('an empty mission offers to plan its todos with the AI at once: no edit, the re-plan job, its todos created', async () => {
    const empty = { ...mission, todos: [], total_todos: 0, completed_todos: 0 };
    const api = fakeReplan([job('completed', { result: { todos: generated } })]).on('GET', '/missions/m1', { body: empty });
    render();
    await settle();
    expect(screen.getByText('No todos in this mission yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Plan todos with AI' }));
    await settle();
    expect(api.calls('PUT', '/missions/m1')).toHaveLength(0);
    expect(api.calls('POST', '/missions/m1/replan')[0].body).toEqual({ title: 'Summer fair', description: empty.description });
    expect(api.calls('POST', '/todos/').map((c) => (c.body as { title: string }).title)).toEqual(['Choose a date', 'Invite stall holders']);
    expect(screen.getByText('mission re-planned with 2 todos')).toBeTruthy();
  });

  it('a completed mission without todos offers no planning', async () => {
    installFakeApi().on('GET', '/missions/m1', { body: { ...mission, status: 'completed', todos: [] } });
    render();
    await settle();
    expect(screen.getByText('No todos in this mission yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Plan todos with AI' })).toBeNull();
  });

  it("shows 'Mission not found' with a way to the dashboard", async () => {
    installFakeApi().on('GET', '/missions/m1', { status: 404, body: { detail: 'Mission not found' } });
    render();
    await settle();
    expect(screen.getByRole('heading', { name: 'Mission not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('re-plan: update, replan, start the job, poll every 2 s, then create its todos one by one', async () => {
    const api = fakeReplan([job('running'), job('completed', { result: { todos: generated } })]);
    render();
    await settle();
    await startReplan();
    expect(api.calls('PUT', '/missions/m1')[0].body).toEqual({ title: 'Autumn fair', description: 'Stalls and music', status: 'active', odyssey_id: null });
    expect(api.calls('POST', '/missions/m1/replan')[0].body).toEqual({ title: 'Autumn fair', description: 'Stalls and music' });
    expect(api.calls('POST', '/mission-breakdown/generate-todos-async')[0].body).toEqual({
      mission_title: 'Autumn fair',
      mission_description: 'Stalls and music',
      qa_pairs: [],
      odyssey_id: null,
      mission_id: 'm1',
    });
    expect(screen.getByText('AI Planning... 30%')).toBeTruthy();
    expect(api.calls('POST', '/todos/')).toHaveLength(0);

    act(() => jest.advanceTimersByTime(2000));
    await settle();
    const created = api.calls('POST', '/todos/').map((r) => r.body as { title: string; mission_id: string; description: string | null; replan_revision?: number });
    expect(created.map((t) => t.title)).toEqual(['Choose a date', 'Invite stall holders']);
    expect(created.every((t) => t.mission_id === 'm1')).toBe(true);
    // Marked as the re-plan's, so its undo takes back these and no todo made by hand.
    expect(created.map((t) => t.replan_revision)).toEqual([replanToken.revision, replanToken.revision]);
    expect(created[1].description).toBeNull();
    expect(screen.getByText('mission re-planned with 2 todos')).toBeTruthy();
    expect(screen.getByText('Planning Complete')).toBeTruthy();

    // The confirming toast takes the re-plan back.
    expect(api.calls('POST', '/undo')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await settle();
    expect(api.calls('POST', '/undo').map((c) => c.body)).toEqual([replanToken]);
    expect(screen.getByText('Undone.')).toBeTruthy();
  });

  it('re-plan: says so when the offline planner stood in for the model', async () => {
    const planner = { name: 'offline (fallback from local-model)', fallback: true, reason: 'the model could not be reached' };
    fakeReplan([job('completed', { result: { todos: generated }, planner })]);
    render();
    await settle();
    await startReplan();
    expect(screen.getByText('mission re-planned with 2 todos')).toBeTruthy();
    expect(screen.getByText('Planned offline: the model did not answer (the model could not be reached).')).toBeTruthy();
  });

  describe('re-plan: the waits the plan proposes', () => {
    const ordered = [
      { title: 'Choose a date', description: '', success_criteria: 'Date agreed', priority: 'high', depends_on: [] },
      { title: 'Book the band', description: '', success_criteria: 'Band signed', priority: 'medium', depends_on: [0] },
      { title: 'Print posters', description: '', success_criteria: 'Posters up', priority: 'low', depends_on: [0, 1] },
    ];

    /** The re-plan's job answers `ordered`; its todos are created as t1, t2, t3. */
    function fakeOrderedReplan(): FakeApi {
      let created = 0;
      return fakeReplan([job('completed', { result: { todos: ordered } })])
        .on('POST', '/todos/', () => ({ status: 201, body: { id: `t${(created += 1)}` } }))
        .on('POST', /^\/todos\/t\d+\/dependencies$/, { status: 201, body: {} });
    }

    const dependencyPosts = (api: FakeApi) => api.calls('POST', /\/dependencies$/).map((c) => [c.path, (c.body as { depends_on: string }).depends_on]);

    it('creates every wait between the new todos after them, saying how far it is', async () => {
      const api = fakeOrderedReplan();
      const answer = globalThis.fetch;
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      (globalThis as { fetch: unknown }).fetch = (input: string, init: object) => (String(input).endsWith('/dependencies') ? held.then(() => answer(input, init)) : answer(input, init));
      render();
      await settle();
      await startReplan();
      expect(api.calls('POST', '/todos/').map((c) => (c.body as { title: string }).title)).toEqual(['Choose a date', 'Book the band', 'Print posters']);
      expect(screen.getByText('Setting the order: wait 1 of 3...')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Edit / Re-plan / Copy' })).toHaveProperty('disabled', true);
      release();
      await settle();
      expect(dependencyPosts(api)).toEqual([
        ['/todos/t2/dependencies', 't1'],
        ['/todos/t3/dependencies', 't1'],
        ['/todos/t3/dependencies', 't2'],
      ]);
      expect(screen.queryByText(/Setting the order/)).toBeNull();
      expect(screen.getByText('mission re-planned with 3 todos')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy();
    });

    it('names a wait that could not be set; the todos, the other waits and the Undo stay', async () => {
      const api = fakeOrderedReplan().on('POST', '/todos/t3/dependencies', (request) =>
        (request.body as { depends_on: string }).depends_on === 't1' ? { status: 400, body: { detail: 'That would make a loop.' } } : { status: 201, body: {} },
      );
      render();
      await settle();
      await startReplan();
      expect(api.calls('POST', '/todos/')).toHaveLength(3);
      expect(dependencyPosts(api)).toHaveLength(3);
      expect(
        screen.getByText('Mission re-planned with 3 todos, but one wait could not be set: “Print posters” waits for “Choose a date” (That would make a loop). The todos are there: add it on the todo\'s page.'),
      ).toBeTruthy();
      expect(api.calls('DELETE', /./)).toHaveLength(0);
      expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy();
    });
  });

  it('lists the todos in the order that respects their waits, naming what the open ones still held back wait for, in this mission or not', async () => {
    const todo = (id: string, title: string, status: string, dependsOn: string[], waitingFor: { id: string; title: string }[]) => ({
      ...{ id, title, description: null, status, priority: 'medium', due_date: null, is_overdue: false },
      ...{ depends_on: dependsOn, blocked: waitingFor.length > 0, waiting_for: waitingFor },
    });
    const ordered = {
      ...mission,
      todos: [
        todo('t3', 'Open the gates', 'pending', ['t1', 't2'], [{ id: 't2', title: 'Rent tables' }]),
        todo('t2', 'Rent tables', 'in_progress', ['t1'], []),
        todo('t1', 'Book the band', 'completed', [], []),
        todo('t4', 'Print posters', 'pending', ['elsewhere'], [{ id: 'elsewhere', title: 'Get a print quote' }]),
      ],
      todo_order: ['t1', 't2', 't3', 't4'],
    };
    installFakeApi().on('GET', '/missions/m1', { body: ordered }).on('GET', '/odysseys/', { body: [] });
    render();
    await settle();
    const items = within(screen.getByRole('region', { name: 'Mission Todos' })).getAllByRole('link');
    expect(items.map((link) => link.getAttribute('href'))).toEqual(['/todo/t1', '/todo/t2', '/todo/t3', '/todo/t4']);
    expect(items[2].textContent).toContain('Blocked · waits for “Rent tables”');
    expect(items[1].textContent).not.toContain('Blocked');
    // What holds it back is another mission's todo: named all the same, in full on a phone.
    const outside = within(items[3]).getByText('Blocked · waits for “Get a print quote”');
    expect(outside.className).toContain('whitespace-normal');
    expect(outside.className).not.toContain('truncate');
  });

  it("a failed job shows its error message and creates nothing", async () => {
    const api = fakeReplan([job('failed', { error_message: 'The planner timed out' })]);
    render();
    await settle();
    await startReplan();
    expect(screen.getAllByText(/The planner timed out/).length).toBeGreaterThan(0);
    expect(screen.getByText('Planning Failed')).toBeTruthy();
    expect(api.calls('POST', '/todos/')).toHaveLength(0);
  });

  it("'Failed to start re-planning. Please try again.' when the job cannot start", async () => {
    fakeReplan([job('running')]).on('POST', '/mission-breakdown/generate-todos-async', { status: 503, body: { detail: 'down' } });
    render();
    await settle();
    await startReplan();
    expect(screen.getByText('Failed to start re-planning. Please try again.')).toBeTruthy();
  });

  it("'Failed to update mission. Please try again.' when the save before the re-plan fails; no re-plan is asked for", async () => {
    const api = fakeReplan([job('running')]).on('PUT', '/missions/m1', { status: 500 });
    render();
    await settle();
    await startReplan();
    expect(screen.getByText('Failed to update mission. Please try again.')).toBeTruthy();
    expect(api.calls('POST', '/missions/m1/replan')).toHaveLength(0);
    expect(api.calls('POST', '/mission-breakdown/generate-todos-async')).toHaveLength(0);
  });

  it("a failed job without an error message says 'Failed to re-plan mission. Please try again.'", async () => {
    const api = fakeReplan([job('failed')]);
    render();
    await settle();
    await startReplan();
    expect(screen.getByText('Failed to re-plan mission. Please try again.')).toBeTruthy();
    expect(api.calls('POST', '/todos/')).toHaveLength(0);
  });

  it("'Failed to create todos. Please try again.' when the re-plan's todos are refused; no success toast", async () => {
    fakeReplan([job('completed', { result: { todos: generated } })]).on('POST', '/todos/', { status: 500 });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    render();
    await settle();
    await startReplan();
    expect(screen.getByText('Failed to create todos. Please try again.')).toBeTruthy();
    expect(screen.queryByText(/mission re-planned with/)).toBeNull();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
