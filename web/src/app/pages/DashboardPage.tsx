import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../../shared/ui/Icon';
import { HealthBadge, PriorityBadge } from '../../shared/ui/statusBadges';
import { BlockedBadge } from '../../shared/ui/BlockedBadge';
import { ProgressBar } from '../../shared/ui/ProgressBar';
import { TodoFacts, dueDateFact } from '../../shared/ui/TodoFacts';
import { formatDueDate } from '../../shared/format/date';
import { cardClass, pageSubtitleClass, pageTitleClass, primaryButton } from '../../shared/ui/styles';
import { CreateTodoDialog } from '../../features/todos/CreateTodoDialog';
import { DASHBOARD_LIST_LIMIT, focusTodoWaits, type FocusTodo, type NextTodo } from '../../features/dashboard/dashboardSummary';
import { useDashboard } from '../../features/dashboard/useDashboard';

const QUICK_ACTIONS: { to: string; icon: IconName; label: string }[] = [
  { to: '/odysseys', icon: 'compass', label: 'View Odysseys' },
  { to: '/missions', icon: 'target', label: 'View Missions' },
  { to: '/todos', icon: 'check', label: 'View Todos' },
];

type StatCardProps = { label: string; value: number | undefined; to: string; accent: string; icon: IconName };

function StatCard({ label, value, to, accent, icon }: StatCardProps) {
  return (
    <Link to={to} className={`${cardClass} flex items-center gap-3 p-4 transition hover:-translate-y-0.5 hover:shadow-md sm:gap-4 sm:p-5`}>
      <span className={`flex size-10 shrink-0 items-center justify-center rounded-xl sm:size-12 ${accent}`}>
        <Icon name={icon} className="size-5 sm:size-6" />
      </span>
      <span className="min-w-0">
        <span className="block text-3xl font-bold text-slate-900 dark:text-slate-100">{value ?? '–'}</span>
        <span className="block text-sm text-slate-600 dark:text-slate-400">{label}</span>
      </span>
    </Link>
  );
}

/** A focus row names the todo's mission first: Standalone when it has none. */
const missionOf = (todo: Pick<FocusTodo, 'mission_title'>) => todo.mission_title ?? 'Standalone';

