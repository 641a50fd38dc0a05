import { useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame, type ThreeEvent } from '@react-three/fiber';
import { Color, Object3D, type InstancedMesh, type MeshStandardMaterial } from 'three';
import type { GraphModel } from './graphModel';
import { stepOpacity } from './graphLabels';
import { cameraDistanceOf } from './cameraDistance';

export type NodePointerHandlers = {
  onHover(index: number | null, clientX: number, clientY: number): void;
  onSelect(index: number): void;
};

type Props = NodePointerHandlers & { model: GraphModel; hovered: number | null; selected: number | null };

/**
 * Every sphere of the graph in two instanced meshes (two draw calls whatever the size): one for
 * odyssey, missions and todos, one for steps, whose opacity fades with the camera distance.
 */
export function NodeInstances({ model, hovered, selected, onHover, onSelect }: Props) {
  const { solid, steps } = useMemo(() => {
    const solidIndexes: number[] = [];
    const stepIndexes: number[] = [];
    for (const node of model.nodes) (node.kind === 'step' ? stepIndexes : solidIndexes).push(node.index);
    return { solid: solidIndexes, steps: stepIndexes };
  }, [model]);

  return (
    <>
      {solid.length > 0 ? (
        <InstancedNodes model={model} indexes={solid} fading={false} {...{ hovered, selected, onHover, onSelect }} />
      ) : null}
      {steps.length > 0 ? (
        <InstancedNodes model={model} indexes={steps} fading {...{ hovered, selected, onHover, onSelect }} />
      ) : null}
    </>
  );
}

const WHITE = new Color('#ffffff');

type InstancedProps = Props & { indexes: number[]; fading: boolean };

function InstancedNodes({ model, indexes, fading, hovered, selected, onHover, onSelect }: InstancedProps) {
  const mesh = useRef<InstancedMesh>(null);
  const material = useRef<MeshStandardMaterial>(null);

  useLayoutEffect(() => {
    const instances = mesh.current;
    if (!instances) return;
    const dummy = new Object3D();
    const color = new Color();
    indexes.forEach((nodeIndex, instance) => {
      const node = model.nodes[nodeIndex];
      const emphasized = nodeIndex === hovered || nodeIndex === selected;
      dummy.position.set(node.position[0], node.position[1], node.position[2]);
      dummy.scale.setScalar(node.radius * (emphasized ? 1.45 : 1));
      dummy.updateMatrix();
      instances.setMatrixAt(instance, dummy.matrix);
      color.set(node.color);
      if (emphasized) color.lerp(WHITE, nodeIndex === selected ? 0.55 : 0.35);
      instances.setColorAt(instance, color);
    });
    instances.instanceMatrix.needsUpdate = true;
    if (instances.instanceColor) instances.instanceColor.needsUpdate = true;
    // Culling and picking use the bounds of all instances.
    instances.computeBoundingSphere();
  }, [model, indexes, hovered, selected]);

  useFrame((state) => {
    if (fading && material.current) material.current.opacity = stepOpacity(cameraDistanceOf(state));
  });

  const nodeAt = (event: ThreeEvent<PointerEvent | MouseEvent>): number | null =>
    event.instanceId === undefined ? null : (indexes[event.instanceId] ?? null);

  return (
    <instancedMesh
      key={indexes.length}
      ref={mesh}
      args={[undefined, undefined, indexes.length]}
      onPointerMove={(event) => {
        event.stopPropagation();
        onHover(nodeAt(event), event.nativeEvent.clientX, event.nativeEvent.clientY);
      }}
      onPointerOut={(event) => onHover(null, event.nativeEvent.clientX, event.nativeEvent.clientY)}
      onClick={(event) => {
        event.stopPropagation();
        const index = nodeAt(event);
        if (index !== null) onSelect(index);
      }}
    >
      {/* Steps are small and many: a coarser sphere keeps a 2,000-node graph light on the GPU. */}
      <sphereGeometry args={fading ? [1, 10, 8] : [1, 24, 16]} />
      <meshStandardMaterial ref={material} transparent={fading} roughness={0.4} metalness={0.15} />
    </instancedMesh>
  );
}
