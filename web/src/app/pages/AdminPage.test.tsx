import '../../testing/jsdomPolyfills';
import { fireEvent, screen, within } from '@testing-library/react';
import { installFakeApi } from '../../testing/fakeApi';
import { TEST_USER, renderWithApp } from '../../testing/renderWithApp';
import { settle } from '../../testing/settle';
import { percentOf } from '../../features/admin/adminApi';
import { dangerSecondaryButton } from '../../shared/ui/styles';
import AdminPage from './AdminPage';

const me = { ...TEST_USER, role: 'admin' as const };

function fakeAdminApi() {
  return installFakeApi()
    .on('GET', '/admin/stats', { body: { total_users: 3, total_todos: 4, completed_todos: 1, in_progress_todos: 1, pending_todos: 2 } })
    .on('GET', '/admin/user-stats', { body: { total_users: 3, admin_count: 1, regular_user_count: 2, recent_7_days: 2, recent_30_days: 3 } })
    .on('GET', '/admin/users', {
      body: [
        { id: me.id, email: me.email, role: 'admin', created_at: '2025-01-01T00:00:00Z' },
        { id: 'u2', email: 'bob@example.com', role: 'user', created_at: '2025-01-02T00:00:00Z' },
      ],
    })
    .on('GET', '/admin/todos?status=completed', { body: [] })
    .on('GET', '/admin/todos', { body: [{ id: 't1', title: 'Renew passport', description: 'Before summer', status: 'pending', priority: 'high', due_date: null, created_at: '2025-01-01T00:00:00Z' }] })
    .on('DELETE', '/admin/users/u2', { status: 204 });
}

describe('AdminPage', () => {
  it('percentages have one decimal', () => {
    expect(percentOf(1, 3)).toBe('33.3%');
    expect(percentOf(2, 3)).toBe('66.7%');
    expect(percentOf(0, 0)).toBe('0.0%');
  });

  it('expands a card into its panel and closes it on a second click', async () => {
    fakeAdminApi();
    renderWithApp(<AdminPage />, { user: me });
    await settle();
    const users = screen.getByRole('button', { name: /^Total Users/ });
    expect(users.textContent).toContain('3');
    fireEvent.click(users);
    await settle();
    expect(await screen.findByText('(33.3%)')).toBeTruthy();
    expect(screen.getAllByText('(66.7%)')).toHaveLength(2);
    fireEvent.click(users);
    expect(screen.queryByText('(33.3%)')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /^Total Todos/ }));
    await settle();
    expect(screen.getByText('Renew passport')).toBeTruthy();
    expect(screen.getByText('N/A')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Completed/ }));
    await settle();
    expect(screen.getByText('No data found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('No data found')).toBeNull();
  });

  it('offers Delete on every user but the current one, after a confirmation', async () => {
    const api = fakeAdminApi();
    renderWithApp(<AdminPage />, { user: me });
    await settle();
    const rows = screen.getAllByRole('row');
    const ownRow = rows.find((row) => row.textContent?.includes(me.email))!;
    expect(within(ownRow).queryByRole('button')).toBeNull();
    // One Delete per user: on a phone (jsdom has no wide screen) it sits in the line under the e-mail.
    const deletes = screen.getAllByRole('button', { name: 'Delete bob@example.com' });
    expect(deletes).toHaveLength(1);
    expect(deletes[0].closest('span')?.className).toContain('sm:hidden');
    fireEvent.click(deletes[0]);
    const dialog = screen.getByRole('dialog', { name: 'Delete user' });
    expect(within(dialog).getByText('Are you sure you want to delete this user?')).toBeTruthy();
    expect(api.calls('DELETE', '/admin/users/u2')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await settle();
    expect(api.calls('DELETE', '/admin/users/u2')).toHaveLength(1);
  });

  it("after a deletion the focus goes to the next user's Delete, or to the list's heading when none is left", async () => {
    let users = [
      { id: me.id, email: me.email, role: 'admin', created_at: '2025-01-01T00:00:00Z' },
      { id: 'u2', email: 'bob@example.com', role: 'user', created_at: '2025-01-02T00:00:00Z' },
      { id: 'u3', email: 'carol@example.com', role: 'user', created_at: '2025-01-03T00:00:00Z' },
    ];
    const deleting = (id: string) => () => {
      users = users.filter((u) => u.id !== id);
      return { status: 204 };
    };
    fakeAdminApi()
      .on('GET', '/admin/users', () => ({ body: users }))
      .on('DELETE', '/admin/users/u2', deleting('u2'))
      .on('DELETE', '/admin/users/u3', deleting('u3'));
    renderWithApp(<AdminPage />, { user: me });
    await settle();
    const deleteWithTheKeyboard = async (email: string) => {
      const opener = screen.getByRole('button', { name: `Delete ${email}` });
      opener.focus();
      fireEvent.click(opener);
      fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete user' })).getByRole('button', { name: 'Delete' }));
      await settle();
    };
    await deleteWithTheKeyboard('bob@example.com');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete carol@example.com' }));
    await deleteWithTheKeyboard('carol@example.com');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'User Management' }));
  });

  it("on a wide screen a user's one Delete sits in the Actions column", async () => {
    const matchMedia = jest.fn((query: string) => ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} }));
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    try {
      fakeAdminApi();
      renderWithApp(<AdminPage />, { user: me });
      await settle();
      const deletes = screen.getAllByRole('button', { name: 'Delete bob@example.com' });
      expect(deletes).toHaveLength(1);
      expect(deletes[0].closest('td')?.classList.contains('sm:table-cell')).toBe(true);
      expect(matchMedia).toHaveBeenCalledWith('(min-width: 40rem)');
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it("a user's Delete looks like every other Delete of the app (an odyssey's, a mission's, a todo's)", async () => {
    fakeAdminApi();
    renderWithApp(<AdminPage />, { user: me });
    await settle();
    for (const remove of screen.getAllByRole('button', { name: 'Delete bob@example.com' })) {
      expect(dangerSecondaryButton.split(' ').filter((name) => !remove.classList.contains(name))).toEqual([]);
    }
  });

  it("says 'No users found' for an empty list", async () => {
    fakeAdminApi().on('GET', '/admin/users', { body: [] });
    renderWithApp(<AdminPage />, { user: me });
    await settle();
    expect(await screen.findByText('No users found')).toBeTruthy();
  });
});