/** /dashboard: the Command Center. */
export default function DashboardPage() {
  const { data, isPending } = useDashboard();
  const [creating, setCreating] = useState(false);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className={pageTitleClass}>Command Center</h1>
      <p className={pageSubtitleClass}>Where your odysseys, missions and todos stand today.</p>

      {/* Two cards to a row on a phone: one to a row pushed the rest of the page out of sight. */}
      <section aria-label="Overview" className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard label="Active Odysseys" value={data?.active_odysseys} to="/odysseys" accent="bg-purple-100 dark:bg-purple-900 text-purple-700 dark:text-purple-300" icon="compass" />
        <StatCard label="Healthy Missions" value={data?.healthy_missions} to="/missions" accent="bg-green-100 dark:bg-green-900 text-green-700 dark:text-green-300" icon="heart" />
        <StatCard label="At-Risk Missions" value={data?.at_risk_missions} to="/missions" accent="bg-orange-100 dark:bg-orange-900 text-orange-700 dark:text-orange-300" icon="warning" />
        <StatCard label="Critical Missions" value={data?.critical_missions} to="/missions" accent="bg-red-100 dark:bg-red-900 text-red-700 dark:text-red-300" icon="alarm" />
      </section>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="focus-title" className={`${cardClass} min-w-0 p-5`}>
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <h2 id="focus-title" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
              Today&apos;s Focus
            </h2>
            {data && data.in_progress_total > DASHBOARD_LIST_LIMIT ? (
              <Link to="/todos" className="text-sm font-medium text-indigo-700 dark:text-indigo-300 hover:underline">
                View all {data.in_progress_total} todos
              </Link>
            ) : null}
          </div>
          {isPending ? (
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">Loading...</p>
          ) : !data || data.in_progress_todos.length === 0 ? (
            <div className="mt-4 rounded-xl border border-dashed border-slate-300 dark:border-slate-600 p-6 text-center">
              {data && data.next_todos.length > 0 ? (
                // A person with a plan is shown where it goes on, not only asked to make a new todo.
                <>
                  <p className="text-slate-700 dark:text-slate-300">No todos in progress. Next in your plan:</p>
                  <ul aria-label="Next in your plan" className="mt-2 divide-y divide-slate-100 dark:divide-slate-800 text-left">
                    {data.next_todos.map((todo: NextTodo) => (
                      <DashboardRow key={todo.id} to={`/todo/${todo.id}`} title={todo.title} badge={<PriorityBadge priority={todo.priority} />}>
                        <TodoFacts facts={[missionOf(todo), dueDateFact(todo.due_date)]} overdue={todo.is_overdue} />
                      </DashboardRow>
                    ))}
                  </ul>
                </>
              ) : (
                <p className="text-slate-700 dark:text-slate-300">No todos in progress. Pick something to move forward today.</p>
              )}
              <button type="button" onClick={() => setCreating(true)} className={`${primaryButton} mt-4`}>
                Start a Todo
              </button>
            </div>
          ) : (
            <ul className="mt-4 divide-y divide-slate-100 dark:divide-slate-800">
              {data.in_progress_todos.slice(0, DASHBOARD_LIST_LIMIT).map((todo: FocusTodo) => {
                const waitingFor = focusTodoWaits(todo);
                return (
                  <DashboardRow key={todo.id} to={`/todo/${todo.id}`} title={todo.title} badge={<PriorityBadge priority={todo.priority} />}>
                    <TodoFacts facts={[missionOf(todo), `${todo.progress_percentage}% done`]} overdue={todo.is_overdue} />
                    {waitingFor ? (
                      <span className="mt-1 flex min-w-0">
                        <BlockedBadge waitingFor={waitingFor} />
                      </span>
                    ) : null}
                  </DashboardRow>
                );
              })}
            </ul>
          )}
        </section>

        <section aria-labelledby="attention-title" className={`${cardClass} min-w-0 p-5`}>
          <h2 id="attention-title" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
            Needs Attention
          </h2>
          {isPending ? (
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">Loading...</p>
          ) : data && data.healthy_missions + data.at_risk_missions + data.critical_missions === 0 ? (
            // With no mission at all, "on track" would praise a plan that does not exist yet.
            <div className="mt-4 rounded-xl border border-dashed border-slate-300 dark:border-slate-600 p-6 text-center">
              <p className="text-slate-700 dark:text-slate-300">No missions yet. Plan an odyssey or a mission and this shows the ones that fall behind.</p>
              <Link to="/odysseys" className={`${primaryButton} mt-4 inline-block`}>
                Plan an Odyssey
              </Link>
            </div>
          ) : !data || data.missions_needing_attention.length === 0 ? (
            <p className="mt-4 rounded-xl bg-green-50 dark:bg-green-950 p-4 text-sm text-green-900 dark:text-green-200">All active missions are on track. Nothing needs your attention.</p>
          ) : (
            <ul className="mt-4 divide-y divide-slate-100 dark:divide-slate-800">
              {data.missions_needing_attention.slice(0, DASHBOARD_LIST_LIMIT).map((mission) => (
                <DashboardRow
                  key={mission.id}
                  to={`/missions/${mission.id}`}
                  title={mission.title}
                  badge={<HealthBadge health={mission.health_status} outlook={mission.outlook} forecastDate={mission.forecast_date} />}
                >
                  <span className="mt-2 flex items-center gap-3 text-xs text-slate-600 dark:text-slate-400">
                    <ProgressBar percent={mission.progress_percentage} label={`${mission.title} progress`} className="max-w-40" />
                    {mission.overdue_count} overdue
                  </span>
                  {mission.attention_reason === 'will_miss' && mission.forecast_date ? (
                    <span className="mt-1 block text-xs text-amber-800 dark:text-amber-200">At this pace it finishes after its due date (forecast {formatDueDate(mission.forecast_date)})</span>
                  ) : null}
                </DashboardRow>
              ))}
            </ul>
          )}
        </section>
      </div>

      <section aria-labelledby="quick-title" className="mt-8">
        <h2 id="quick-title" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          Quick Actions
        </h2>
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          {QUICK_ACTIONS.map((action) => (
            <Link key={action.to} to={action.to} className={`${cardClass} flex items-center gap-2 p-4 font-medium hover:border-indigo-300`}>
              <Icon name={action.icon} className="size-5 text-indigo-600 dark:text-indigo-400" /> {action.label}
            </Link>
          ))}
        </div>
      </section>

      <CreateTodoDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}

/**
 * A row of a dashboard list, a link as a whole: the title and its badge, then the details under
 * them. A long title wraps to two lines before it is cut: a phone has no hover to show the rest.
 */
function DashboardRow({ to, title, badge, children }: { to: string; title: string; badge: ReactNode; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className="block py-3 hover:text-indigo-700 dark:hover:text-indigo-300">
        <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <span className="line-clamp-2 min-w-0 font-medium break-words" title={title}>
            {title}
          </span>
          {badge}
        </span>
        {children}
      </Link>
    </li>
  );
}
