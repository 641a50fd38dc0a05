import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { fetchMissionGraph, graphKeys } from '../../features/graphs/graphData';
import { buildMissionGraph } from '../../features/graphs/graphModel';
import { MISSION_GRAPH } from '../../features/graphs/graphSettings';
import { GraphStateMessage } from '../../features/graphs/GraphStateMessage';
import { GraphView } from '../../features/graphs/GraphView';

/** /missions/:id/graph: the mission in the centre, its todos around it, steps around each todo. */
export default function MissionGraphPage() {
  const { id = '' } = useParams();
  const { data, isPending, isError } = useQuery({
    queryKey: graphKeys.mission(id),
    queryFn: () =>
      fetchMissionGraph(id).catch((error: unknown) => {
        console.error('Failed to load mission graph', error);
        throw error;
      }),
    retry: false,
  });
  const model = useMemo(() => (data ? buildMissionGraph(data) : null), [data]);

  if (isPending) return <GraphStateMessage message="Loading 3D Graph..." />;
  if (isError || !data || !model) {
    return <GraphStateMessage role="alert" message="Mission not found" backTo={{ to: '/missions', label: 'Back to Missions' }} />;
  }

  return (
    <GraphView
      view="mission"
      model={model}
      settings={MISSION_GRAPH}
      header={
        <header className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            <Link to={`/missions/${data.id}`} className="text-sm font-medium text-indigo-700 dark:text-indigo-300 hover:underline">
              ← Back to Mission
            </Link>
            <h1 className="mt-1 truncate text-2xl font-bold text-slate-900 dark:text-slate-100" title={data.title}>
              {data.title}
            </h1>
          </div>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {model.counts.todos} todos · {model.counts.steps} steps
          </p>
        </header>
      }
    />
  );
}
