import { Link } from 'react-router-dom';
import { countOf } from '../../shared/format/count';
import { formatDueDate } from '../../shared/format/date';
import { HealthBadge } from '../../shared/ui/statusBadges';
import { primaryButton } from '../../shared/ui/styles';
import type { OdysseyMission } from './odysseyTypes';
import { StatusBadge } from './StatusBadges';

type Props = { missions: OdysseyMission[]; onAddMission(): void };

/** 'Missions in this Odyssey': rows open the mission; an empty odyssey invites a first mission. */
export function OdysseyMissionList({ missions, onAddMission }: Props) {
  return (
    <section aria-labelledby="odyssey-missions" className="rounded-xl border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-6 shadow-sm">
      {/* On phones the action sits under the heading, at the left: clear of the floating Director button. */}
      <div className="mb-4 flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="odyssey-missions" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          Missions in this Odyssey
        </h2>
        {missions.length > 0 ? (
          <button
            type="button"
            onClick={onAddMission}
            className={`${primaryButton} shrink-0`}
          >
            Add Mission
          </button>
        ) : null}
      </div>
      {missions.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 dark:border-slate-600 p-8 text-center">
          <h3 className="font-semibold text-slate-900 dark:text-slate-100">No Missions Yet</h3>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Break this odyssey down into its first milestone.</p>
          <button
            type="button"
            onClick={onAddMission}
            className={`${primaryButton} mt-4`}
          >
            Add First Mission
          </button>
        </div>
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {missions.map((mission) => (
            <li key={mission.id}>
              <MissionRow mission={mission} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A mission of the odyssey: what it is, then how far along it is (todos done, health, the date it aims for). */
function MissionRow({ mission }: { mission: OdysseyMission }) {
  return (
    <Link to={`/missions/${mission.id}`} className="block rounded-lg px-2 py-3 hover:bg-slate-50 dark:hover:bg-slate-800">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 font-medium break-words text-slate-900 dark:text-slate-100">{mission.title}</p>
        {/* The badge keeps its width: a long title wraps instead of squeezing it to "A…". */}
        <span className="shrink-0">
          <StatusBadge status={mission.status} />
        </span>
      </div>
      {mission.description ? <p className="mt-0.5 line-clamp-2 text-sm text-slate-600 dark:text-slate-400">{mission.description}</p> : null}
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-slate-600 dark:text-slate-400">
        <span>{mission.total_todos === 0 ? 'No todos yet' : `${mission.completed_todos} of ${countOf(mission.total_todos, 'todo')}`}</span>
        {mission.latest_due_date ? <span>Due by {formatDueDate(mission.latest_due_date)}</span> : null}
        {/* A completed mission is healthy by definition: its status says it all. */}
        {mission.status !== 'completed' ? <HealthBadge health={mission.health_status} outlook={mission.outlook} forecastDate={mission.forecast_date} /> : null}
      </div>
    </Link>
  );
}
