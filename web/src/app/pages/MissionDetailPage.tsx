import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/http';
import { useDeleteAndLeave } from '../../shared/undo/useDeleteAndLeave';
import { isTodoOverdue } from '../../shared/format/date';
import { JobStatusBadge } from '../../shared/jobs/JobStatusBadge';
import { detailTodoWaits, type OdysseySummary } from '../../shared/models/mission';
import { queryKeys } from '../../shared/queries/queryKeys';
import { BlockedBadge } from '../../shared/ui/BlockedBadge';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { Icon } from '../../shared/ui/Icon';
import { ProgressSummary } from '../../shared/ui/ProgressBar';
import { HealthBadge, MissionStatusBadge, PriorityBadge, TodoStatusBadge } from '../../shared/ui/statusBadges';
import { TodoFacts, dueDateFact, stepsFact } from '../../shared/ui/TodoFacts';
import { RecordLoading, RecordNotFound } from '../../shared/ui/RecordNotFound';
import { dangerSecondaryButton, primaryButton, recordTitleClass, secondaryButton } from '../../shared/ui/styles';
import { CreateTodoDialog } from '../../features/todos/CreateTodoDialog';
import { EditMissionModal } from '../../features/missions/EditMissionModal';
import { missionsApi, useDeleteMission } from '../../features/missions/missionsApi';
import { useMissionReplan } from '../../features/missions/useMissionReplan';
import { todosInOrder } from '../../shared/models/missionTodoOrder';
import { HistorySection } from '../../features/history/HistorySection';
import { ForecastSection } from '../../features/forecast/ForecastSection';
import { AS_OF_PARAM } from '../../features/asOf/api/asOfApi';
import { AsOfControl } from '../../features/asOf/components/AsOfControl';
import { MissionAsItWas } from '../../features/asOf/components/MissionAsItWas';
import { BackLink } from './BackLink';

export const MISSION_DELETED = 'Mission deleted.';

