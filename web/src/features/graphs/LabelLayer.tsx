import { useEffect, useRef, useState } from 'react';
import { useFrame, type RootState } from '@react-three/fiber';
import { PerspectiveCamera, Vector3 } from 'three';
import { BatchedText, Text } from 'troika-three-text';
import type { GraphModel, GraphNode } from './graphModel';
import { labelCharLimit, labelOpacity, pickLabelledNodes, sanitizeLabel, spreadLabels, truncateLabel, type LabelSide, type ScreenBox } from './graphLabels';
import type { GraphSettings } from './graphSettings';
import { EM_PER_CHARACTER, LABEL_FONT_SIZE, LABEL_LIFT, LINE_HEIGHT } from './graphFit';
import { cameraDistanceOf } from './cameraDistance';
import { LABEL_FONT_URL } from './labelFont';
import type { LabelColours } from './sceneColours';
import { publishLabels } from './labelCount';
import './textBuilder';

/** Labels drawn at once; the rest of a large graph stays readable through hover and selection. */
const LABEL_BUDGET = 60;
const REFRESH_MS = 200;

type Props = {
  model: GraphModel;
  settings: GraphSettings;
  /** How far the camera stands back beyond the view's usual distance (see fitScale). */
  scale: number;
  colours: LabelColours;
  hovered: number | null;
  selected: number | null;
};

type Member = { text: Text; content: string; opacity: number; colour: string; side: LabelSide | null };

/** The hovered node, the selected one, and the selected one's parent, children and the todos at either end of its waits. */
function pinnedNodes(model: GraphModel, hovered: number | null, selected: number | null): number[] {
  const pinned = [hovered, selected].filter((index): index is number => index !== null);
  if (selected === null) return pinned;
  const parent = model.nodes[selected]?.parent;
  if (parent !== null && parent !== undefined) pinned.push(parent);
  for (const [from, to] of model.edges) if (from === selected) pinned.push(to);
  for (const [from, to] of model.waitEdges) {
    if (from === selected) pinned.push(to);
    else if (to === selected) pinned.push(from);
  }
  return pinned;
}

const anchor = new Vector3();
const inView = new Vector3();
/** At most this share of the canvas's width for one label: on a phone a long title is cut shorter. */
const LABEL_WIDTH_SHARE = 0.4;

/** Where a label's text is anchored in the scene: just above or just below its sphere. */
function labelAnchorY(node: GraphNode, side: LabelSide, scale: number): number {
  const lift = node.radius + LABEL_LIFT * scale;
  return side === 'above' ? node.position[1] + lift : node.position[1] - lift;
}

/**
 * A node's label and where it would stand on the canvas, in pixels, above its sphere and below
 * it, centred, as wide as its characters at the font's generous average width. Its text is cut by
 * zoom distance, and shorter still where the canvas is narrow.
 */
function placeLabel(node: GraphNode, settings: GraphSettings, distance: number, scale: number, state: RootState): { content: string; boxes: Record<LabelSide, ScreenBox> } {
  const { camera, size } = state;
  const fov = camera instanceof PerspectiveCamera ? camera.fov : 50;
  const onCanvas = (side: LabelSide) => {
    anchor.set(node.position[0], labelAnchorY(node, side, scale), node.position[2]);
    const depth = Math.max(1e-6, -inView.copy(anchor).applyMatrix4(camera.matrixWorldInverse).z);
    anchor.project(camera);
    const fontSize = (LABEL_FONT_SIZE[node.kind] * scale * size.height) / (2 * depth * Math.tan((fov * Math.PI) / 360));
    return { x: ((anchor.x + 1) / 2) * size.width, y: ((1 - anchor.y) / 2) * size.height, fontSize };
  };
  const above = onCanvas('above');
  const below = onCanvas('below');
  const roomInCharacters = Math.max(1, Math.floor((size.width * LABEL_WIDTH_SHARE) / (above.fontSize * EM_PER_CHARACTER)));
  const content = truncateLabel(sanitizeLabel(node.title), Math.min(labelCharLimit(settings, node.kind, distance), roomInCharacters));
  const box = ({ x, fontSize }: { x: number; fontSize: number }, top: number, bottom: number) => {
    const halfWidth = (content.length * fontSize * EM_PER_CHARACTER) / 2;
    return { left: x - halfWidth, right: x + halfWidth, top, bottom };
  };
  return {
    content,
    boxes: {
      above: box(above, above.y - above.fontSize * LINE_HEIGHT, above.y),
      below: box(below, below.y, below.y + below.fontSize * LINE_HEIGHT),
    },
  };
}

