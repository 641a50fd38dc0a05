import '../../testing/jsdomPolyfills';
import { fireEvent, screen } from '@testing-library/react';
import { installFakeApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import { settle } from '../../testing/settle';
import { CalendarFeedDialog } from './CalendarFeedDialog';

const link = 'http://localhost/api/calendar/feeds/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';

describe('CalendarFeedDialog', () => {
  it('turns the feed on and shows the private link once', async () => {
    let enabled = false;
    const api = installFakeApi()
      .on('GET', '/calendar/feed', () => ({ body: { enabled, enabled_at: enabled ? '2025-05-01T10:00:00.000Z' : null } }))
      .on('POST', '/calendar/feed', () => {
        enabled = true;
        return { status: 201, body: { enabled: true, enabled_at: '2025-05-01T10:00:00.000Z', url: link } };
      });
    renderWithApp(<CalendarFeedDialog open onClose={() => {}} />);
    await settle();
    expect(screen.getByRole('status').textContent).toBe('The feed is off.');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on calendar feed' }));
    await settle();
    expect(api.calls('POST', '/calendar/feed')).toHaveLength(1);
    expect((screen.getByLabelText(/Your private link/) as HTMLInputElement).value).toBe(link);
    expect(screen.getByRole('status').textContent).toMatch(/The feed is on/);
    expect(screen.getByRole('button', { name: 'Replace link' })).toBeTruthy();
  });

  it('turns the feed off and hides the link', async () => {
    let enabled = true;
    const api = installFakeApi()
      .on('GET', '/calendar/feed', () => ({ body: { enabled, enabled_at: enabled ? '2025-05-01T10:00:00.000Z' : null } }))
      .on('DELETE', '/calendar/feed', () => {
        enabled = false;
        return { status: 204 };
      });
    renderWithApp(<CalendarFeedDialog open onClose={() => {}} />);
    await settle();
    expect(screen.getByText(/The link is shown only when it is made/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await settle();
    expect(api.calls('DELETE', '/calendar/feed')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('The feed is off.');
    expect(screen.queryByLabelText(/Your private link/)).toBeNull();
  });

  it("shows the server's reason when the change fails", async () => {
    installFakeApi()
      .on('GET', '/calendar/feed', { body: { enabled: false, enabled_at: null } })
      .on('POST', '/calendar/feed', { status: 429, body: { detail: 'Too many requests. Try again in a minute.' } });
    renderWithApp(<CalendarFeedDialog open onClose={() => {}} />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on calendar feed' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Too many requests. Try again in a minute.');
  });
});
