import '../../testing/jsdomPolyfills';
import { fireEvent, screen } from '@testing-library/react';
import { installFakeApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import { settle } from '../../testing/settle';
import { NOTHING_DELETED, RecentlyDeleted } from './RecentlyDeleted';

describe('RecentlyDeleted', () => {
  it('says when nothing was deleted', async () => {
    installFakeApi().on('GET', '/trash', { body: [] });
    renderWithApp(<RecentlyDeleted />);
    await settle();
    expect(screen.getByText(NOTHING_DELETED)).toBeTruthy();
    expect(NOTHING_DELETED).toBe('Nothing deleted in the last 30 days.');
  });

  it('restores a row with its Restore button, and the row leaves the list', async () => {
    let items = [
      { kind: 'mission', id: 'm1', title: 'Pass A2', deleted_at: '2030-01-02T10:00:00.000Z' },
      { kind: 'todo', id: 't1', title: 'Buy a grammar book', deleted_at: '2030-01-01T10:00:00.000Z' },
    ];
    const api = installFakeApi()
      .on('GET', '/trash', () => ({ body: items }))
      .on('POST', '/trash/mission/m1/restore', () => {
        items = items.filter((i) => i.id !== 'm1');
        return { body: { kind: 'mission', id: 'm1', detail: 'Restored the mission.' } };
      });
    renderWithApp(<RecentlyDeleted />);
    await settle();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('Pass A2'), expect.stringContaining('Buy a grammar book')]);
    fireEvent.click(screen.getByRole('button', { name: 'Restore mission Pass A2' }));
    await settle();
    expect(api.calls('POST', '/trash/mission/m1/restore')).toHaveLength(1);
    expect(screen.getByText('Mission "Pass A2" restored.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Restore mission Pass A2' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Restore todo Buy a grammar book' })).toBeTruthy();
  });

  it("shows the server's sentence when a restore is refused", async () => {
    installFakeApi()
      .on('GET', '/trash', { body: [{ kind: 'todo', id: 't1', title: 'Old', deleted_at: '2030-01-01T10:00:00.000Z' }] })
      .on('POST', '/trash/todo/t1/restore', { status: 409, body: { detail: 'This todo was deleted more than 30 days ago and can no longer be restored.' } });
    renderWithApp(<RecentlyDeleted />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Restore todo Old' }));
    await settle();
    expect(screen.getByText('This todo was deleted more than 30 days ago and can no longer be restored.')).toBeTruthy();
  });
});
