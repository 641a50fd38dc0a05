import { Fragment, useState } from 'react';
import { errorDetail } from '../../shared/api/http';
import { useAuth } from '../../shared/auth/useAuth';
import { formatDate } from '../../shared/format/date';
import { useToast } from '../../shared/toast/useToast';
import { Badge } from '../../shared/ui/Badge';
import { Modal } from '../../shared/ui/Modal';
import { WIDE_SCREEN, useMediaQuery } from '../../shared/ui/useMediaQuery';
import { useFocusAfterRemoval } from '../../shared/ui/useFocusAfterRemoval';
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
  // Each user's one Delete goes where the layout puts it: its column, or the line under the e-mail.
  const wide = useMediaQuery(WIDE_SCREEN);
  const rows = users.data ?? [];

  const focus = useFocusAfterRemoval<HTMLTableSectionElement, HTMLHeadingElement>('button');

  const confirmDelete = () => {
    if (!pending) return;
    focus.removing(rows.filter((row) => row.id !== me?.id).findIndex((row) => row.id === pending.id));
    deleteUser.mutate(pending, {
      onSuccess: (_, deleted) => {
        toast.success(`Deleted ${deleted.email}`);
        setPending(null);
      },
      onError: (error) => {
        focus.kept();
        toast.error(errorDetail(error, 'Failed to delete user. Please try again.'));
      },
    });
  };

  return (
    <section aria-labelledby="users-title" className="mt-8 rounded-2xl border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-5 shadow-sm">
      <h2 ref={focus.fallback} tabIndex={-1} id="users-title" className="outline-none text-lg font-semibold text-slate-900 dark:text-slate-100">
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
                {/*
                  On phones the role, the date and Delete go under the email, Delete at the left:
                  the e-mail keeps the row's width, and the floating Director button (bottom right)
                  never covers a Delete, wherever the page is scrolled.
                */}
                <th scope="col" className="hidden px-3 py-2 sm:table-cell">Role</th>
                <th scope="col" className="hidden px-3 py-2 sm:table-cell">Created At</th>
                <th scope="col" className="hidden px-3 py-2 sm:table-cell">Actions</th>
              </tr>
            </thead>
            <tbody ref={focus.list} className="divide-y divide-slate-100 dark:divide-slate-800">
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className="px-3 py-2 font-medium break-words text-slate-900 dark:text-slate-100">
                    {row.id === me?.id ? <EmailWithYou email={row.email} /> : <BreakableEmail email={row.email} />}
                    <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-normal text-slate-600 dark:text-slate-400 sm:hidden">
                      <RoleBadge role={row.role} />
                      {formatDate(row.created_at)}
                      {row.id === me?.id || wide ? null : <DeleteUserButton email={row.email} onClick={() => setPending(row)} />}
                    </span>
                  </td>
                  <td className="hidden px-3 py-2 sm:table-cell">
                    <RoleBadge role={row.role} />
                  </td>
                  <td className="hidden px-3 py-2 whitespace-nowrap sm:table-cell">{formatDate(row.created_at)}</td>
                  <td className="hidden px-3 py-2 sm:table-cell">
                    {row.id === me?.id || !wide ? null : <DeleteUserButton email={row.email} onClick={() => setPending(row)} />}
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

function RoleBadge({ role }: { role: string }) {
  return <Badge tone={role === 'admin' ? 'purple' : 'gray'}>{role}</Badge>;
}

/** The Delete of every other record (an odyssey's, a mission's, a todo's), with its focus ring. */
function DeleteUserButton({ email, onClick }: { email: string; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className={dangerSecondaryButton} aria-label={`Delete ${email}`}>
      Delete
    </button>
  );
}

/**
 * An e-mail address that may break after its @ and before each dot, never inside a name: a
 * narrow column broke it anywhere ("exampl|e.com").
 */
function BreakableEmail({ email }: { email: string }) {
  const pieces = email.split(/(?=\.)|(?<=@)/);
  return (
    <>
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
    </>
  );
}

/** The marker stays on the line of the email's last characters: it never sits on a line of its own. */
function EmailWithYou({ email }: { email: string }) {
  const tail = email.slice(-4);
  return (
    <>
      <BreakableEmail email={email.slice(0, -tail.length)} />
      <wbr />
      <span className="whitespace-nowrap">
        {tail}
        <span className="ml-2 text-xs break-normal text-slate-600 dark:text-slate-400">(you)</span>
      </span>
    </>
  );
}
