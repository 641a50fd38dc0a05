import '../../testing/jsdomPolyfills';
import { screen } from '@testing-library/react';
import { installFakeApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import { press, settle } from '../../testing/settle';
import { formatDate } from '../../shared/format/date';
import { CalendarFeedDialog } from './CalendarFeedDialog';

const link = 'http://localhost/api/calendar/feeds/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';

const ENABLED_AT = '2025-05-01T10:00:00.000Z';

/** A fake server whose feed is on or off as `feed.enabled` says; the tests add how it changes. */
function fakeFeed(enabled: boolean) {
  const feed = { enabled };
  const api = installFakeApi().on('GET', '/calendar/feed', () => ({ body: { enabled: feed.enabled, enabled_at: feed.enabled ? ENABLED_AT : null } }));
  return { feed, api };
}

/** Opens the dialog and lets it load the feed. */
async function openDialog() {
  renderWithApp(<CalendarFeedDialog open onClose={() => {}} />);
  await settle();
}

describe('CalendarFeedDialog', () => {
  it("says 'Loading...' until it knows whether the feed is on", async () => {
    fakeFeed(false);
    renderWithApp(<CalendarFeedDialog open onClose={() => {}} />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    await settle();
    expect(screen.getByRole('status').textContent).toBe('The feed is off.');
  });

  it('turns the feed on and shows the private link once', async () => {
    const { feed, api } = fakeFeed(false);
    api.on('POST', '/calendar/feed', () => {
      feed.enabled = true;
      return { status: 201, body: { enabled: true, enabled_at: ENABLED_AT, url: link } };
    });
    await openDialog();
    expect(screen.getByRole('status').textContent).toBe('The feed is off.');
    await press('Turn on calendar feed');
    expect(api.calls('POST', '/calendar/feed')).toHaveLength(1);
    expect((screen.getByLabelText(/Your private link/) as HTMLInputElement).value).toBe(link);
    expect(screen.getByRole('status').textContent).toMatch(/The feed is on/);
    expect(screen.getByRole('button', { name: 'Replace link' })).toBeTruthy();
  });

  it('turns the feed off and hides the link', async () => {
    const { feed, api } = fakeFeed(true);
    api.on('DELETE', '/calendar/feed', () => {
      feed.enabled = false;
      return { status: 204 };
    });
    await openDialog();
    expect(screen.getByText(/The link is shown only when it is made/)).toBeTruthy();
    // The day reads as dates do on every other screen (May 1, 2025), not as 5/1/2025.
    expect(screen.getByRole('status').textContent).toBe(`The feed is on (since ${formatDate(ENABLED_AT)}).`);
    expect(screen.getByRole('status').textContent).not.toMatch(/\d+\/\d+\/\d+/);
    await press('Turn off');
    expect(api.calls('DELETE', '/calendar/feed')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('The feed is off.');
    expect(screen.queryByLabelText(/Your private link/)).toBeNull();
  });

  it("shows the server's reason when the change fails", async () => {
    fakeFeed(false).api.on('POST', '/calendar/feed', { status: 429, body: { detail: 'Too many requests. Try again in a minute.' } });
    await openDialog();
    await press('Turn on calendar feed');
    expect(screen.getByRole('alert').textContent).toBe('Too many requests. Try again in a minute.');
  });
});