/** /missions/{id}: the mission, its progress and its todos (in an order that respects their waits). */
export default function MissionDetailPage() {
  const { id = '' } = useParams();
  const mission = useQuery({ queryKey: queryKeys.mission(id), queryFn: ({ signal }) => missionsApi.mission(id, signal) });
  const odysseyId = mission.data?.odyssey_id ?? null;
  const odyssey = useQuery({
    queryKey: queryKeys.odyssey(odysseyId ?? ''),
    queryFn: ({ signal }) => apiFetch<OdysseySummary>(`/odysseys/${odysseyId}`, { signal }),
    // The mission names its odyssey; the odyssey itself is fetched only when it does not.
    enabled: Boolean(odysseyId) && !mission.data?.odyssey_title,
  });
  const replan = useMissionReplan(id);
  const [editing, setEditing] = useState(false);
  const [addingTodo, setAddingTodo] = useState(false);
  const deleteAndLeave = useDeleteAndLeave();
  const deleteMission = useDeleteMission();

  const onDelete = () =>
    deleteAndLeave(() => deleteMission.mutateAsync(id), { list: '/missions', page: `/missions/${id}`, deleted: MISSION_DELETED, failed: 'Failed to delete mission. Please try again.' });
  const asOfDay = useSearchParams()[0].get(AS_OF_PARAM);

  // As it was on a past day: read-only, nothing on it changes anything.
  if (asOfDay) return <MissionAsItWas id={id} day={asOfDay} />;
  if (mission.isPending) return <RecordLoading />;
  if (!mission.data) return <RecordNotFound title="Mission not found" link={{ to: '/dashboard', label: 'Go to Dashboard' }} />;

  const current = mission.data;
  const todos = todosInOrder(current);

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
      {odysseyId ? (
        <Breadcrumb
          className="mb-2"
          trail={[
            { label: 'Odysseys', to: '/odysseys' },
            { label: current.odyssey_title ?? odyssey.data?.title ?? 'Odyssey', to: `/odysseys/${odysseyId}` },
          ]}
          current={current.title}
        />
      ) : null}
      <BackLink to={odysseyId ? `/odysseys/${odysseyId}` : '/missions'} label={odysseyId ? 'Back to Odyssey' : 'Back to Missions'} />

      <header className="mt-4 rounded-2xl border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-5 shadow-sm sm:p-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h1 className={recordTitleClass}>{current.title}</h1>
            <div className="mt-3 flex flex-wrap items-center gap-1.5">
              <HealthBadge health={current.health_status} outlook={current.outlook} forecastDate={current.forecast_date} />
              <MissionStatusBadge status={current.status} />
              <JobStatusBadge status={replan.polling.status} progress={replan.polling.job?.progress} errorMessage={replan.polling.errorMessage} />
              {replan.creatingTodos ? (
                <span role="status" className="text-sm text-slate-600 dark:text-slate-400">
                  {replan.progress ?? 'Creating todos...'}
                </span>
              ) : null}
            </div>
          </div>
          {/*
            Three buttons do not fit one phone-wide row: there Edit takes a row of its own and the
            graph and Delete share the next, each row filled edge to edge (wrapping left them ragged).
          */}
          <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
            <button type="button" onClick={() => setEditing(true)} disabled={replan.active} className={secondaryButton}>
              Edit / Re-plan / Copy
            </button>
            <div className="flex gap-2">
              <Link to={`/missions/${id}/graph`} className={`${secondaryButton} flex-1 sm:flex-none`}>
                View 3D Graph
              </Link>
              {/* No confirmation: the toast offers Undo, and Recently deleted keeps it for 30 days. */}
              <button type="button" onClick={() => void onDelete()} disabled={deleteMission.isPending || replan.active} className={`${dangerSecondaryButton} flex-1 sm:flex-none`}>
                {deleteMission.isPending ? 'Deleting...' : 'Delete'}
              </button>
            </div>
          </div>
        </div>
        {current.description ? <p className="mt-4 whitespace-pre-wrap text-slate-800 dark:text-slate-200">{current.description}</p> : null}
        <div className="mt-5">
          <ProgressSummary caption="Progress" done={current.completed_todos} total={current.total_todos} unit="todos" percent={current.progress_percentage ?? 0} barLabel="Mission progress" />
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {current.in_progress_count} in progress · {current.overdue_count} overdue
          </p>
        </div>
        <div className="mt-4 border-t border-slate-100 dark:border-slate-800 pt-4">
          <AsOfControl />
        </div>
      </header>

      {current.completion_evaluation ? (
        <section aria-labelledby="complete-title" className="mt-6 rounded-2xl border border-green-200 dark:border-green-800 bg-green-50 dark:bg-green-950 p-5">
          <h2 id="complete-title" className="flex items-center gap-2 text-lg font-semibold text-green-900 dark:text-green-200">
            <Icon name="party" /> Mission Complete
          </h2>
          <p className="mt-2 text-sm whitespace-pre-wrap text-green-900 dark:text-green-200">{current.completion_evaluation}</p>
        </section>
      ) : null}

      <section aria-labelledby="todos-title" className="mt-6">
        {/* On phones the action sits under the heading, at the left: clear of the floating Director button. */}
        <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="todos-title" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
            Mission Todos
          </h2>
          <button type="button" onClick={() => setAddingTodo(true)} className={primaryButton}>
            + Add Todo
          </button>
        </div>
        {todos.length === 0 ? (
          <div className="mt-3 rounded-2xl border border-dashed border-slate-300 dark:border-slate-600 bg-white dark:bg-slate-900 p-8 text-center text-slate-600 dark:text-slate-400">
            <p>No todos in this mission yet.</p>
            {/* A mission from the odyssey wizard starts empty: planning its todos is one click, not a hidden re-plan. */}
            {current.status !== 'completed' ? (
              <>
                <p className="mt-2 text-sm">The AI can suggest todos from the mission&apos;s title and description, or add your own.</p>
                <button
                  type="button"
                  onClick={() => void replan.start({ title: current.title, description: current.description, status: current.status, odyssey_id: current.odyssey_id ?? null }, { saveFirst: false })}
                  disabled={replan.active}
                  className={`${primaryButton} mt-4`}
                >
                  Plan todos with AI
                </button>
              </>
            ) : null}
          </div>
        ) : (
          <ul className="mt-3 space-y-2">
            {todos.map((todo) => {
              const waitingFor = detailTodoWaits(todo);
              return (
                <li key={todo.id}>
                  <Link to={`/todo/${todo.id}`} className="block rounded-xl border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-4 shadow-sm hover:border-indigo-300">
                    <span className="flex flex-wrap items-center justify-between gap-2">
                      <span className="min-w-0 font-medium break-words text-slate-900 dark:text-slate-100">{todo.title}</span>
                      <span className="flex min-w-0 flex-wrap gap-1.5">
                        <TodoStatusBadge status={todo.status} />
                        <PriorityBadge priority={todo.priority} />
                      </span>
                    </span>
                    <TodoFacts facts={[stepsFact(todo), dueDateFact(todo.due_date)]} overdue={isTodoOverdue(todo)} />
                    {/* Whole, on as many lines as it takes: what it waits for is the point of the badge, and a phone has no tooltip. */}
                    {waitingFor ? (
                      <span className="mt-1 flex min-w-0">
                        <BlockedBadge waitingFor={waitingFor} whole />
                      </span>
                    ) : null}
                    {todo.description ? <span className="mt-1 line-clamp-2 text-sm text-slate-700 dark:text-slate-300">{todo.description}</span> : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <ForecastSection kind="mission" id={id} />
      <HistorySection kind="mission" id={id} />

      <EditMissionModal open={editing} mission={current} onClose={() => setEditing(false)} onReplan={replan.start} />
      <CreateTodoDialog open={addingTodo} onClose={() => setAddingTodo(false)} mission={current} onCreated={() => void mission.refetch()} />
    </div>
  );
}
