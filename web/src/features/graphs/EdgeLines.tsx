import { useEffect, useMemo } from 'react';
import { BufferAttribute, BufferGeometry } from 'three';
import type { GraphModel, GraphNode } from './graphModel';
import type { SceneColours } from './sceneColours';

/** Dash and gap of a wait's line, in scene units (a todo sphere is about 0.3 to 0.4 across). */
const WAIT_DASH = 0.35;
const WAIT_GAP = 0.2;

/**
 * Segments between node centres. With `dashed`, each segment also gets its distance along the
 * line (`lineDistance`, which LineDashedMaterial reads), measured from its own start.
 */
function segmentGeometry(nodes: GraphNode[], pairs: Array<[number, number]>, dashed: boolean): BufferGeometry {
  const positions = new Float32Array(pairs.length * 6);
  const distances = new Float32Array(pairs.length * 2);
  pairs.forEach(([from, to], i) => {
    const a = nodes[from].position;
    const b = nodes[to].position;
    positions.set(a, i * 6);
    positions.set(b, i * 6 + 3);
    distances[i * 2 + 1] = Math.hypot(b[0] - a[0], b[1] - a[1], b[2] - a[2]);
  });
  const lines = new BufferGeometry();
  lines.setAttribute('position', new BufferAttribute(positions, 3));
  if (dashed) lines.setAttribute('lineDistance', new BufferAttribute(distances, 1));
  return lines;
}

/**
 * The lines of the graph, two draw calls: what belongs to what (solid grey, parent to child)
 * and which todo waits for which (dashed, in the theme's wait colour).
 */
export function EdgeLines({ model, colours }: { model: GraphModel; colours: SceneColours }) {
  const members = useMemo(() => segmentGeometry(model.nodes, model.edges, false), [model]);
  const waits = useMemo(() => segmentGeometry(model.nodes, model.waitEdges, true), [model]);

  useEffect(() => () => members.dispose(), [members]);
  useEffect(() => () => waits.dispose(), [waits]);

  return (
    <>
      {model.edges.length > 0 ? (
        <lineSegments geometry={members}>
          <lineBasicMaterial color={colours.memberEdge} transparent opacity={0.45} />
        </lineSegments>
      ) : null}
      {model.waitEdges.length > 0 ? (
        <lineSegments geometry={waits}>
          <lineDashedMaterial color={colours.waitEdge} dashSize={WAIT_DASH} gapSize={WAIT_GAP} transparent opacity={0.9} />
        </lineSegments>
      ) : null}
    </>
  );
}
