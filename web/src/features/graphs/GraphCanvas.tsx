import { memo, type ComponentRef, type RefObject } from 'react';
import { Canvas } from '@react-three/fiber';
import { OrbitControls, Stars } from '@react-three/drei';
import { EdgeLines } from './EdgeLines';
import type { GraphModel } from './graphModel';
import type { GraphSettings } from './graphSettings';
import { GraphStatsProbe, graphStatsEnabled } from './GraphStatsProbe';
import { LabelLayer } from './LabelLayer';
import { NodeInstances, type NodePointerHandlers } from './NodeInstances';

export type GraphControlsHandle = ComponentRef<typeof OrbitControls>;

type Props = NodePointerHandlers & {
  model: GraphModel;
  settings: GraphSettings;
  hovered: number | null;
  selected: number | null;
  autoRotate: boolean;
  controlsRef: RefObject<GraphControlsHandle | null>;
};

/** Camera start: the spec's distance, looking down a little on the scene. */
function startPosition(distance: number): [number, number, number] {
  const elevation = Math.PI / 7;
  return [0, distance * Math.sin(elevation), distance * Math.cos(elevation)];
}

/** The 3D scene: star field, edges, instanced spheres, labels and orbit controls. */
export const GraphCanvas = memo(function GraphCanvas(props: Props) {
  const { model, settings, hovered, selected, autoRotate, controlsRef, onHover, onSelect } = props;
  return (
    <Canvas
      camera={{ position: startPosition(settings.cameraDistance), fov: 55, near: 0.1, far: 1000 }}
      dpr={[1, 2]}
      gl={{ antialias: true }}
      aria-hidden="true"
    >
      <color attach="background" args={['#020617']} />
      <ambientLight intensity={0.7} />
      <directionalLight position={[10, 18, 12]} intensity={1.6} />
      <pointLight position={[0, 0, 0]} intensity={30} distance={40} color="#c4b5fd" />
      <Stars radius={150} depth={60} count={3000} factor={4} saturation={0} fade speed={0.6} />
      <EdgeLines model={model} />
      <NodeInstances model={model} hovered={hovered} selected={selected} onHover={onHover} onSelect={onSelect} />
      <LabelLayer model={model} settings={settings} hovered={hovered} selected={selected} />
      <OrbitControls
        ref={controlsRef}
        makeDefault
        enableDamping
        autoRotate={autoRotate}
        autoRotateSpeed={settings.autoRotateSpeed}
        minDistance={settings.minDistance}
        maxDistance={settings.maxDistance}
      />
      {graphStatsEnabled() ? <GraphStatsProbe nodes={model.nodes.length} /> : null}
    </Canvas>
  );
});
