import { useState } from 'react';
import { pageSubtitleClass, pageTitleClass, secondaryButton } from '../../shared/ui/styles';
import { useSystemStats, type AdminTodoStatus, type SystemStats } from '../../features/admin/adminApi';
import { AdminTodosPanel } from '../../features/admin/AdminTodosPanel';
import { UserManagement } from '../../features/admin/UserManagement';
import { UserStatsPanel } from '../../features/admin/UserStatsPanel';

type CardKey = 'users' | 'todos' | 'completed' | 'in_progress' | 'pending';

const CARDS: { key: CardKey; label: string; stat: keyof SystemStats; status: AdminTodoStatus | null; tone: string }[] = [
  { key: 'users', label: 'Total Users', stat: 'total_users', status: null, tone: 'text-purple-700 dark:text-purple-300' },
  { key: 'todos', label: 'Total Todos', stat: 'total_todos', status: null, tone: 'text-slate-900 dark:text-slate-100' },
  { key: 'completed', label: 'Completed', stat: 'completed_todos', status: 'completed', tone: 'text-green-700 dark:text-green-300' },
  { key: 'in_progress', label: 'In Progress', stat: 'in_progress_todos', status: 'in_progress', tone: 'text-blue-700 dark:text-blue-300' },
  { key: 'pending', label: 'Pending', stat: 'pending_todos', status: 'pending', tone: 'text-slate-700 dark:text-slate-300' },
];

/** /admin: system statistics with detail panels, and user management. */
export default function AdminPage() {
  const stats = useSystemStats();
  const [expanded, setExpanded] = useState<CardKey | null>(null);
  const card = CARDS.find((c) => c.key === expanded) ?? null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className={pageTitleClass}>Admin Dashboard</h1>
      <p className={pageSubtitleClass}>System statistics and user management.</p>

      <div className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
        {CARDS.map((c) => (
          <button
            key={c.key}
            type="button"
            aria-expanded={expanded === c.key}
            aria-controls="admin-detail"
            onClick={() => setExpanded((current) => (current === c.key ? null : c.key))}
            className={`rounded-2xl border bg-white dark:bg-slate-900 p-4 text-left shadow-sm transition hover:shadow-md ${expanded === c.key ? 'border-indigo-500 ring-2 ring-indigo-200' : 'border-slate-200 dark:border-slate-700'}`}
          >
            <span className="block text-sm text-slate-600 dark:text-slate-400">{c.label}</span>
            <span className={`mt-1 block text-3xl font-bold ${c.tone}`}>{stats.data ? stats.data[c.stat] : '–'}</span>
          </button>
        ))}
      </div>

      {card ? (
        <section id="admin-detail" aria-labelledby="admin-detail-title" className="mt-6 rounded-2xl border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-5 shadow-sm">
          <div className="mb-4 flex items-center justify-between gap-3">
            <h2 id="admin-detail-title" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
              {card.label}
            </h2>
            <button type="button" onClick={() => setExpanded(null)} className={secondaryButton}>
              Close
            </button>
          </div>
          {card.key === 'users' ? <UserStatsPanel /> : <AdminTodosPanel status={card.status} />}
        </section>
      ) : null}

      <UserManagement />
    </div>
  );
}
