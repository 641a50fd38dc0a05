import { useState } from 'react';
import { errorDetail } from '../../shared/api/http';
import { useAuth } from '../../shared/auth/useAuth';
import { formatDate } from '../../shared/format/date';
import { useToast } from '../../shared/toast/useToast';
import { Badge } from '../../shared/ui/Badge';
import { Modal } from '../../shared/ui/Modal';
import { dangerButton, dangerSecondaryButton, secondaryButton } from '../../shared/ui/styles';
import { useAdminUsers, useDeleteUser, type AdminUser } from './adminApi';

export const DELETE_USER_CONFIRMATION = 'Are you sure you want to delete this user?';

/** Every account; each row but the admin's own can be deleted after a confirmation. */
export function UserManagement() {
  const { user: me } = useAuth();
  const toast = useToast();
  const users = useAdminUsers();
  const [pending, setPending] = useState<AdminUser | null>(null);
  const deleteUser = useDeleteUser();
  const deleting = deleteUser.isPending;

  const confirmDelete = () => {
    if (!pending) return;
    deleteUser.mutate(pending, {
      onSuccess: (_, deleted) => {
        toast.success(`Deleted ${deleted.email}`);
        setPending(null);
      },
      onError: (error) => toast.error(errorDetail(error, 'Failed to delete user. Please try again.')),
    });
  };

  const rows = users.data ?? [];
  return (
    <section aria-labelledby="users-title" className="mt-8 rounded-2xl border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-5 shadow-sm">
      <h2 id="users-title" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
        User Management
      </h2>
      {users.isPending ? (
        <p className="mt-3 text-slate-600 dark:text-slate-400">Loading...</p>
      ) : rows.length === 0 ? (
        <p className="mt-3 text-slate-600 dark:text-slate-400">No users found</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <thead className="text-xs text-slate-600 dark:text-slate-400 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">Email</th>
                <th scope="col" className="px-3 py-2">Role</th>
                {/* On phones the date goes under the email, so the row fits with its Delete button. */}
                <th scope="col" className="hidden px-3 py-2 sm:table-cell">Created At</th>
                <th scope="col" className="px-3 py-2">Actions</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className="px-3 py-2 font-medium break-all text-slate-900 dark:text-slate-100">
                    {row.id === me?.id ? <EmailWithYou email={row.email} /> : row.email}
                    <span className="block text-xs font-normal break-normal text-slate-600 dark:text-slate-400 sm:hidden">{formatDate(row.created_at)}</span>
                  </td>
                  <td className="px-3 py-2">
                    <Badge tone={row.role === 'admin' ? 'purple' : 'gray'}>{row.role}</Badge>
                  </td>
                  <td className="hidden px-3 py-2 whitespace-nowrap sm:table-cell">{formatDate(row.created_at)}</td>
                  <td className="px-3 py-2">
                    {/* The Delete of every other record (an odyssey's, a mission's, a todo's), with its focus ring. */}
                    {row.id === me?.id ? null : (
                      <button type="button" onClick={() => setPending(row)} className={dangerSecondaryButton} aria-label={`Delete ${row.email}`}>
                        Delete
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Modal
        open={pending !== null}
        onClose={() => setPending(null)}
        title="Delete user"
        size="sm"
        footer={
          <>
            <button type="button" onClick={() => setPending(null)} className={secondaryButton}>
              Cancel
            </button>
            <button type="button" onClick={confirmDelete} disabled={deleting} className={dangerButton}>
              {deleting ? 'Deleting...' : 'Delete'}
            </button>
          </>
        }
      >
        <p className="text-slate-800 dark:text-slate-200">{DELETE_USER_CONFIRMATION}</p>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{pending?.email}</p>
      </Modal>
    </section>
  );
}

/** The marker stays on the line of the email's last characters: it never sits on a line of its own. */
function EmailWithYou({ email }: { email: string }) {
  const tail = email.slice(-4);
  return (
    <>
      {email.slice(0, -tail.length)}
      <span className="whitespace-nowrap">
        {tail}
        <span className="ml-2 text-xs break-normal text-slate-600 dark:text-slate-400">(you)</span>
      </span>
    </>
  );
}
