import { useEffect, useRef, useState } from 'react';
import { useFrame } from '@react-three/fiber';
import { BatchedText, Text } from 'troika-three-text';
import type { GraphModel, GraphNode } from './graphModel';
import { labelCharLimit, labelOpacity, pickLabelledNodes, sanitizeLabel, truncateLabel } from './graphLabels';
import type { GraphSettings, NodeKind } from './graphSettings';
import { cameraDistanceOf } from './cameraDistance';
import { LABEL_FONT_URL } from './labelFont';

/** Labels drawn at once; the rest of a large graph stays readable through hover and selection. */
const LABEL_BUDGET = 60;
const REFRESH_MS = 200;
const FONT_SIZE: Record<NodeKind, number> = { odyssey: 0.55, mission: 0.42, todo: 0.3, step: 0.2 };

type Props = { model: GraphModel; settings: GraphSettings; hovered: number | null; selected: number | null };

type Member = { text: Text; content: string; opacity: number };

function labelFor(node: GraphNode, settings: GraphSettings, distance: number): string {
  return truncateLabel(sanitizeLabel(node.title), labelCharLimit(settings, node.kind, distance));
}

/**
 * Billboard labels, truncated by zoom distance and faded out towards the hide distance. All of
 * them are members of one BatchedText, so labels cost a single draw call.
 */
export function LabelLayer({ model, settings, hovered, selected }: Props) {
  // Created and disposed by an effect, so a remount (StrictMode, hot reload) gets a fresh one.
  const [batch, setBatch] = useState<BatchedText | null>(null);
  const members = useRef(new Map<number, Member>());
  const lastRefresh = useRef(0);
  const pinned = useRef<Array<number | null>>([hovered, selected]);
  const dirty = useRef(true);

  useEffect(() => {
    pinned.current = [hovered, selected];
    dirty.current = true;
  }, [hovered, selected]);

  useEffect(() => {
    const batched = new BatchedText();
    batched.font = LABEL_FONT_URL;
    setBatch(batched);
    return () => batched.dispose();
  }, []);

  // A new graph (or a new batch) starts from scratch.
  useEffect(() => {
    const current = members.current;
    dirty.current = true;
    return () => {
      current.forEach(({ text }) => {
        batch?.removeText(text);
        text.dispose();
      });
      current.clear();
    };
  }, [model, batch]);

  useFrame((state) => {
    if (!batch) return;
    const now = performance.now();
    const distance = cameraDistanceOf(state);
    if (dirty.current || now - lastRefresh.current > REFRESH_MS) {
      lastRefresh.current = now;
      dirty.current = false;
      const camera = state.camera.position;
      const wanted = distance < settings.labelHideDistance
        ? pickLabelledNodes(model.nodes, [camera.x, camera.y, camera.z], distance, settings.labelHideDistance, LABEL_BUDGET, pinned.current)
        : [];
      const keep = new Set(wanted);
      let changed = false;

      members.current.forEach((member, index) => {
        if (keep.has(index)) return;
        batch.removeText(member.text);
        member.text.dispose();
        members.current.delete(index);
        changed = true;
      });

      for (const index of wanted) {
        const node = model.nodes[index];
        const content = labelFor(node, settings, distance);
        const isPinned = pinned.current.includes(index);
        const opacity = isPinned ? 1 : labelOpacity(node.kind, distance, settings.labelHideDistance);
        let member = members.current.get(index);
        if (!member) {
          const text = new Text();
          text.font = LABEL_FONT_URL;
          text.fontSize = FONT_SIZE[node.kind];
          text.anchorX = 'center';
          text.anchorY = 'bottom';
          text.color = '#e2e8f0';
          text.position.set(node.position[0], node.position[1] + node.radius + 0.1, node.position[2]);
          member = { text, content: '', opacity: -1 };
          members.current.set(index, member);
          batch.addText(text);
          changed = true;
        }
        if (member.content !== content) {
          member.text.text = content;
          member.content = content;
          changed = true;
        }
        if (member.opacity !== opacity) {
          member.text.fillOpacity = opacity;
          member.text.color = isPinned ? '#ffffff' : '#e2e8f0';
          member.opacity = opacity;
        }
      }
      if (changed) batch.sync();
    }
    // Billboard: every label faces the camera.
    members.current.forEach(({ text }) => text.quaternion.copy(state.camera.quaternion));
  });

  return batch ? <primitive object={batch} /> : null;
}
