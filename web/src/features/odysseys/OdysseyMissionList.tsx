import { Link } from 'react-router-dom';
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
              <Link
                to={`/missions/${mission.id}`}
                className="flex items-start justify-between gap-3 rounded-lg px-2 py-3 hover:bg-slate-50 dark:hover:bg-slate-800"
              >
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900 dark:text-slate-100">{mission.title}</p>
                  {mission.description ? <p className="mt-0.5 line-clamp-2 text-sm text-slate-600 dark:text-slate-400">{mission.description}</p> : null}
                </div>
                {/* The badge keeps its width: a long title wraps instead of squeezing it to "A…". */}
                <span className="shrink-0">
                  <StatusBadge status={mission.status} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