/**
 * Billboard labels: the hovered node, the selected one and its neighbours always, then the top
 * levels first, none over another on the canvas; truncated by zoom distance and faded out
 * towards the hide distance. All of them are members of one BatchedText, so labels cost a
 * single draw call.
 */
export function LabelLayer({ model, settings, scale, colours, hovered, selected }: Props) {
  // Created and disposed by an effect, so a remount (StrictMode, hot reload) gets a fresh one.
  const [batch, setBatch] = useState<BatchedText | null>(null);
  const members = useRef(new Map<number, Member>());
  const lastRefresh = useRef(0);
  const pinned = useRef<number[]>([]);
  const dirty = useRef(true);

  useEffect(() => {
    pinned.current = pinnedNodes(model, hovered, selected);
    dirty.current = true;
  }, [model, hovered, selected]);

  useEffect(() => {
    dirty.current = true;
  }, [colours, scale]);

  useEffect(() => {
    const batched = new BatchedText();
    batched.font = LABEL_FONT_URL;
    setBatch(batched);
    return () => batched.dispose();
  }, []);

  // A new graph, batch or camera fit (font sizes follow it) starts from scratch.
  useEffect(() => {
    const current = members.current;
    dirty.current = true;
    return () => {
      current.forEach(({ text }) => {
        batch?.removeText(text);
        text.dispose();
      });
      current.clear();
      publishLabels([]);
    };
  }, [model, batch, scale]);

  useFrame((state) => {
    if (!batch) return;
    const now = performance.now();
    // Label rules work on the distance the camera would have without fitting.
    const distance = cameraDistanceOf(state) / scale;
    if (dirty.current || now - lastRefresh.current > REFRESH_MS) {
      lastRefresh.current = now;
      dirty.current = false;
      const camera = state.camera.position;
      const picked = distance < settings.labelHideDistance
        ? pickLabelledNodes(model.nodes, [camera.x, camera.y, camera.z], distance, settings.labelHideDistance, LABEL_BUDGET, pinned.current)
        : [];
      const placed = new Map(picked.map((index) => [index, placeLabel(model.nodes[index], settings, distance, scale, state)]));
      const wanted = spreadLabels(
        picked.map((index) => ({ item: index, boxes: placed.get(index)!.boxes, pinned: pinned.current.includes(index) })),
        state.size,
      );
      const keep = new Set(wanted.map(({ item }) => item));
      let changed = false;

      members.current.forEach((member, index) => {
        if (keep.has(index)) return;
        batch.removeText(member.text);
        member.text.dispose();
        members.current.delete(index);
        changed = true;
      });

      for (const { item: index, side } of wanted) {
        const node = model.nodes[index];
        const content = placed.get(index)!.content;
        const isPinned = pinned.current.includes(index);
        const opacity = isPinned ? 1 : labelOpacity(node.kind, distance, settings.labelHideDistance);
        let member = members.current.get(index);
        if (!member) {
          const text = new Text();
          text.font = LABEL_FONT_URL;
          text.fontSize = LABEL_FONT_SIZE[node.kind] * scale;
          text.anchorX = 'center';
          member = { text, content: '', opacity: -1, colour: '', side: null };
          members.current.set(index, member);
          batch.addText(text);
          changed = true;
        }
        if (member.side !== side) {
          member.text.anchorY = side === 'above' ? 'bottom' : 'top';
          member.text.position.set(node.position[0], labelAnchorY(node, side, scale), node.position[2]);
          member.side = side;
          changed = true;
        }
        if (member.content !== content) {
          member.text.text = content;
          member.content = content;
          changed = true;
        }
        const colour = isPinned ? colours.pinnedLabel : colours.label;
        if (member.opacity !== opacity || member.colour !== colour) {
          member.text.fillOpacity = opacity;
          member.text.color = colour;
          member.opacity = opacity;
          member.colour = colour;
        }
      }
      if (changed) batch.sync();
      publishLabels([...members.current.values()].filter(({ text, content }) => content !== '' && text.textRenderInfo).map(({ text }) => text));
    }
    // Billboard: every label faces the camera.
    members.current.forEach(({ text }) => text.quaternion.copy(state.camera.quaternion));
  });

  return batch ? <primitive object={batch} /> : null;
}
