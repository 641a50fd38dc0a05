import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useDeleteAndLeave } from '../../shared/undo/useDeleteAndLeave';
import { ProgressBar } from '../../shared/ui/ProgressBar';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { RecordNotFound } from '../../shared/ui/RecordNotFound';
import { buttonBase, dangerSecondaryButton, recordTitleClass, secondaryButton } from '../../shared/ui/styles';
import { MissionWizard } from '../../features/missionWizard/MissionWizard';
import { completeOdyssey, fetchOdyssey, odysseyKeys, useDeleteOdyssey } from '../../features/odysseys/odysseyApi';
import { missionCounts } from '../../features/odysseys/odysseyTypes';
import { OdysseyMissionList } from '../../features/odysseys/OdysseyMissionList';
import { HealthBadge, StatusBadge } from '../../features/odysseys/StatusBadges';
import { HistorySection } from '../../features/history/HistorySection';
import { ForecastSection } from '../../features/forecast/ForecastSection';
import { AS_OF_PARAM } from '../../features/asOf/api/asOfApi';
import { AsOfControl } from '../../features/asOf/components/AsOfControl';
import { OdysseyAsItWas } from '../../features/asOf/components/OdysseyAsItWas';

export const COMPLETE_CONFIRMATION = 'Mark this odyssey as complete?';
export const ODYSSEY_DELETED = 'Odyssey deleted.';

/** Odyssey detail (/odysseys/:id): progress, counters, its missions, Complete and the 3D graph link. */
export default function OdysseyDetailPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const [missionWizardOpen, setMissionWizardOpen] = useState(false);
  const deleteAndLeave = useDeleteAndLeave();
  const deleteOdyssey = useDeleteOdyssey();
  const onDelete = () =>
    deleteAndLeave(() => deleteOdyssey.mutateAsync(id), { list: '/odysseys', page: `/odysseys/${id}`, deleted: ODYSSEY_DELETED, failed: 'Failed to delete odyssey. Please try again.' });
  const { data: odyssey, isPending, isError } = useQuery({
    queryKey: odysseyKeys.detail(id),
    queryFn: () =>
      fetchOdyssey(id).catch((error: unknown) => {
        console.error('Failed to load odyssey', error);
        throw error;
      }),
    retry: false,
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: odysseyKeys.all });
  const complete = useMutation({
    mutationFn: () => completeOdyssey(id),
    onSuccess: () => refresh(),
    // Spec: a failed complete call is only logged.
    onError: (error) => console.error('Failed to complete odyssey', error),
  });
  const title = useRef<HTMLHeadingElement>(null);
  const completed = odyssey?.status === 'completed';
  // Complete Odyssey leaves the page with the completion: the focus goes to the odyssey's title
  // (its status beside it now reads Completed), not back to the page's start.
  useEffect(() => {
    if (completed && complete.isSuccess && (!document.activeElement || document.activeElement === document.body)) title.current?.focus();
  }, [completed, complete.isSuccess]);
  const asOfDay = useSearchParams()[0].get(AS_OF_PARAM);

  // As it was on a past day: read-only, nothing on it changes anything.
  if (asOfDay) return <OdysseyAsItWas id={id} day={asOfDay} />;

  if (isPending) {
    return (
      <p role="status" className="py-10 text-center text-slate-600 dark:text-slate-400">
        Loading...
      </p>
    );
  }

  if (isError || !odyssey) {
    return <RecordNotFound title="Odyssey Not Found" link={{ to: '/odysseys', label: 'Back to Odysseys' }} />;
  }

  const missions = odyssey.missions ?? [];
  const percent = Math.round(odyssey.progress_percentage ?? 0);
  // Completing is the page's main action only once every mission is done; before, it stays on offer, quieter.
  const missionsDone = odyssey.total_missions > 0 && odyssey.completed_missions >= odyssey.total_missions;

  const onComplete = () => {
    if (window.confirm(COMPLETE_CONFIRMATION)) complete.mutate();
  };

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-6">
      <Breadcrumb trail={[{ label: 'Odysseys', to: '/odysseys' }]} current={odyssey.title} />

      <header className="flex flex-wrap items-start justify-between gap-4 rounded-2xl border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-5 shadow-sm sm:p-6">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 ref={title} tabIndex={-1} className={`${recordTitleClass} outline-none`}>
              {odyssey.title}
            </h1>
            <span className="flex flex-wrap items-center gap-1.5">
              <StatusBadge status={odyssey.status} />
              <HealthBadge health={odyssey.health_status} outlook={odyssey.outlook} />
            </span>
          </div>
          {odyssey.description ? <p className="mt-2 whitespace-pre-line text-slate-700 dark:text-slate-300">{odyssey.description}</p> : null}
          <div className="mt-4">
            <AsOfControl />
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to={`/odysseys/${odyssey.id}/graph`}
            className={secondaryButton}
          >
            View 3D Graph
          </Link>
          {odyssey.status !== 'completed' ? (
            <button
              type="button"
              onClick={onComplete}
              disabled={complete.isPending}
              className={missionsDone ? `${buttonBase} bg-green-700 text-white hover:bg-green-800 focus-visible:outline-green-700` : secondaryButton}
            >
              Complete Odyssey
            </button>
          ) : null}
          {/* No confirmation: the toast offers Undo, and Recently deleted keeps it for 30 days. */}
          <button
            type="button"
            onClick={() => void onDelete()}
            disabled={deleteOdyssey.isPending}
            className={dangerSecondaryButton}
          >
            {deleteOdyssey.isPending ? 'Deleting...' : 'Delete'}
          </button>
        </div>
      </header>

      {missions.length > 0 ? (
        <section aria-labelledby="overall-progress" className="rounded-xl border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-6 shadow-sm">
          <div className="mb-2 flex items-center justify-between">
            <h2 id="overall-progress" className="font-semibold text-slate-900 dark:text-slate-100">
              Overall Progress
            </h2>
            <span className="font-semibold text-slate-900 dark:text-slate-100">{percent}%</span>
          </div>
          <ProgressBar percent={percent} label="Overall progress" />
          <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {missionCounts(odyssey, 'Total Missions').map((count) => (
              <Counter key={count.label} label={count.label} value={count.value} />
            ))}
          </dl>
        </section>
      ) : null}

      <OdysseyMissionList missions={missions} onAddMission={() => setMissionWizardOpen(true)} />

      <ForecastSection kind="odyssey" id={odyssey.id} />
      <HistorySection kind="odyssey" id={odyssey.id} />

      <MissionWizard
        open={missionWizardOpen}
        onClose={() => setMissionWizardOpen(false)}
        odysseyId={odyssey.id}
        onCreated={() => {
          setMissionWizardOpen(false);
          void refresh();
        }}
      />
    </div>
  );
}

function Counter({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-slate-50 dark:bg-slate-800 p-3 text-center">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-2xl font-bold text-slate-900 dark:text-slate-100">{value}</dd>
    </div>
  );
}
