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

  it.each([
    { graph: "a mission's graph, for any failure to load it (not only a missing one)", Page: MissionGraphPage, url: '/missions/m1/graph', route: '/missions/:id/graph', answer: { status: 503, body: { detail: 'The database is unavailable.' } }, says: 'Mission not found', back: ['Back to Missions', '/missions'] },
    { graph: "a missing odyssey's graph", Page: OdysseyGraphPage, url: '/odysseys/o1/graph', route: '/odysseys/:id/graph', answer: { status: 404, body: { detail: 'Odyssey not found' } }, says: 'Odyssey not found', back: ['Back to Odysseys', '/odysseys'] },
  ])("says '$says' for $graph, with a link back to the list", async ({ Page, url, route, answer, says, back: [label, to] }) => {
    installFakeApi().on('GET', url, answer);
    renderWithApp(<Page />, { path: url, route });
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(says);
    expect(screen.getByRole('link', { name: label }).getAttribute('href')).toBe(to);
    expect(screen.queryByTestId('scene')).toBeNull();
  });
});
