import { ProgressSummary } from '../../../shared/ui/ProgressBar';
import { recordTitleClass } from '../../../shared/ui/styles';
import { HealthBadge, OdysseyStatusBadge } from '../../../shared/ui/statusBadges';
import { useOdysseyAsOf } from '../api/asOfApi';
import { AsOfBanner } from './AsOfBanner';
import { AsOfNotShown } from './AsOfUnavailable';
import { MissionThenView } from './MissionAsItWas';

/** /odysseys/{id}?asOf=YYYY-MM-DD: the odyssey with the missions it had at the end of that day, read-only. */
export function OdysseyAsItWas({ id, day }: { id: string; day: string }) {
  const { at, query } = useOdysseyAsOf(id, day);
  if (at === null || !query.isSuccess) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
        <AsOfBanner day={day} />
        <AsOfNotShown kind="odyssey" at={at} query={query} />
      </div>
    );
  }
  const odyssey = query.data.odyssey;
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-6">
      <AsOfBanner day={day} />
      <header className="rounded-2xl border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-5 shadow-sm sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className={recordTitleClass}>{odyssey.title}</h1>
          <span className="flex flex-wrap items-center gap-1.5">
            <OdysseyStatusBadge status={odyssey.status} />
            <HealthBadge health={odyssey.health_status} outlook={odyssey.outlook} />
          </span>
        </div>
        {odyssey.description ? <p className="mt-2 whitespace-pre-line text-slate-700 dark:text-slate-300">{odyssey.description}</p> : null}
        <div className="mt-4">
          <ProgressSummary caption="Overall progress" done={odyssey.completed_missions} total={odyssey.total_missions} unit="missions" percent={odyssey.progress_percentage} barLabel="Overall progress then" />
        </div>
      </header>
      {odyssey.missions.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">No missions in this odyssey then.</p>
      ) : (
        odyssey.missions.map((mission) => <MissionThenView key={mission.id} mission={mission} headingLevel={2} />)
      )}
    </div>
  );
}
