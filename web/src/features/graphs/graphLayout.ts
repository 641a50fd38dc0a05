/**
 * Layout rules of the graph views. Odyssey graph: missions on a circle around the odyssey at
 * radius (7 + 3 * (i mod 5)) * zoom, todos around their mission at 3 + 0.3 * (j mod 4), steps around
 * their todo at 1.2 + 0.15 * (k mod 5). Mission graph: todos on a ring of 5 * zoom, steps on a ring
 * of 2 * zoom around their todo. The zoom factor spreads crowded rings (1 for ordinary sizes).
 */
export type Vec3 = [number, number, number];

export function odysseyMissionRadius(index: number, zoom: number): number {
  return (7 + 3 * (index % 5)) * zoom;
}

export function odysseyTodoRadius(index: number): number {
  return 3 + 0.3 * (index % 4);
}

export function odysseyStepRadius(index: number): number {
  return 1.2 + 0.15 * (index % 5);
}

export const MISSION_TODO_RING = 5;
export const MISSION_STEP_RING = 2;

/** How many missions (odyssey graph) or todos (mission graph) fit before the rings spread out. */
export const ODYSSEY_MISSION_CAPACITY = 10;
export const MISSION_TODO_CAPACITY = 24;

export function zoomFactor(count: number, capacity: number): number {
  return Math.max(1, count / capacity);
}

/** Angle of item `index` of `count` evenly spread on a circle, turned by `offset`. */
export function ringAngle(index: number, count: number, offset = 0): number {
  return count > 0 ? (2 * Math.PI * index) / count + offset : offset;
}

export function add(a: Vec3, b: Vec3): Vec3 {
  return [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
}

export function scale(v: Vec3, s: number): Vec3 {
  return [v[0] * s, v[1] * s, v[2] * s];
}

/** A point on the circle of `radius` around `center` in the plane spanned by unit vectors u and v. */
export function onRing(center: Vec3, u: Vec3, v: Vec3, radius: number, angle: number): Vec3 {
  return add(center, add(scale(u, Math.cos(angle) * radius), scale(v, Math.sin(angle) * radius)));
}

export function normalize(v: Vec3): Vec3 {
  const length = Math.hypot(v[0], v[1], v[2]);
  return length === 0 ? [1, 0, 0] : [v[0] / length, v[1] / length, v[2] / length];
}

export function distance(a: Vec3, b: Vec3): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

export const UP: Vec3 = [0, 1, 0];
