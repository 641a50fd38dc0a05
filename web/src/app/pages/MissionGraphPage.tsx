import { useParams } from 'react-router-dom';
import { countOf } from '../../shared/format/count';
import { fetchMissionGraph, graphKeys } from '../../features/graphs/graphData';
import { buildMissionGraph } from '../../features/graphs/graphModel';
import { MISSION_GRAPH } from '../../features/graphs/graphSettings';
import { GraphViewPage } from '../../features/graphs/GraphViewPage';

/** /missions/:id/graph: the mission in the centre, its todos around it, steps around each todo. */
export default function MissionGraphPage() {
  const { id = '' } = useParams();
  return (
    <GraphViewPage
      view="mission"
      queryKey={graphKeys.mission(id)}
      load={() => fetchMissionGraph(id)}
      build={buildMissionGraph}
      settings={MISSION_GRAPH}
      notFound="Mission not found"
      list={{ to: '/missions', label: 'Back to Missions' }}
      back={{ to: (missionId) => `/missions/${missionId}`, label: '← Back to Mission' }}
      counts={({ counts }) => `${countOf(counts.todos, 'todo')} · ${countOf(counts.steps, 'step')}`}
    />
  );
}
