import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { fetchOdysseyGraph, graphKeys } from '../../features/graphs/graphData';
import { buildOdysseyGraph } from '../../features/graphs/graphModel';
import { ODYSSEY_GRAPH } from '../../features/graphs/graphSettings';
import { GraphStateMessage } from '../../features/graphs/GraphStateMessage';
import { GraphView } from '../../features/graphs/GraphView';

/** /odysseys/:id/graph: the odyssey, its missions, todos and steps in 3D. */
export default function OdysseyGraphPage() {
  const { id = '' } = useParams();
  const { data, isPending, isError } = useQuery({
    queryKey: graphKeys.odyssey(id),
    queryFn: () =>
      fetchOdysseyGraph(id).catch((error: unknown) => {
        console.error('Failed to load odyssey graph', error);
        throw error;
      }),
    retry: false,
  });
  const model = useMemo(() => (data ? buildOdysseyGraph(data) : null), [data]);

  if (isPending) return <GraphStateMessage message="Loading 3D Graph..." />;
  if (isError || !data || !model) {
    return <GraphStateMessage role="alert" message="Odyssey not found" backTo={{ to: '/odysseys', label: 'Back to Odysseys' }} />;
  }

  return (
    <GraphView
      view="odyssey"
      model={model}
      settings={ODYSSEY_GRAPH}
      header={
        <header className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            <Link to={`/odysseys/${data.id}`} className="text-sm font-medium text-indigo-700 dark:text-indigo-300 hover:underline">
              ← Back to Odyssey
            </Link>
            <h1 className="mt-1 truncate text-2xl font-bold text-slate-900 dark:text-slate-100" title={data.title}>
              {data.title}
            </h1>
          </div>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {model.counts.missions} missions · {model.counts.todos} todos · {model.counts.steps} steps
          </p>
        </header>
      }
    />
  );
}
