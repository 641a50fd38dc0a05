import { useEffect, useMemo } from 'react';
import { BufferAttribute, BufferGeometry } from 'three';
import type { GraphModel } from './graphModel';

/** Every parent-child line in one line-segments object (one draw call). */
export function EdgeLines({ model }: { model: GraphModel }) {
  const geometry = useMemo(() => {
    const positions = new Float32Array(model.edges.length * 6);
    model.edges.forEach(([from, to], i) => {
      positions.set(model.nodes[from].position, i * 6);
      positions.set(model.nodes[to].position, i * 6 + 3);
    });
    const lines = new BufferGeometry();
    lines.setAttribute('position', new BufferAttribute(positions, 3));
    return lines;
  }, [model]);

  useEffect(() => () => geometry.dispose(), [geometry]);

  if (model.edges.length === 0) return null;
  return (
    <lineSegments geometry={geometry}>
      <lineBasicMaterial color="#64748b" transparent opacity={0.45} />
    </lineSegments>
  );
}
