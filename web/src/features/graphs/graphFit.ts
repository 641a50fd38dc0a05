import type { GraphNode } from './graphModel';

/** Extra room around the outermost sphere, so labels and spheres at the edge stay inside. */
const MARGIN = 1.05;

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
