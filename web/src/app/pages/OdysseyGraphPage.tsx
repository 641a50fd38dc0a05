import { useParams } from 'react-router-dom';
import { fetchOdysseyGraph, graphKeys } from '../../features/graphs/graphData';
import { buildOdysseyGraph } from '../../features/graphs/graphModel';
import { ODYSSEY_GRAPH } from '../../features/graphs/graphSettings';
import { GraphViewPage } from '../../features/graphs/GraphViewPage';

/** /odysseys/:id/graph: the odyssey, its missions, todos and steps in 3D. */
export default function OdysseyGraphPage() {
  const { id = '' } = useParams();
  return (
    <GraphViewPage
      view="odyssey"
      queryKey={graphKeys.odyssey(id)}
      load={() => fetchOdysseyGraph(id)}
      build={buildOdysseyGraph}
      settings={ODYSSEY_GRAPH}
      notFound="Odyssey not found"
      list={{ to: '/odysseys', label: 'Back to Odysseys' }}
      back={{ to: (odysseyId) => `/odysseys/${odysseyId}`, label: '← Back to Odyssey' }}
      counts={({ counts }) => `${counts.missions} missions · ${counts.todos} todos · ${counts.steps} steps`}
    />
  );
}
