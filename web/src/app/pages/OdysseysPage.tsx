import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { OdysseyWizard } from '../../features/odysseyWizard/OdysseyWizard';
import { fetchOdysseys, odysseyKeys } from '../../features/odysseys/odysseyApi';
import { OdysseyCard } from '../../features/odysseys/OdysseyCard';
import type { Odyssey } from '../../features/odysseys/odysseyTypes';
import { EmptyList, ListPageHeader } from '../../shared/ui/ListPage';
import { StatCard } from '../../shared/ui/StatCard';

/** My Odysseys (/odysseys): summary cards, the odyssey cards and the Start New Odyssey wizard. */
export default function OdysseysPage() {
  const [wizardOpen, setWizardOpen] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data, isPending } = useQuery({
    queryKey: odysseyKeys.all,
    queryFn: () =>
      fetchOdysseys().catch((error: unknown) => {
        // Spec: a failed list load is only logged; the screen shows its empty state.
        console.error('Failed to load odysseys', error);
        return [] as Odyssey[];
      }),
  });
  const odysseys = Array.isArray(data) ? data : [];

  const onCreated = (odysseyId: string) => {
    void queryClient.invalidateQueries({ queryKey: odysseyKeys.all });
    navigate(`/odysseys/${odysseyId}`);
  };

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <ListPageHeader title="My Odysseys" subtitle="Your long-term visions, broken down into missions." add={{ label: 'Start New Odyssey', onClick: () => setWizardOpen(true) }} />

      <dl className="grid grid-cols-3 gap-4">
        <StatCard label="Total" value={odysseys.length} />
        <StatCard label="Active" value={odysseys.filter((o) => o.status === 'active').length} />
        <StatCard label="Completed" value={odysseys.filter((o) => o.status === 'completed').length} />
      </dl>

      {isPending ? (
        <p role="status" className="text-slate-600 dark:text-slate-400">
          Loading...
        </p>
      ) : odysseys.length === 0 ? (
        <EmptyList
          className=""
          title="No Odysseys Yet"
          hint="Start your first odyssey and let the AI plan its missions."
          action={{ label: 'Start First Odyssey', onClick: () => setWizardOpen(true) }}
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Odysseys">
          {odysseys.map((odyssey) => (
            <OdysseyCard key={odyssey.id} odyssey={odyssey} />
          ))}
        </ul>
      )}

      <OdysseyWizard open={wizardOpen} onClose={() => setWizardOpen(false)} onCreated={onCreated} />
    </div>
  );
}
