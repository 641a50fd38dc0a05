import type { GraphNode } from './graphModel';
import type { GraphSettings, NodeKind } from './graphSettings';
import { labelCharLimit, labelOpacity, sanitizeLabel, truncateLabel } from './graphLabels';

/** Extra room around the outermost sphere, so labels and spheres at the edge stay inside. */
const MARGIN = 1.05;

/** The camera looks down on the scene from this angle above the horizon. */
export const CAMERA_ELEVATION = Math.PI / 7;

/** Label font size per node kind at the view's usual distance, in world units (it grows with the fit). */
export const LABEL_FONT_SIZE: Record<NodeKind, number> = { odyssey: 0.55, mission: 0.42, todo: 0.3, step: 0.2 };
/** How far a label's baseline sits above its sphere, at the usual distance. */
export const LABEL_LIFT = 0.1;
/**
 * A label's width per character, in ems. The label font (DejaVu Sans) averages 0.51 to 0.54 em
 * a character on ordinary titles; 0.6 leaves room for capitals and wide letters.
 */
export const EM_PER_CHARACTER = 0.6;
export const LINE_HEIGHT = 1.2;
/**
 * At most this share of the half view is given to one label's half width. A label wider than
 * that (a long title on a phone held upright) could only fit by shrinking the graph to a dot.
 */
const LABEL_SHARE = 0.5;

/** The radius of the circle, around the vertical axis, that holds every sphere of the graph. */
export function horizontalRadius(nodes: GraphNode[]): number {
  let radius = 0;
  for (const node of nodes) radius = Math.max(radius, Math.hypot(node.position[0], node.position[2]) + node.radius);
  return radius;
}

/**
 * How far the camera must stand back, as a multiple of the view's usual distance, so the whole
 * graph stays in view while it turns: a sphere of `radius` seen through the horizontal field of
 * view (narrow on a phone held upright). Never closer than the usual distance.
 */
export function fitScale(radius: number, usualDistance: number, verticalFovDegrees: number, aspect: number): number {
  if (!(aspect > 0) || radius <= 0) return 1;
  const halfVertical = (verticalFovDegrees * Math.PI) / 360;
  const halfHorizontal = Math.atan(Math.tan(halfVertical) * aspect);
  const needed = (radius * MARGIN) / Math.sin(Math.min(halfHorizontal, Math.PI / 2));
  return Math.max(1, needed / usualDistance);
}

/** A node's label as the view draws it at its usual distance: half its width and its height, in world units. */
export type LabelBox = { node: GraphNode; halfWidth: number; height: number };

/** The label each node shows at the view's usual distance (none for kinds hidden there). */
export function labelBoxes(nodes: GraphNode[], settings: GraphSettings): LabelBox[] {
  return nodes.map((node) => {
    if (labelOpacity(node.kind, settings.cameraDistance, settings.labelHideDistance) <= 0) return { node, halfWidth: 0, height: 0 };
    const characters = truncateLabel(sanitizeLabel(node.title), labelCharLimit(settings, node.kind, settings.cameraDistance)).length;
    const size = LABEL_FONT_SIZE[node.kind];
    return { node, halfWidth: (characters * size * EM_PER_CHARACTER) / 2, height: size * LINE_HEIGHT };
  });
}

const TURN_STEPS = 72;

/**
 * True when, at `scale`, every sphere and every label stays inside the view whatever way the
 * graph has turned. Labels face the camera and grow with the scale, as the view draws them.
 */
function everythingInView(boxes: LabelBox[], scale: number, usualDistance: number, tanX: number, tanY: number): boolean {
  const distance = usualDistance * scale;
  const cos = Math.cos(CAMERA_ELEVATION);
  const sin = Math.sin(CAMERA_ELEVATION);
  for (let step = 0; step < TURN_STEPS; step += 1) {
    const angle = (2 * Math.PI * step) / TURN_STEPS;
    const [turnCos, turnSin] = [Math.cos(angle), Math.sin(angle)];
    for (const { node, halfWidth, height } of boxes) {
      const [x0, y0, z0] = node.position;
      // The graph turned about its vertical axis, then seen from the camera (its right, up and depth).
      const x = x0 * turnCos + z0 * turnSin;
      const z = -x0 * turnSin + z0 * turnCos;
      const sideways = x;
      const depth = distance - (z * cos + y0 * sin);
      if (depth <= 0) return false;
      const up = y0 * cos - z * sin;
      const labelBottom = up + (node.radius + LABEL_LIFT * scale) * cos;
      const right = Math.max(Math.abs(sideways) + node.radius, Math.abs(sideways) + halfWidth * scale);
      const top = Math.max(up + node.radius, labelBottom + height * scale);
      const bottom = up - node.radius;
      const roomX = (depth * tanX) / MARGIN;
      const roomY = (depth * tanY) / MARGIN;
      if (right > roomX || top > roomY || -bottom > roomY) return false;
    }
  }
  return true;
}

/**
 * How far the camera must stand back, as a multiple of the view's usual distance, so every
 * sphere and the labels around the outer ring stay in view while the graph turns. Labels grow
 * with the camera's distance (they keep their size on screen), so only the graph's spread gets
 * smaller: a label is given at most half the half view, or a long title would shrink the graph
 * to a dot. Never closer than the usual distance.
 */
export function fitScaleWithLabels(boxes: LabelBox[], usualDistance: number, verticalFovDegrees: number, aspect: number): number {
  if (!(aspect > 0) || boxes.length === 0) return 1;
  const tanY = Math.tan((verticalFovDegrees * Math.PI) / 360);
  const tanX = tanY * aspect;
  const widest = (LABEL_SHARE * usualDistance * tanX) / MARGIN;
  const tallest = (LABEL_SHARE * usualDistance * tanY) / MARGIN;
  const capped = boxes.map((box) => ({ ...box, halfWidth: Math.min(box.halfWidth, widest), height: Math.min(box.height, tallest) }));
  const fits = (scale: number) => everythingInView(capped, scale, usualDistance, tanX, tanY);
  if (fits(1)) return 1;
  let high = 2;
  while (!fits(high) && high < 1024) high *= 2;
  let low = high / 2;
  for (let i = 0; i < 30; i += 1) {
    const middle = (low + high) / 2;
    if (fits(middle)) high = middle;
    else low = middle;
  }
  return high;
}
