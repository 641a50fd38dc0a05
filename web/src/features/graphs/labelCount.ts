import { Vector3, type Camera } from 'three';
import type { Text } from 'troika-three-text';
import { boxesOverlap, type ScreenBox } from './graphLabels';

/** The labels typeset and drawn, for the renderer statistics. */
let drawnLabels: Text[] = [];

export function publishLabels(texts: Text[]): void {
  drawnLabels = texts;
}

export function labelCount(): number {
  return drawnLabels.length;
}

const corner = new Vector3();

/** A drawn label's box on the canvas, in pixels, from the bounds the text renderer laid it out in. */
function drawnBox(text: Text, camera: Camera, width: number, height: number): ScreenBox | null {
  const bounds = text.textRenderInfo?.blockBounds;
  if (!bounds) return null;
  text.updateMatrixWorld();
  const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  for (const [x, y] of [[bounds[0], bounds[1]], [bounds[2], bounds[1]], [bounds[0], bounds[3]], [bounds[2], bounds[3]]]) {
    corner.set(x, y, 0).applyMatrix4(text.matrixWorld).project(camera);
    const [left, top] = [((corner.x + 1) / 2) * width, ((1 - corner.y) / 2) * height];
    box.left = Math.min(box.left, left);
    box.right = Math.max(box.right, left);
    box.top = Math.min(box.top, top);
    box.bottom = Math.max(box.bottom, top);
  }
  return box;
}

/** How many pairs of drawn labels cover one another on the canvas (a measure of legibility). */
export function labelOverlaps(camera: Camera, width: number, height: number): number {
  const boxes = drawnLabels.map((text) => drawnBox(text, camera, width, height)).filter((box): box is ScreenBox => box !== null);
  let pairs = 0;
  for (let i = 0; i < boxes.length; i += 1) for (let j = i + 1; j < boxes.length; j += 1) if (boxesOverlap(boxes[i], boxes[j])) pairs += 1;
  return pairs;
}
