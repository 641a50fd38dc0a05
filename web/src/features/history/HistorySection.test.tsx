import '../../testing/jsdomPolyfills';
import { fireEvent, screen } from '@testing-library/react';
import { installFakeApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import { settle } from '../../testing/settle';
import { HistorySection } from './HistorySection';

const id = '33333333-3333-4333-8333-333333333333';

describe('HistorySection', () => {
  it('loads the history only when opened, and hides it again', async () => {
    const api = installFakeApi().on('GET', `/history/odyssey/${id}`, {
      body: {
        kind: 'odyssey', id, title: 'Move abroad', owner: { id: 'u1', email: 'ada@example.com' }, deleted: false, related_streams: [],
        events: [{ event_id: 'e1', stream: `odyssey-${id}`, revision: 0, position: '1', type: 'OdysseyCreated', time: '2025-03-10T09:00:00Z', occurred_at: '2025-03-10T09:00:00Z', actor: { id: 'u1', email: 'ada@example.com' }, summary: 'Odyssey created: "Move abroad"', data: {} }],
      },
    });
    renderWithApp(<HistorySection kind="odyssey" id={id} />);
    await settle();
    expect(screen.getByRole('heading', { name: 'History' })).toBeTruthy();
    expect(api.calls('GET', `/history/odyssey/${id}`)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Show history' }));
    await settle();
    expect(screen.getByText('Odyssey created')).toBeTruthy();
    expect(screen.getByText('"Move abroad"')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide history' }).getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Hide history' }));
    expect(screen.queryByText('"Move abroad"')).toBeNull();
  });
});
