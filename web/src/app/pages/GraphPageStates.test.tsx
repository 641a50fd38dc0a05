import '../../testing/jsdomPolyfills';
import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import { installFakeApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import { settle } from '../../testing/settle';
import MissionGraphPage from './MissionGraphPage';
import OdysseyGraphPage from './OdysseyGraphPage';

// The 3D scene (three.js, ESM-only) does not load under Jest: these tests are about the texts
// shown instead of it, so a stand-in names the graph it was given.
jest.mock('../../features/graphs/GraphView', () => ({ GraphView: ({ header }: { header: ReactNode }) => <div data-testid="scene">{header}</div> }));

/** What a graph route says while it loads and when its graph cannot be loaded. */
describe('the 3D graph routes before and instead of the scene', () => {
  afterEach(() => jest.restoreAllMocks());

  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

  it("says 'Loading 3D Graph...' while the graph loads", () => {
    installFakeApi().on('GET', '/missions/m1/graph', { body: { id: 'm1', title: 'Summer fair', todos: [] } });
    renderWithApp(<MissionGraphPage />, { path: '/missions/m1/graph', route: '/missions/:id/graph' });
    expect(screen.getByRole('status').textContent).toBe('Loading 3D Graph...');
  });

  it("says 'Mission not found' for any failure to load a mission's graph, not only a missing one", async () => {
    installFakeApi().on('GET', '/missions/m1/graph', { status: 503, body: { detail: 'The database is unavailable.' } });
    renderWithApp(<MissionGraphPage />, { path: '/missions/m1/graph', route: '/missions/:id/graph' });
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Mission not found');
    expect(screen.getByRole('link', { name: 'Back to Missions' }).getAttribute('href')).toBe('/missions');
    expect(screen.queryByTestId('scene')).toBeNull();
  });

  it("says 'Odyssey not found' for a missing odyssey's graph", async () => {
    installFakeApi().on('GET', '/odysseys/o1/graph', { status: 404, body: { detail: 'Odyssey not found' } });
    renderWithApp(<OdysseyGraphPage />, { path: '/odysseys/o1/graph', route: '/odysseys/:id/graph' });
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Odyssey not found');
    expect(screen.getByRole('link', { name: 'Back to Odysseys' }).getAttribute('href')).toBe('/odysseys');
  });
});
