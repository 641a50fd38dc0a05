import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../shared/queries/queryKeys';
import { useMissionList } from '../../shared/queries/useMissionList';
import { FilterChips } from '../../shared/ui/FilterChips';
import { EmptyList, ListPageHeader } from '../../shared/ui/ListPage';
import { StatCard } from '../../shared/ui/StatCard';
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
      <ListPageHeader title="Missions Dashboard" subtitle="Major milestones and how healthy they are." add={{ label: '+ Add Mission', onClick: () => setCreating(true) }} />

      <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {[
          { label: 'Healthy', value: counts.healthy, tone: 'text-green-700 dark:text-green-300' },
          { label: 'At Risk', value: counts.at_risk, tone: 'text-orange-700 dark:text-orange-300' },
          { label: 'Critical', value: counts.critical, tone: 'text-red-700 dark:text-red-300' },
          { label: 'Total', value: counts.total, tone: 'text-slate-900 dark:text-slate-100' },
        ].map((item) => (
          <StatCard key={item.label} label={item.label} value={item.value} tone={item.tone} />
        ))}
      </dl>

      <FilterChips label="Filter by status" options={FILTERS} value={status} onChange={setStatus} size="sm" className="mt-6 flex flex-wrap gap-2" />

      {missions.isPending ? (
        <p className="mt-6 text-slate-600 dark:text-slate-400">Loading...</p>
      ) : visible.length === 0 ? (
        <EmptyList
          title={all.length === 0 ? 'No missions yet' : 'No missions with this status'}
          hint="Add a mission and let the AI plan its todos."
          action={all.length === 0 ? { label: 'Add First Mission', onClick: () => setCreating(true) } : undefined}
        />
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
