import { memo, useEffect, useMemo, useRef, type ComponentRef, type RefObject } from 'react';
import { Canvas, useThree } from '@react-three/fiber';
import { OrbitControls, Stars } from '@react-three/drei';
import { EdgeLines } from './EdgeLines';
import { CAMERA_ELEVATION, fitScaleWithLabels, labelBoxes } from './graphFit';
import type { GraphModel } from './graphModel';
import type { GraphSettings } from './graphSettings';
import { GraphStatsProbe, graphStatsEnabled } from './GraphStatsProbe';
import { LabelLayer } from './LabelLayer';
import { NodeInstances, type NodePointerHandlers } from './NodeInstances';
import { SCENE_COLOURS, type GraphTheme } from './sceneColours';

export type GraphControlsHandle = ComponentRef<typeof OrbitControls>;

type Props = NodePointerHandlers & {
  model: GraphModel;
  settings: GraphSettings;
  hovered: number | null;
  selected: number | null;
  autoRotate: boolean;
  theme: GraphTheme;
  controlsRef: RefObject<GraphControlsHandle | null>;
};

const FOV = 55;

/** Camera start: at `distance`, looking down a little on the scene. */
function startPosition(distance: number): [number, number, number] {
  return [0, distance * Math.sin(CAMERA_ELEVATION), distance * Math.cos(CAMERA_ELEVATION)];
}

/** The 3D scene: star field, edges (belonging and waits), instanced spheres, labels and orbit controls. */
export const GraphCanvas = memo(function GraphCanvas(props: Props) {
  const { settings, theme } = props;
  return (
    <Canvas
      camera={{ position: startPosition(settings.cameraDistance), fov: FOV, near: 0.1, far: 1000 }}
      dpr={[1, 2]}
      gl={{ antialias: true }}
      aria-hidden="true"
    >
      <color attach="background" args={[SCENE_COLOURS[theme].background]} />
      <FittedScene {...props} />
    </Canvas>
  );
});

/**
 * Everything inside the canvas. The camera stands back as far as the graph, its labels and the
 * canvas's shape need (a phone held upright sees a narrow slice); zoom limits and label rules
 * scale with it, so labels behave the same on every screen.
 */
function FittedScene({ model, settings, hovered, selected, autoRotate, theme, controlsRef, onHover, onSelect }: Props) {
  const size = useThree((state) => state.size);
  const camera = useThree((state) => state.camera);
  const labels = useMemo(() => labelBoxes(model.nodes, settings), [model, settings]);
  const aspect = size.width / Math.max(1, size.height);
  const scale = useMemo(() => fitScaleWithLabels(labels, settings.cameraDistance, FOV, aspect), [labels, settings.cameraDistance, aspect]);
  const applied = useRef<number | null>(null);

  useEffect(() => {
    if (applied.current === scale) return;
    applied.current = scale;
    camera.position.set(...startPosition(settings.cameraDistance * scale));
    camera.lookAt(0, 0, 0);
    const controls = controlsRef.current;
    if (controls) {
      controls.target.set(0, 0, 0);
      controls.update();
      // Reset returns here, not to the unfitted start.
      controls.saveState();
    }
  }, [camera, controlsRef, scale, settings.cameraDistance]);

  return (
    <>
      {theme === 'dark' ? <Stars radius={150} depth={60} count={3000} factor={4} saturation={0} fade speed={0.6} /> : null}
      <ambientLight intensity={theme === 'dark' ? 0.7 : 1.1} />
      <directionalLight position={[10, 18, 12]} intensity={1.6} />
      <pointLight position={[0, 0, 0]} intensity={30} distance={40} color="#c4b5fd" />
      <EdgeLines model={model} colours={SCENE_COLOURS[theme]} />
      <NodeInstances model={model} hovered={hovered} selected={selected} onHover={onHover} onSelect={onSelect} />
      <LabelLayer model={model} settings={settings} scale={scale} colours={SCENE_COLOURS[theme]} hovered={hovered} selected={selected} />
      <OrbitControls
        ref={controlsRef}
        makeDefault
        enableDamping
        autoRotate={autoRotate}
        autoRotateSpeed={settings.autoRotateSpeed}
        minDistance={settings.minDistance}
        maxDistance={settings.maxDistance * scale}
      />
      {graphStatsEnabled() ? <GraphStatsProbe model={model} /> : null}
    </>
  );
}
