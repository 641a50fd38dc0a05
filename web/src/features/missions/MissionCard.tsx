import { Link } from 'react-router-dom';
import { countOf } from '../../shared/format/count';
import type { Mission } from '../../shared/models/mission';
import { Icon } from '../../shared/ui/Icon';
import { ProgressBar } from '../../shared/ui/ProgressBar';
import { HealthBadge, MissionStatusBadge } from '../../shared/ui/statusBadges';
import { primaryButton, secondaryButton } from '../../shared/ui/styles';

/** A mission on the missions dashboard: status, health, todo counts, details and graph buttons. */
export function MissionCard({ mission }: { mission: Mission }) {
  return (
    <li className="flex min-w-0 flex-col rounded-2xl border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-5 shadow-sm">
      <h2 className="font-semibold break-words text-slate-900 dark:text-slate-100">{mission.title}</h2>
      {/*
        The badges have a row of their own under the title on every card: beside a title they
        jumped between its line and the next with the title's length, and on a phone wrapped
        under it one by one.
      */}
      <div className="mt-2 flex flex-wrap items-center gap-1.5">
        <MissionStatusBadge status={mission.status} />
        <HealthBadge health={mission.health_status} outlook={mission.outlook} forecastDate={mission.forecast_date} />
      </div>
      {mission.description ? <p className="mt-2 line-clamp-2 text-sm text-slate-700 dark:text-slate-300">{mission.description}</p> : null}
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
        {countOf(mission.total_todos, 'todo')} · {mission.completed_todos} completed
      </p>
      <div className="mt-3 flex items-center gap-2">
        <ProgressBar percent={mission.progress_percentage} label={`${mission.title} progress`} />
        <span className="w-10 text-right text-xs text-slate-600 dark:text-slate-400">{Math.round(mission.progress_percentage ?? 0)}%</span>
      </div>
      <div className="mt-auto flex gap-2 pt-4">
        <Link to={`/missions/${mission.id}`} className={`${primaryButton} flex-1`} aria-label={`View details of ${mission.title}`}>
          View Details
        </Link>
        <Link to={`/missions/${mission.id}/graph`} className={secondaryButton} aria-label={`3D graph of ${mission.title}`} title="View 3D Graph">
          <Icon name="graph" /> Graph
        </Link>
      </div>
    </li>
  );
}
