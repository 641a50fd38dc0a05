import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../shared/queries/queryKeys';
import { useMissionList } from '../../shared/queries/useMissionList';
import { FilterChips } from '../../shared/ui/FilterChips';
import { primaryButton } from '../../shared/ui/styles';
import { MissionWizard } from '../../features/missionWizard/MissionWizard';
import { MissionCard } from '../../features/missions/MissionCard';
import { filterMissions, healthCounts, type MissionStatusFilter } from '../../features/missions/missionFilters';

const FILTERS: { value: MissionStatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'completed', label: 'Completed' },
  { value: 'paused', label: 'Paused' },
];

/** /missions: the missions dashboard. */
export default function MissionsPage() {
  const missions = useMissionList();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [status, setStatus] = useState<MissionStatusFilter>('all');
  const [creating, setCreating] = useState(false);

  const all = missions.data ?? [];
  const counts = healthCounts(all);
  const visible = filterMissions(all, status);

  const onCreated = (missionId: string) => {
    setCreating(false);
    void queryClient.invalidateQueries({ queryKey: queryKeys.missions });
    navigate(`/missions/${missionId}`);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900 dark:text-slate-100">Missions Dashboard</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">Major milestones and how healthy they are.</p>
        </div>
        <button type="button" onClick={() => setCreating(true)} className={primaryButton}>
          + Add Mission
        </button>
      </div>

      <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {[
          { label: 'Healthy', value: counts.healthy, tone: 'text-green-700 dark:text-green-300' },
          { label: 'At Risk', value: counts.at_risk, tone: 'text-orange-700 dark:text-orange-300' },
          { label: 'Critical', value: counts.critical, tone: 'text-red-700 dark:text-red-300' },
          { label: 'Total', value: counts.total, tone: 'text-slate-900 dark:text-slate-100' },
        ].map((item) => (
          <div key={item.label} className="rounded-2xl border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-4 shadow-sm">
            <dt className="text-sm text-slate-600 dark:text-slate-400">{item.label}</dt>
            <dd className={`text-3xl font-bold ${item.tone}`}>{item.value}</dd>
          </div>
        ))}
      </dl>

      <FilterChips label="Filter by status" options={FILTERS} value={status} onChange={setStatus} size="sm" className="mt-6 flex flex-wrap gap-2" />

      {missions.isPending ? (
        <p className="mt-6 text-slate-600 dark:text-slate-400">Loading...</p>
      ) : visible.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 dark:border-slate-600 bg-white dark:bg-slate-900 p-10 text-center">
          <p className="font-medium text-slate-800 dark:text-slate-200">{all.length === 0 ? 'No missions yet' : 'No missions with this status'}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Add a mission and let the AI plan its todos.</p>
        </div>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {visible.map((mission) => (
            <MissionCard key={mission.id} mission={mission} />
          ))}
        </ul>
      )}

      <MissionWizard open={creating} onClose={() => setCreating(false)} onCreated={onCreated} />
    </div>
  );
}
