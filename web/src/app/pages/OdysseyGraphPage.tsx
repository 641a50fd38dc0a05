import { useParams } from 'react-router-dom';
import { countOf } from '../../shared/format/count';
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
      counts={({ counts }) => `${countOf(counts.missions, 'mission')} · ${countOf(counts.todos, 'todo')} · ${countOf(counts.steps, 'step')}`}
    />
  );
}
