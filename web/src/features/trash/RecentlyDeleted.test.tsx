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

  it('keeps the keyboard in the list: after a restore the next Restore has the focus, and the empty list once none is left', async () => {
    let items = [
      { kind: 'mission', id: 'm1', title: 'Pass A2', deleted_at: '2030-01-02T10:00:00.000Z' },
      { kind: 'todo', id: 't1', title: 'Buy a grammar book', deleted_at: '2030-01-01T10:00:00.000Z' },
    ];
    const restoring = (id: string) => () => {
      items = items.filter((i) => i.id !== id);
      return { body: { kind: 'todo', id, detail: 'Restored.' } };
    };
    installFakeApi().on('GET', '/trash', () => ({ body: items })).on('POST', '/trash/mission/m1/restore', restoring('m1')).on('POST', '/trash/todo/t1/restore', restoring('t1'));
    renderWithApp(<RecentlyDeleted />);
    await settle();
    const first = screen.getByRole('button', { name: 'Restore mission Pass A2' });
    first.focus();
    fireEvent.click(first);
    await settle();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Restore todo Buy a grammar book' }));
    fireEvent.click(screen.getByRole('button', { name: 'Restore todo Buy a grammar book' }));
    await settle();
    expect(document.activeElement).toBe(screen.getByText(NOTHING_DELETED));
  });

  it.each([
    ['todo', 't1', '/todo/t1'],
    ['mission', 'm1', '/missions/m1'],
    ['odyssey', 'o1', '/odysseys/o1'],
  ])('offers to open the restored %s from its toast', async (kind, id, page) => {
    installFakeApi()
      .on('GET', '/trash', { body: [{ kind, id, title: 'Back again', deleted_at: '2030-01-01T10:00:00.000Z' }] })
      .on('POST', `/trash/${kind}/${id}/restore`, { body: { kind, id, detail: 'Restored.' } });
    renderWithApp(<RecentlyDeleted />, { path: '/trash', route: '/trash', otherRoutes: [{ path: page, element: <p>the restored page</p> }] });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: `Restore ${kind} Back again` }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await settle();
    expect(screen.getByText('the restored page')).toBeTruthy();
  });
});
