/** The layout numbers of each graph view. */
export type NodeKind = 'odyssey' | 'mission' | 'todo' | 'step';

/** Label character limits: [when the camera is close, when it is far]. */
export type LabelLimits = Record<NodeKind, readonly [number, number]>;

export type GraphSettings = {
  cameraDistance: number;
  minDistance: number;
  maxDistance: number;
  autoRotateSpeed: number;
  labelLimits: LabelLimits;
  /** Beyond this camera distance no label shows. */
  labelHideDistance: number;
  /** Sphere radius per node kind, in world units. */
  nodeRadius: Record<NodeKind, number>;
};

export const LABEL_HIDE_DISTANCE = 22;

export const ODYSSEY_GRAPH: GraphSettings = {
  cameraDistance: 15,
  minDistance: 3,
  maxDistance: 30,
  autoRotateSpeed: 0.5,
  labelLimits: { odyssey: [100, 20], mission: [80, 15], todo: [60, 12], step: [50, 10] },
  labelHideDistance: LABEL_HIDE_DISTANCE,
  nodeRadius: { odyssey: 1.1, mission: 0.65, todo: 0.36, step: 0.16 },
};

export const MISSION_GRAPH: GraphSettings = {
  cameraDistance: 12,
  minDistance: 2,
  maxDistance: 25,
  autoRotateSpeed: 0.5,
  // The mission is the root here, so it gets the widest limits.
  labelLimits: { odyssey: [100, 20], mission: [100, 20], todo: [80, 15], step: [50, 10] },
  labelHideDistance: LABEL_HIDE_DISTANCE,
  nodeRadius: { odyssey: 1.1, mission: 0.9, todo: 0.45, step: 0.2 },
};
