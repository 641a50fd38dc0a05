import '../../features/odysseys/testing/jsdomTextCodec';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { installFakeApi } from '../../testing/fakeApi';
import { answerDeleteWithUndo, deleteThenUndo } from '../../testing/deleteWithUndo';
import { aMission } from '../../testing/missionFixture';
import { looksLike } from '../../testing/looksLike';
import { renderWithApp } from '../../testing/renderWithApp';
import { secondaryButton } from '../../shared/ui/styles';
import OdysseyDetailPage from './OdysseyDetailPage';
import OdysseysPage from './OdysseysPage';
import type { Odyssey, OdysseyMission } from '../../features/odysseys/odysseyTypes';

/** Lets the fake fetch and the query cache's notifications (a macrotask) settle. */
async function flush() {
  for (let i = 0; i < 4; i += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const ID = '7d3c1c9e-6d0a-4a55-9d59-2f3c0b6b5a11';

const odyssey = (extra: Partial<Odyssey> = {}): Odyssey => ({
  id: ID,
  title: 'Run a marathon',
  description: 'Finish a full marathon next autumn.',
  status: 'active',
  health_status: 'at_risk',
  outlook: 'will_miss',
  total_missions: 4,
  completed_missions: 3,
  active_missions: 1,
  paused_missions: 0,
  progress_percentage: 75,
  is_sample: false,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
  completed_at: null,
  missions: [
    mission({ id: 'm1', title: 'Build the base', description: 'Four runs a week', status: 'completed' }),
    mission({ id: 'm2', title: 'Peak', description: null, status: 'active' }),
  ],
  ...extra,
});

function mission(fields: Pick<OdysseyMission, 'id' | 'title' | 'description' | 'status'> & Partial<OdysseyMission>): OdysseyMission {
  return { latest_due_date: null, ...aMission({ odyssey_id: ID, odyssey_title: 'Run a marathon' }), ...fields };
}

/** The odyssey of ID, active until POST /odysseys/{id}/complete completes it. */
function fakeCompletableOdyssey() {
  let current = odyssey();
  return installFakeApi()
    .on('GET', `/odysseys/${ID}`, () => ({ body: current }))
    .on('POST', `/odysseys/${ID}/complete`, () => {
      current = odyssey({ status: 'completed' });
      return { body: current };
    });
}

describe('My Odysseys', () => {
  afterEach(() => jest.restoreAllMocks());

  test('summary cards and a card with badges, progress and counts', async () => {
    installFakeApi().on('GET', '/odysseys/', {
      body: [odyssey(), odyssey({ id: 'o2', title: 'Learn Portuguese', status: 'completed', health_status: undefined, progress_percentage: 100 })],
    });
    renderWithApp(<OdysseysPage />);
    await flush();
    const summary = (label: string) => screen.getAllByText(label)[0].nextElementSibling?.textContent;
    expect(summary('Total')).toBe('2');
    expect(summary('Active')).toBe('1');
    expect(summary('Completed')).toBe('1');
    const card = screen.getByRole('link', { name: /Run a marathon/ });
    expect(card.getAttribute('href')).toBe(`/odysseys/${ID}`);
    expect(card.textContent).toContain('3 of 4 missions completed');
    expect(card.textContent).toContain('75%');
    expect(card.textContent).toContain('At Risk');
    // The forecast's outlook from the same verdict, beside the health badge.
    expect(card.textContent).toContain('Will miss the due dates');
    expect(card.querySelector('[role=progressbar] > div')?.className).toContain('bg-blue-500');
    expect(card.querySelector('.line-clamp-2')?.textContent).toBe('Finish a full marathon next autumn.');
    const other = screen.getByRole('link', { name: /Learn Portuguese/ });
    expect(other.querySelector('[role=progressbar] > div')?.className).toContain('bg-green-500');
  });

  test("a failed load is only logged: 'No Odysseys Yet'", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    installFakeApi().on('GET', '/odysseys/', { status: 500, body: { detail: 'boom' } });
    renderWithApp(<OdysseysPage />);
    await flush();
    expect(screen.getByText('No Odysseys Yet')).toBeTruthy();
    expect(log).toHaveBeenCalled();
  });
});

describe('Odyssey detail', () => {
  afterEach(() => jest.restoreAllMocks());

  const renderDetail = () => renderWithApp(<OdysseyDetailPage />, { path: `/odysseys/${ID}`, route: '/odysseys/:id' });

  test('Delete leaves for the odyssey list with an Undo toast that restores the odyssey', async () => {
    const token = { kind: 'odyssey_delete', id: ID, revision: 1 };
    const api = answerDeleteWithUndo(installFakeApi().on('GET', `/odysseys/${ID}`, { body: odyssey() }), `/odysseys/${ID}`, token);
    renderWithApp(<OdysseyDetailPage />, { path: `/odysseys/${ID}`, route: '/odysseys/:id', otherRoutes: [{ path: '/odysseys', element: <p>Odyssey list screen</p> }] });
    await flush();
    await deleteThenUndo(api, { path: `/odysseys/${ID}`, token, listScreen: 'Odyssey list screen', deleted: 'Odyssey deleted.' });
    expect(screen.getByRole('heading', { name: 'Run a marathon' })).toBeTruthy();
  });

  test('progress, four counters, missions and the confirmed completion', async () => {
    const api = fakeCompletableOdyssey();
    renderDetail();
    await flush();
    expect(screen.getByRole('heading', { name: 'Run a marathon' })).toBeTruthy();
    for (const label of ['Total Missions', 'Completed', 'Active', 'Paused']) expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /Build the base/ }).getAttribute('href')).toBe('/missions/m1');
    expect(screen.getByRole('link', { name: 'View 3D Graph' }).getAttribute('href')).toBe(`/odysseys/${ID}/graph`);

    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    fireEvent.click(screen.getByRole('button', { name: 'Complete Odyssey' }));
    expect(confirm).toHaveBeenCalledWith('Mark this odyssey as complete?');
    await flush();
    expect(api.calls('POST', `/odysseys/${ID}/complete`)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Complete Odyssey' }));
    await flush();
    expect(api.calls('POST', `/odysseys/${ID}/complete`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Complete Odyssey' })).toBeNull();
  });

  test('each mission row says how far along it is: todos done of total, its health and the date it aims for', async () => {
    installFakeApi().on('GET', `/odysseys/${ID}`, {
      body: odyssey({
        missions: [
          mission({ id: 'm1', title: 'Build the base', description: 'Four runs a week', status: 'active', total_todos: 5, completed_todos: 2, health_status: 'at_risk', outlook: 'will_miss', latest_due_date: '2030-03-10' }),
          mission({ id: 'm2', title: 'Taper', description: null, status: 'paused', total_todos: 1, completed_todos: 0 }),
          mission({ id: 'm3', title: 'Pick a race', description: null, status: 'completed', total_todos: 3, completed_todos: 3, outlook: 'complete' }),
          mission({ id: 'm4', title: 'Race day', description: null, status: 'active' }),
        ],
      }),
    });
    renderDetail();
    await flush();
    const row = (title: string) => screen.getByRole('link', { name: new RegExp(title) });
    const base = row('Build the base');
    expect(base.getAttribute('href')).toBe('/missions/m1');
    expect(base.textContent).toContain('Four runs a week');
    expect(base.textContent).toContain('Active');
    expect(base.textContent).toContain('2 of 5 todos');
    expect(base.textContent).toContain('At Risk');
    expect(base.textContent).toContain('Will miss the due dates');
    expect(base.textContent).toContain('Due by Mar 10, 2030');
    expect(row('Taper').textContent).toContain('0 of 1 todo');
    expect(row('Taper').textContent).toContain('Healthy');
    expect(row('Taper').textContent).not.toContain('Due by');
    // A finished mission's health says nothing its status does not.
    expect(row('Pick a race').textContent).toContain('3 of 3 todos');
    expect(row('Pick a race').textContent).not.toContain('Healthy');
    expect(row('Race day').textContent).toContain('No todos yet');
    expect(row('Race day').textContent).not.toContain('0 of 0');
  });

  test("Complete Odyssey is a secondary action until the odyssey's missions are done, then the page's main one", async () => {
    const api = installFakeApi().on('GET', `/odysseys/${ID}`, { body: odyssey() });
    const { unmount } = renderDetail();
    await flush();
    expect(looksLike(screen.getByRole('button', { name: 'Complete Odyssey' }), secondaryButton)).toBe(true);
    unmount();
    api.on('GET', `/odysseys/${ID}`, { body: odyssey({ total_missions: 0, completed_missions: 0, active_missions: 0, progress_percentage: 0, missions: [] }) });
    const empty = renderDetail();
    await flush();
    expect(looksLike(screen.getByRole('button', { name: 'Complete Odyssey' }), secondaryButton)).toBe(true);
    empty.unmount();
    api.on('GET', `/odysseys/${ID}`, { body: odyssey({ completed_missions: 4, active_missions: 0, progress_percentage: 100 }) });
    renderDetail();
    await flush();
    const button = screen.getByRole('button', { name: 'Complete Odyssey' });
    expect(looksLike(button, secondaryButton)).toBe(false);
    expect(button.className).toContain('bg-green-700');
  });

  test('completing with the keyboard leaves the focus on the odyssey, whose title now reads beside Completed', async () => {
    fakeCompletableOdyssey();
    renderDetail();
    await flush();
    jest.spyOn(window, 'confirm').mockReturnValueOnce(true);
    const button = screen.getByRole('button', { name: 'Complete Odyssey' });
    button.focus();
    fireEvent.click(button);
    await flush();
    expect(screen.queryByRole('button', { name: 'Complete Odyssey' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Run a marathon' }));
  });

  test("its breadcrumb reads as a mission's: one line, '>' between the crumbs, the title cut with an ellipsis", async () => {
    installFakeApi().on('GET', `/odysseys/${ID}`, { body: odyssey() });
    renderDetail();
    await flush();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Odysseys' }).getAttribute('href')).toBe('/odysseys');
    expect(crumbs.getByText('>')).toBeTruthy();
    expect(crumbs.getByRole('list').className).not.toContain('flex-wrap');
    const current = crumbs.getByText('Run a marathon');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.className).toContain('truncate');
  });

  test("an odyssey without missions: no counters, 'No Missions Yet' and 'Add First Mission'", async () => {
    installFakeApi().on('GET', `/odysseys/${ID}`, { body: odyssey({ missions: [], total_missions: 0, completed_missions: 0, active_missions: 0, progress_percentage: 0 }) });
    renderDetail();
    await flush();
    expect(screen.getByText('No Missions Yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add First Mission' })).toBeTruthy();
    expect(screen.queryByText('Total Missions')).toBeNull();
  });

  test("a missing odyssey: 'Odyssey Not Found' with a link back", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    installFakeApi().on('GET', `/odysseys/${ID}`, { status: 404, body: { detail: 'Odyssey not found' } });
    renderDetail();
    await flush();
    expect(screen.getByRole('heading', { name: 'Odyssey Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Odysseys' }).getAttribute('href')).toBe('/odysseys');
    // Said as a missing mission or todo says it.
    expect(screen.getByText('It may have been deleted, or the link is wrong.')).toBeTruthy();
  });
});
