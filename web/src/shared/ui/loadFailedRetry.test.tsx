import '../../testing/jsdomPolyfills';
import type { ReactElement } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { installFakeApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import { settle } from '../../testing/settle';
import { SettingsTab } from '../../features/director/SettingsTab';
import { RecentlyDeleted } from '../../features/trash/RecentlyDeleted';
import { ForecastSection } from '../../features/forecast/ForecastSection';
import { DOCUMENTED_DIRECTOR_DEFAULTS } from '../../../../tests/support/documentedDirectorSettings';

/** A call that fails the first time and answers `body` from then on. */
function failsOnce(body: unknown) {
  let calls = 0;
  return () => {
    calls += 1;
    return calls === 1 ? { status: 503, body: { detail: 'The service is restarting.' } } : { body };
  };
}

describe('a screen part that could not load offers Retry', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it.each<[string, string, () => ReactElement, string, unknown, string]>([
    ["The Director's settings", 'Failed to load settings', () => <SettingsTab />, '/director/settings', DOCUMENTED_DIRECTOR_DEFAULTS, 'Save Settings'],
    ['Recently deleted', 'The service is restarting.', () => <RecentlyDeleted />, '/trash', [{ kind: 'todo', id: 't1', title: 'Old', deleted_at: '2030-01-01T10:00:00.000Z' }], 'Restore todo Old'],
  ])('%s: the failure, then Retry loads it', async (_part, failure, part, path, body, loadedButton) => {
    installFakeApi().on('GET', path, failsOnce(body));
    renderWithApp(part());
    await settle();
    expect(screen.getByRole('alert').textContent).toContain(failure);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: loadedButton })).toBeTruthy();
  });

  it('the forecast: the failure, then Retry loads it', async () => {
    installFakeApi().on('GET', '/missions/m1/forecast', { status: 503, body: { detail: 'down' } });
    renderWithApp(<ForecastSection kind="mission" id="m1" />);
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('The forecast could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
